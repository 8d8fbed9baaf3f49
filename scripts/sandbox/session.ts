// Session cookies and the CSRF guard (spec 000 §4 Session, §7 calls marked CSRF).
// - `session-<partner>`: HttpOnly, Path=/, SameSite=Lax, no Domain, so it survives a same-origin
//   proxy of /api/* and several partners on one host don't overwrite each other. A visitor's is a
//   signed token holding its CSRF token (no row, visitor-token.ts); a member's is a session row id.
// - `session_expiry`: readable by the page, the session's expiry as epoch milliseconds.
// Both are Secure when the request came over https (directly or through a proxy that says so).
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import { ssoSignIn } from '../../src/api/contract/calls.ts';
import { csrfHeader, sessionCookieName, sessionExpiryCookie } from '../../src/api/contract/session.ts';
import type { ApiEnv, SandboxContext } from './context.ts';
import { fail } from './http.ts';
import { findMemberById, type Member } from './store/members.ts';
import { createSession, deleteSession, findSession, setExpiry, type Session } from './store/sessions.ts';
import { isVisitorCookie } from './visitor-token.ts';
/** Remember me: 90 days (7,776,000,000 ms, spec 000 §9). */
export const rememberMeTtlMs = 7_776_000_000;

const ttlFor = (ctx: SandboxContext, session: Session): number => (session.remember ? rememberMeTtlMs : ctx.sessionTtlMs);

/** https as the browser saw it: the URL, or the first X-Forwarded-Proto of a proxy in front. */
function overHttps(c: Context<ApiEnv>): boolean {
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded ? forwarded === 'https' : new URL(c.req.url).protocol === 'https:';
}

const cookieBase = (c: Context<ApiEnv>) => ({ path: '/', sameSite: 'Lax', ...(overHttps(c) ? { secure: true } : {}) }) as const;

function writeCookies(c: Context<ApiEnv>, session: Session): void {
  const base = cookieBase(c);
  const persistent = session.remember ? { maxAge: rememberMeTtlMs / 1000 } : {};
  setCookie(c, sessionCookieName(session.partner), session.id, { ...base, httpOnly: true, ...persistent });
  if (session.expiresAt === null) deleteCookie(c, sessionExpiryCookie, base);
  else setCookie(c, sessionExpiryCookie, String(session.expiresAt), { ...base, ...persistent });
}

/** A visitor session: no row, its id is the signed cookie value. */
function visitorSession(ctx: SandboxContext, partner: string, csrf?: string): Session {
  const issued = ctx.visitors.issue(partner, csrf);
  return { id: issued.cookie, partner, csrf: issued.csrf, memberId: null, expiresAt: null, remember: false };
}

/** The session a cookie names: a signed visitor token, or a stored (member) session. */
function sessionOf(ctx: SandboxContext, partner: string, cookie: string): Session | null {
  if (!isVisitorCookie(cookie)) return findSession(ctx.db, cookie, partner);
  const csrf = ctx.visitors.read(partner, cookie);
  return csrf === null ? null : { id: cookie, partner, csrf, memberId: null, expiresAt: null, remember: false };
}

/** Loads the session the request carries; an expired member session becomes a visitor with the same token. */
export function loadSession(ctx: SandboxContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const partner = c.get('partner');
    const id = getCookie(c, sessionCookieName(partner.slug));
    let session = id ? sessionOf(ctx, partner.slug, id) : null;
    if (session?.expiresAt != null && session.expiresAt <= ctx.now()) {
      deleteSession(ctx.db, session.id);
      session = visitorSession(ctx, partner.slug, session.csrf);
      writeCookies(c, session);
    }
    c.set('session', session);
    await next();
  };
}

/** The request's session, or a new visitor one (and its CSRF token) when there is none. */
export function ensureSession(c: Context<ApiEnv>, ctx: SandboxContext): Session {
  const existing = c.get('session');
  if (existing) return existing;
  const session = visitorSession(ctx, c.get('partner').slug);
  writeCookies(c, session);
  c.set('session', session);
  return session;
}

/** A signed-in session: its expiry is what sign-in calls answer as `expiresAt`. */
export type MemberSession = Session & { memberId: number; expiresAt: number };

