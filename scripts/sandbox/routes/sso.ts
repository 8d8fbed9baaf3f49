// Single sign-on stand-in for sso partners. The site's /Login sends the browser to
// GET /api/Sso/Login?returnUrl=/account/overview, a page standing in for the partner's identity
// provider; its form posts back here and, on success, the member is signed in and sent to returnUrl.
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { SsoSignInForm } from '../../../src/api/contract/sso.ts';
import { ssoSignIn, ssoSignInPage } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { sameOriginPath } from '../../../src/lib/redirect-target.ts';
import { checkClientCredentials, retryAfterHeader, type CredentialFailure } from '../auth.ts';
import { fail, readForm, routeOf } from '../http.ts';
import { ensureSession, startMemberSession, verifyCsrf } from '../session.ts';
import { demoEmail, demoPassword, rolesFor } from '../seed/members.ts';

/** Anything but visible ASCII: a URL the browser sends is percent-encoded, and a line break would
 *  split the Location header. Linear: one character class. */
const notUrlCharacter = /[^\u0021-\u007e]/;

/**
 * The stand-in sits behind the site's proxy, so its own URL is not the site's origin: a fixed
 * stand-in origin serves for "stays on the site". Only the origin is compared, never used.
 */
const siteOrigin = 'http://site.invalid';

/**
 * Only same-site paths: never an open redirect. The target is parsed as a URL (sameOriginPath), so
 * what the parser reads differently from a string check ("\\", "//", an absolute URL of the site
 * itself) is judged as the browser will; anything leaving the site falls back to "/". A returnUrl
 * with spaces, control or non-ASCII characters is a malformed request: 400.
 */
function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (notUrlCharacter.test(value)) fail(400, 'returnUrl must be a path on this site.');
  return sameOriginPath(value, siteOrigin) ?? '/';
}

function page(c: Context<ApiEnv>, ctx: SandboxContext, returnUrl: string, error: CredentialFailure | null, email = '') {
  const partner = c.get('partner');
  const session = ensureSession(c, ctx);
  const demo = rolesFor(partner).filter((role) => role.hasWebProfile && !role.flags?.needsCredentialFix);
  if (error) for (const [name, value] of Object.entries(retryAfterHeader(error))) c.header(name, value);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Sign in to ${partner.name} (sandbox)</title>
          <style>
            body {
              font:
                16px/1.5 system-ui,
                sans-serif;
              max-width: 28rem;
              margin: 3rem auto;
              padding: 0 1rem;
              color: #1a1a1a;
            }
            label {
              display: block;
              margin-top: 1rem;
            }
            input {
              width: 100%;
              padding: 0.5rem;
              font: inherit;
              box-sizing: border-box;
            }
            button {
              margin-top: 1rem;
              padding: 0.6rem 1rem;
              font: inherit;
              cursor: pointer;
            }
            .error {
              color: #b00020;
            }
            .demo button {
              margin: 0.25rem 0.25rem 0 0;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>Sign in to ${partner.name}</h1>
            <p>Sandbox stand-in for ${partner.name}’s single sign-on. You will return to ${partner.programName}.</p>
            ${error ? html`<p class="error" role="alert">${error.message}</p>` : ''}
            <form method="post" action="">
              <input type="hidden" name="csrfToken" value="${session.csrf}" />
              <input type="hidden" name="returnUrl" value="${returnUrl}" />
              <label for="email">Email</label
              ><input id="email" name="email" type="email" autocomplete="username" required value="${email}" />
              <label for="password">Password</label
              ><input id="password" name="password" type="password" autocomplete="current-password" required />
              <label><input type="checkbox" name="rememberMe" value="true" style="width:auto" /> Keep me signed in</label>
              <button type="submit">Sign in</button>
            </form>
            <section class="demo">
              <h2>Demo members</h2>
              <p>Password for all: <code>${demoPassword}</code></p>
              ${demo.map(
                // Escaped as HTML like the form above (encodeURI turned a %3F in returnUrl into %253F).
                (role) =>
                  html`<form method="post" action="" style="display:inline">
                    <input type="hidden" name="csrfToken" value="${session.csrf}" />
                    <input type="hidden" name="returnUrl" value="${returnUrl}" />
                    <input type="hidden" name="email" value="${demoEmail(partner, role.role)}" />
                    <input type="hidden" name="password" value="${demoPassword}" />
                    <button type="submit">${role.role}</button>
                  </form>`,
              )}
            </section>
          </main>
        </body>
      </html>`,
    error?.status ?? 200,
  );
}

export function ssoRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.use('/api/Sso/*', async (c, next) => {
    if (c.get('partner').enrollmentType !== 'sso') fail(404, 'This partner does not use single sign-on.');
    await next();
  });

  routes.get(routeOf(ssoSignInPage), (c) => page(c, ctx, safeReturnUrl(c.req.query('returnUrl')), null));

  routes.post(routeOf(ssoSignIn), async (c) => {
    const form: Partial<Record<keyof SsoSignInForm, unknown>> = await readForm(c);
    verifyCsrf(c, typeof form['csrfToken'] === 'string' ? form['csrfToken'] : undefined);
    const returnUrl = safeReturnUrl(form['returnUrl']);
    const email = typeof form['email'] === 'string' ? form['email'] : '';
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const check = checkClientCredentials(c, ctx, email, password);
    if (!check.ok) return page(c, ctx, returnUrl, check, email);
    startMemberSession(c, ctx, check.member.id, form['rememberMe'] === 'true');
    return c.redirect(returnUrl, 303);
  });

  return routes;
}
