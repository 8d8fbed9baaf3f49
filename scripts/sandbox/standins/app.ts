// The stand-ins' own origin (a second port): the secure card-entry frame and the captcha script.
// Both may be embedded or loaded from any localhost origin.
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { cardFramePage } from './card-frame.ts';
import { bodySizeLimit } from '../limits.ts';
import { captchaScript } from './captcha-script.ts';
import { surveyFormPage } from './survey-form.ts';

const localhostAncestors = "'self' http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*";

export function createStandinApp(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    // Chromium's private-network preflights: a localhost page may load from this loopback origin.
    c.header('Access-Control-Allow-Private-Network', 'true');
  });

  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox stand-ins</title></head><body>
<h1>Sandbox stand-ins</h1><ul>
<li><a href="/card-frame?origin=${encodeURIComponent(ctx.url)}">Secure card-entry frame</a>: <code>${ctx.standinOrigin}/card-frame?origin=PARENT_ORIGIN&amp;brands=AMEX,DISC,MAST,VISA</code></li>
<li>Captcha script: <code>&lt;script src="${ctx.standinOrigin}/recaptcha/api.js"&gt;</code></li>
<li><a href="/survey-form?id=demo">Survey form</a>: posts <code>{ type: 'form-submit' }</code> to its parent when sent</li>
</ul></body></html>`),
  );

  app.get('/card-frame', (c) => {
    c.header('Content-Security-Policy', `frame-ancestors ${localhostAncestors}`);
    c.header('Cache-Control', 'no-store');
    return c.html(cardFramePage());
  });

  app.get('/recaptcha/api.js', (c) => {
    // Every load gets a fresh grant, so the script is never cached.
    c.header('Cache-Control', 'no-store');
    const tokenUrl = new URL('/recaptcha/api/token', c.req.url).href;
    return c.body(captchaScript(ctx.captcha.issueGrant(), tokenUrl), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  // execute(): the script's grant (the body, plain text: no CORS preflight) for a fresh single-use token.
  app.post('/recaptcha/api/token', bodySizeLimit(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = ctx.captcha.issueToken((await c.req.text()).trim());
    return token === null ? c.json({ message: 'Unknown or expired grant: load the script again.' }, 400) : c.json({ token });
  });

  app.get('/survey-form', (c) => {
    c.header('Content-Security-Policy', `frame-ancestors ${localhostAncestors}`);
    return c.html(surveyFormPage(c.req.query()));
  });

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
