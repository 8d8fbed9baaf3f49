// Per-client throttling (issue #10): the per-account lockout stops guessing one account's password,
// not one client trying a password on 2,000 accounts, probing which emails exist, or guessing
// recovery codes. Each client gets a fixed-window counter per partner and bucket, kept in memory
// (a restart, POST /__sandbox/reset or DELETE /__sandbox/throttle clears them). A throttled answer
// is the same whatever account was named, so it reveals nothing about which accounts exist.
// Documented in docs/api.md "Throttling".
import type { Context } from 'hono';
import type { ApiEnv, SandboxContext } from './context.ts';
import { fail } from './http.ts';
import { messages } from './rules.ts';

export interface ThrottleLimit {
  /** Attempts a client may make in one window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
}

const minutes = 60_000;

export const throttleLimits = {
  /** Failed credential checks (sign-in, the sso stand-in, credential fixing); successes are free. */
  signIn: { max: 20, windowMs: 15 * minutes },
  /** GET /api/Members/Validate/Email, every call: it tells whether an email has an account. So does a
   *  registration answered "already in use" (email or partner number), which counts here too. */
  emailCheck: { max: 60, windowMs: 10 * minutes },
  /** POST /api/Members/Prospects/Capture, every call. */
  prospectCapture: { max: 30, windowMs: 10 * minutes },
  /** POST /api/Members/Recover, every call (each may send an email). */
  recoveryRequest: { max: 30, windowMs: 10 * minutes },
  /** Wrong codes to POST /api/Members/Recover/Confirm, whichever accounts they named. */
  recoveryCode: { max: 10, windowMs: 15 * minutes },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleBucket = keyof typeof throttleLimits;

/** Per account: this many wrong codes invalidate its pending recovery codes (a new request starts over). */
export const maxWrongRecoveryCodes = 5;

/** Counters kept at most; past it the oldest window is dropped, so a flood of clients cannot grow memory. */
export const maxThrottleKeys = 10_000;

/** A client address longer than this is cut: X-Forwarded-For is caller-controlled text. */
const maxClientLength = 64;

interface Window {
  count: number;
  resetsAt: number;
}

export interface Throttle {
  /** Seconds until the window ends when `key` has used up `limit`, else null. Counts nothing. */
  retryAfter(key: string, limit: ThrottleLimit, now?: number): number | null;
  /** Counts one attempt against `key`. */
  count(key: string, limit: ThrottleLimit, now?: number): void;
  clear(): void;
  readonly size: number;
}

export function createThrottle(maxKeys = maxThrottleKeys): Throttle {
  // Insertion order is window-start order (an expired window is re-inserted), so the first entries
  // are the oldest: pruning and eviction look at the front only, O(1) amortized per request.
  const windows = new Map<string, Window>();
  const live = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    return window && window.resetsAt > now ? window : undefined;
  };
  return {
    retryAfter(key, limit, now = Date.now()) {
      const window = live(key, now);
      return window && window.count >= limit.max ? Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) : null;
    },
    count(key, limit, now = Date.now()) {
      const window = live(key, now);
      if (window) {
        window.count++;
        return;
      }
      windows.delete(key);
      for (const [oldest, { resetsAt }] of windows) {
        if (resetsAt > now && windows.size < maxKeys) break;
        windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetsAt: now + limit.windowMs });
    },
    clear() {
      windows.clear();
    },
    get size() {
      return windows.size;
    },
  };
}

const isLoopback = (address: string): boolean => address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');

/**
 * Who is asking: the socket's remote address; behind a local proxy (a loopback socket, e.g. the
 * site's static server proxying /api) the last X-Forwarded-For entry, the address that proxy saw.
 * Earlier entries are whatever the browser sent, so they are never trusted.
 */
export function clientOf(c: Context<ApiEnv>): string {
  const socket = c.env.incoming.socket.remoteAddress ?? 'unknown';
  const forwarded = isLoopback(socket) ? c.req.header('X-Forwarded-For') : undefined;
  const last = forwarded?.slice(forwarded.lastIndexOf(',') + 1).trim();
  const client = last || socket;
  return (client.startsWith('::ffff:') ? client.slice(7) : client).slice(0, maxClientLength);
}

const keyOf = (c: Context<ApiEnv>, bucket: ThrottleBucket): string => `${c.get('partner').slug}:${clientOf(c)}:${bucket}`;

/** Seconds this client must wait before another attempt in `bucket`, or null when it may go on. */
export function throttledFor(c: Context<ApiEnv>, ctx: SandboxContext, bucket: ThrottleBucket): number | null {
  return ctx.throttle.retryAfter(keyOf(c, bucket), throttleLimits[bucket]);
}

/** Counts one attempt of this client in `bucket`. */
export function countAttempt(c: Context<ApiEnv>, ctx: SandboxContext, bucket: ThrottleBucket): void {
  ctx.throttle.count(keyOf(c, bucket), throttleLimits[bucket]);
}

/** 429 `{ message, code: "Throttled" }` with Retry-After (seconds). */
export function failThrottled(retryAfter: number): never {
  fail(429, messages.throttled, { code: 'Throttled' }, { 'Retry-After': String(retryAfter) });
}

/** Refuses the request when this client used up `bucket`; otherwise counts it. For calls where every attempt counts. */
export function limitCalls(c: Context<ApiEnv>, ctx: SandboxContext, bucket: ThrottleBucket): void {
  const wait = throttledFor(c, ctx, bucket);
  if (wait !== null) failThrottled(wait);
  countAttempt(c, ctx, bucket);
}
