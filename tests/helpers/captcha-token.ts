// A captcha token from the sandbox's stand-in, fetched the way its script's execute() does: tokens
// are single use (issue #22), so every submit needs a new one. For unit, sandbox and browser tests.

export async function captchaToken(standinOrigin: string): Promise<string> {
  const script = await (await fetch(`${standinOrigin}/recaptcha/api.js`)).text();
  const grant = /var GRANT = "([^"]+)"/.exec(script)?.[1];
  const tokenUrl = /var TOKEN_URL = "([^"]+)"/.exec(script)?.[1];
  if (!grant || !tokenUrl) throw new Error('no grant or token address in the captcha script');
  const response = await fetch(tokenUrl, { method: 'POST', body: grant });
  if (!response.ok) throw new Error(`the captcha stand-in answered ${response.status} for a token`);
  return ((await response.json()) as { token: string }).token;
}