/** Signs a member in on a fresh session id (no fixation) that keeps the visitor's CSRF token. */
export function startMemberSession(c: Context<ApiEnv>, ctx: SandboxContext, memberId: number, remember: boolean): MemberSession {
  const previous = c.get('session');
  if (previous) deleteSession(ctx.db, previous.id);
  const expiresAt = ctx.now() + (remember ? rememberMeTtlMs : ctx.sessionTtlMs);
  const session = createSession(
    ctx.db,
    {
      partner: c.get('partner').slug,
      memberId,
      remember,
      expiresAt,
      ...(previous ? { csrf: previous.csrf } : {}),
    },
    ctx.now(),
  );
  writeCookies(c, session);
  c.set('session', session);
  return { ...session, memberId, expiresAt };
}

/** Signs out: the row goes, a visitor cookie keeps the same CSRF token; the expiry cookie is cleared. */
export function endMemberSession(c: Context<ApiEnv>, ctx: SandboxContext): void {
  const previous = c.get('session');
  if (!previous) {
    deleteCookie(c, sessionExpiryCookie, cookieBase(c));
    return;
  }
  deleteSession(ctx.db, previous.id);
  const session = visitorSession(ctx, previous.partner, previous.csrf);
  writeCookies(c, session);
  c.set('session', session);
}

/** Refetching the member keeps the session alive: the expiry moves a full lifetime ahead. */
export function extendMemberSession(c: Context<ApiEnv>, ctx: SandboxContext): void {
  const session = c.get('session');
  if (!session || session.memberId === null) return;
  const extended = setExpiry(ctx.db, session, ctx.now() + ttlFor(ctx, session));
  writeCookies(c, extended);
  c.set('session', extended);
}

/** The signed-in member of this partner, or 401. */
export function requireMember(c: Context<ApiEnv>, ctx: SandboxContext): Member {
  const session = c.get('session');
  const member = session?.memberId != null ? findMemberById(ctx.db, session.memberId) : undefined;
  if (!member || member.partner !== c.get('partner').slug) fail(401, 'Unauthorized: please sign in.');
  return member;
}

/**
 * As requireMember, read again now: for a write after its body arrived, inside the write's
 * transaction. The session is re-read too, so a member signed out meanwhile (the last card deleted
 * on another tab) gets 401 rather than a write to a closed account.
 */
export function reloadMember(c: Context<ApiEnv>, ctx: SandboxContext): Member {
  const loaded = c.get('session');
  const session = loaded ? findSession(ctx.db, loaded.id, loaded.partner) : null;
  const live = session !== null && (session.expiresAt === null || session.expiresAt > ctx.now());
  const member = live && session.memberId !== null ? findMemberById(ctx.db, session.memberId) : undefined;
  if (!member || member.partner !== c.get('partner').slug) fail(401, 'Unauthorized: please sign in.');
  return member;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET /api/Member/{publicId} is marked CSRF in the spec even though it reads. */
const csrfReads = /^\/api\/Member\/(?!Cards$|DineSummary$|StatementCreditBalance$|Transactions|Reservations$)[^/]+$/;
/** Paths that check their own token: the sso stand-in form posts it as a form field. */
const formPosts = new Set<string>([ssoSignIn.path]);

/** 403 unless X-CSRF-Token equals the session's token, on every state-changing call. */
export function csrfGuard(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = apiPathOf(c);
    const guarded = (stateChanging.has(c.req.method) && !formPosts.has(path)) || (c.req.method === 'GET' && csrfReads.test(path));
    if (guarded) verifyCsrf(c, c.req.header(csrfHeader));
    await next();
  };
}

/** Constant-time comparison, so response timing does not reveal how much of a token matched. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyCsrf(c: Context<ApiEnv>, token: string | undefined): void {
  const session = c.get('session');
  if (!session || !token || !sameText(token, session.csrf)) {
    fail(403, `Missing or invalid CSRF token: send the token from GET /api/CSRF in the ${csrfHeader} header.`);
  }
}

/** The request path below the partner prefix, e.g. "/api/Member". */
export function apiPathOf(c: Context<ApiEnv>): string {
  const prefix = `/${c.get('partner').slug}`;
  const path = c.req.path.replace(/\/+$/, '');
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
