// The secure card-entry frame stand-in: one card-number field that checks Luhn and brand (spec 001
// "Card number helpers") and posts { type: 'card', encryptedCardNumber, lastFour, cardType } to the
// parent window, whose origin comes from the `origin` query parameter.
import { cardBrands } from '../../../partners/schema.ts';
import { encryptedCardPrefix } from '../routes/cards.ts';

export function cardFramePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card number</title>
<style>
  body { margin: 0; padding: 4px; font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: transparent; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #767676; border-radius: 4px; letter-spacing: .05em; }
  input[aria-invalid="true"] { border-color: #b00020; }
  #card-hint { margin: 4px 0 0; font-size: 14px; color: #555; }
  #card-error { margin: 4px 0 0; font-size: 14px; color: #b00020; }
</style>
</head>
<body>
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="card-hint card-error" aria-invalid="false">
<p id="card-hint"></p>
<p id="card-error" role="alert" hidden></p>
<script>
(function () {
  var params = new URLSearchParams(location.search);
  var requested = params.get('origin') || (document.referrer ? new URL(document.referrer).origin : '');
  var parentOrigin = /^https?:\\/\\/[^\\/?#]+$/.test(requested) ? requested : null;
  var names = { AMEX: 'Amex', DISC: 'Discover', MAST: 'Mastercard', VISA: 'Visa' };
  var accepted = (params.get('brands') || '${cardBrands.join(',')}').split(',').filter(function (b) { return names[b]; });
  var input = document.getElementById('card-number');
  var hint = document.getElementById('card-hint');
  var errorEl = document.getElementById('card-error');
  var posted = false;
  var acceptedText = accepted.map(function (b) { return names[b]; }).join(', ');
  hint.textContent = 'We accept ' + acceptedText + '.';

  function post(message) {
    if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length > 0 && sum % 10 === 0;
  }
  function brandOf(n) {
    var p2 = Number(n.slice(0, 2)), p4 = Number(n.slice(0, 4));
    if ((n.indexOf('34') === 0 || n.indexOf('37') === 0) && n.length === 15) return 'AMEX';
    if ((n.indexOf('6011') === 0 || n.indexOf('65') === 0) && n.length === 16) return 'DISC';
    if (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n.length === 16) return 'MAST';
    if (n.indexOf('4') === 0 && (n.length === 13 || n.length === 16)) return 'VISA';
    return null;
  }
  function problemWith(digits) {
    if (digits.length === 0) return 'Please enter your credit card number.';
    var brand = brandOf(digits);
    if (!brand || !luhn(digits)) return 'Enter a valid card number.';
    if (accepted.indexOf(brand) < 0) return 'We accept ' + acceptedText + ' cards.';
    return null;
  }
  function showError(message) {
    errorEl.textContent = message || '';
    errorEl.hidden = !message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    post({ type: 'resize', height: document.documentElement.scrollHeight });
  }
  function check(showProblems) {
    var digits = input.value.replace(/\\D/g, '');
    var problem = problemWith(digits);
    if (!problem) {
      showError(null);
      posted = true;
      post({ type: 'card', encryptedCardNumber: '${encryptedCardPrefix}' + btoa(digits).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, ''), lastFour: digits.slice(-4), cardType: brandOf(digits) });
      return true;
    }
    if (posted) { posted = false; post({ type: 'cleared' }); }
    if (showProblems) { showError(problem); post({ type: 'invalid', message: problem }); }
    return false;
  }
  input.addEventListener('input', function () {
    var digits = input.value.replace(/\\D/g, '').slice(0, 19);
    var grouped = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (grouped !== input.value) input.value = grouped;
    if (!errorEl.hidden) showError(null);
    check(false);
  });
  input.addEventListener('blur', function () { check(true); });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data) return;
    if (event.data.type === 'reset') { input.value = ''; posted = false; showError(null); }
    if (event.data.type === 'validate') check(true);
    if (event.data.type === 'focus') input.focus();
  });
  if (!parentOrigin) showError('This frame needs an ?origin= parameter naming the page that embeds it.');
  post({ type: 'loaded' });
})();
</script>
</body>
</html>`;
}
