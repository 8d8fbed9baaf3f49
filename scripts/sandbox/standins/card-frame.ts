// The secure card-entry frame stand-in: one card-number field that checks Luhn and brand (spec 001
// "Card number helpers") and posts { type: 'card', encryptedCardNumber, lastFour, cardType } to the
// parent window, whose origin comes from the `origin` query parameter.
import { cardBrands } from '../../../partners/schema.ts';
import { encryptedCardPrefix } from '../routes/cards.ts';
import { cardBrandNames, detectCardBrand, passesLuhn } from '../../../src/lib/card-number.ts';

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
  #card-error { margin: 4px 0 0; font-size: 14px; color: #b00020; }
</style>
</head>
<body>
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="card-error" aria-invalid="false">
<p id="card-error" role="alert" hidden></p>
<script>
(function () {
  var params = new URLSearchParams(location.search);
  var requested = params.get('origin') || (document.referrer ? new URL(document.referrer).origin : '');
  var parentOrigin = /^https?:\\/\\/[^\\/?#]+$/.test(requested) ? requested : null;
  var names = ${JSON.stringify(cardBrandNames)};
  var accepted = (params.get('brands') || '${cardBrands.join(',')}').split(',').filter(function (b) { return names[b]; });
  var input = document.getElementById('card-number');
  var errorEl = document.getElementById('card-error');
  var posted = false;
  var acceptedText = accepted.map(function (b) { return names[b]; }).join(', ');
  // The accepted brands are listed by the page under the frame (001 §8), so not repeated here.

  function post(message) {
    if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  // The backend's own card rules (scripts/sandbox/rules.ts), so frame and API always agree.
  ${passesLuhn.toString()}
  ${detectCardBrand.toString()}
  function problemWith(digits) {
    if (digits.length === 0) return 'Please enter your credit card number.';
    var brand = detectCardBrand(digits);
    if (!brand || !passesLuhn(digits)) return 'Enter a valid card number.';
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
      post({ type: 'card', encryptedCardNumber: '${encryptedCardPrefix}' + btoa(digits).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, ''), lastFour: digits.slice(-4), cardType: detectCardBrand(digits) });
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
