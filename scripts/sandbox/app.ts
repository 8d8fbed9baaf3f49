// The sandbox's HTTP surface: /{partner}/api/* per partner, generated images, /__sandbox controls,
// with the fault switch in front of everything but the controls. Before routing: the path guard (no
// malformed or climbing paths) and the body limit (413); after the faults, the method check (405).
// In the spec-minimal mode one more layer around the partner API cuts its answers (minimal.ts).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ErrorBody } from '../../src/api/contract/errors.ts';
import { sessionCookieName } from '../../src/api/contract/session.ts';
import type { ApiEnv, SandboxContext } from './context.ts';
import { answerError } from './errors.ts';
import { bodySizeLimit } from './limits.ts';
import { methodNotAllowed } from './methods.ts';
import { assertSpecAnswersServed, specMinimalAnswers } from './minimal.ts';
import { findPartner } from './partners.ts';
import { findMemberById } from './store/members.ts';
import { findSession } from './store/sessions.ts';
import { pathGuard } from './path-guard.ts';
import { csrfGuard, loadSession } from './session.ts';
import { activityRoutes } from './routes/activity.ts';
import { adminRoutes } from './routes/admin.ts';
import { bonusRoutes } from './routes/bonuses.ts';
import { cardRoutes } from './routes/cards.ts';
import { contentRoutes } from './routes/content.ts';
import { enrollmentRoutes } from './routes/enrollment.ts';
import { imageRoutes } from './routes/images.ts';
import { impressionRoutes } from './routes/impressions.ts';
import { memberRoutes } from './routes/member.ts';
import { merchantRoutes } from './routes/merchants.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { sessionRoutes } from './routes/session.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { ssoRoutes } from './routes/sso.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The email of the member the request's session is signed in as, if any (fault rules scoped to a member). */
function signedInEmail(ctx: SandboxContext, c: Context<ApiEnv>, partner: string): string | null {
  const cookie = getCookie(c, sessionCookieName(partner));
  const memberId = cookie ? findSession(ctx.db, cookie, partner)?.memberId : null;
  return memberId == null ? null : (findMemberById(ctx.db, memberId)?.email ?? null);
}

/** Global latency and injected faults, matched on the path below the partner prefix. */
function faultSwitch(ctx: SandboxContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // The raw path (c.req.path drops a trailing slash), so rules see what the caller sent.
    const rawPath = new URL(c.req.url).pathname;
    if (rawPath.startsWith('/__sandbox')) return next();
    const [, first = '', ...rest] = rawPath.split('/');
    const partner = findPartner(first) ? first : null;
    const path = partner ? `/${rest.join('/')}` : rawPath;
    const rule = ctx.faults.take(partner, c.req.method, path, () => (partner ? signedInEmail(ctx, c, partner) : null));
    const delay = ctx.latencyMs + (rule?.delayMs ?? 0);
    if (delay > 0) await sleep(delay);
    if (rule?.status === 'network') {
      c.env.incoming.socket.destroy();
      return c.body(null, 500);
    }
    if (rule?.status !== undefined) {
      const body = rule.body !== undefined ? rule.body : { message: `Injected fault (sandbox rule ${rule.id}).` };
      return c.json(body as object, rule.status as 500);
    }
    return next();
  };
}

function partnerApi(ctx: SandboxContext): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>({ strict: false });
  api.use('/api/*', loadSession(ctx), csrfGuard());
  for (const routes of [
    sessionRoutes(ctx),
    signInRoutes(ctx),
    ssoRoutes(ctx),
    contentRoutes(ctx),
    impressionRoutes(),
    merchantRoutes(ctx),
    reservationRoutes(ctx),
    cardRoutes(ctx),
    activityRoutes(ctx),
    bonusRoutes(ctx),
    recoveryRoutes(ctx),
    enrollmentRoutes(ctx),
    // Last: GET /api/Member/{publicId} would otherwise shadow the other /api/Member/* reads.
    memberRoutes(ctx),
  ]) {
    api.route('/', routes);
  }
  return api;
}

export interface AppOptions {
  /** The spec-minimal mode: spec-pathed calls answer only the spec's fields, ids as strings (minimal.ts). */
  minimal?: boolean;
}

export function createApp(ctx: SandboxContext, options: AppOptions = {}): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  app.use('*', pathGuard(), bodySizeLimit(), faultSwitch(ctx));
  app.use(
    '*',
    methodNotAllowed(app, (slug) => findPartner(slug) !== undefined),
  );
  app.route('/', adminRoutes(ctx));
  app.route('/', imageRoutes(ctx));
  app.use('/:partner/*', async (c, next) => {
    const partner = findPartner(c.req.param('partner'));
    if (!partner) return c.json({ message: `Unknown partner "${c.req.param('partner')}".` } satisfies ErrorBody, 404);
    c.set('partner', partner);
    return next();
  });
  if (options.minimal) app.use('/:partner/api/*', specMinimalAnswers());
  app.route('/:partner', partnerApi(ctx));
  if (options.minimal) assertSpecAnswersServed(app.routes);
  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` } satisfies ErrorBody, 404));
  app.onError(answerError);
  return app;
}
