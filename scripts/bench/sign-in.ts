// Signs a demo member in over HTTP, through the served site's /api proxy as a browser would (same
// origin, so the session cookie is the site's), and hands back the Cookie header that carries the
// session: Lighthouse sends it with every request of a signed-in page's runs (its extraHeaders).
// docs/api.md "Demo sign-ins" and "Session and CSRF"; e2e/members.ts does the same for the tests.

export const demoPassword = 'Password1!';

/** Cookies by name, as the browser would keep them: a later Set-Cookie replaces an earlier one. */
export function keepCookies(jar: ReadonlyMap<string, string>, setCookies: readonly string[]): Map<string, string> {
  const next = new Map(jar);
  for (const header of setCookies) {
    const pair = header.split(';', 1)[0]!;
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    // A cleared cookie (empty, or expired in the past) is gone.
    if (value === '' || /;\s*max-age=0\b/i.test(header) || /;\s*expires=Thu, 01 Jan 1970/i.test(header)) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export const cookieHeader = (jar: ReadonlyMap<string, string>): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Signs `role@partner.example` in at `origin` (a direct-enrollment partner) and checks the session
 * reads the member back. Remember me: the session outlives a long bench run.
 */
export async function signInDemo(origin: string, partner: string, role: string): Promise<string> {
  const email = `${role}@${partner}.example`;
  const csrfResponse = await fetch(`${origin}/api/CSRF`);
  if (!csrfResponse.ok) throw new Error(`sign-in of ${email}: GET /api/CSRF answered ${csrfResponse.status}`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  let jar = keepCookies(new Map(), csrfResponse.headers.getSetCookie());

  const login = await fetch(`${origin}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: cookieHeader(jar) },
    body: JSON.stringify({ emailOrPartnerNumber: email, password: demoPassword, rememberMe: true }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email}: POST /api/Login answered ${login.status}: ${await login.text()}`);
  jar = keepCookies(jar, login.headers.getSetCookie());

  const member = await fetch(`${origin}/api/Member`, { headers: { cookie: cookieHeader(jar) } });
  if (!member.ok) throw new Error(`sign-in of ${email}: GET /api/Member answered ${member.status} with the new session`);
  return cookieHeader(keepCookies(jar, member.headers.getSetCookie()));
}
