// Stand-in for the third-party survey form service embedded in the survey drawers: a short form
// that, when sent, tells its parent with postMessage({ type: 'form-submit' }) (the contract in
// src/features/surveys/survey-rules.ts) and thanks the visitor.
import { escapeHtml } from '../../../src/lib/escape-html.ts';

export function surveyFormPage(query: Record<string, string>): string {
  const survey = escapeHtml(query['id'] ?? 'survey');
  const fields = Object.entries(query)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Survey ${survey}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:16px;color:#1a1a1a}fieldset{border:0;padding:0}label{display:block;margin:4px 0}button{font:inherit;padding:10px 16px;margin-top:12px}</style></head>
<body><form id="survey"><fieldset><legend>How was your last visit?</legend>
<label><input type="radio" name="rating" value="great" required> Great</label>
<label><input type="radio" name="rating" value="ok"> OK</label>
<label><input type="radio" name="rating" value="poor"> Poor</label></fieldset>
${fields}<button type="submit">Send</button></form>
<p id="thanks" role="status" hidden>Thank you for your feedback.</p>
<script>
document.getElementById('survey').addEventListener('submit', function (event) {
  event.preventDefault();
  this.hidden = true;
  document.getElementById('thanks').hidden = false;
  parent.postMessage({ type: 'form-submit', survey: ${JSON.stringify(survey)} }, '*');
});
</script></body></html>`;
}
