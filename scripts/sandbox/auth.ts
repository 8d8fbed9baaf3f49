// Credential checks shared by POST /api/Login, the sso stand-in and credential fixing:
// 401 on bad credentials, and after 5 failures in a row the account is locked for 30 minutes (429
// with lockedUntil). Across accounts, a client's failures are throttled too (429 code "Throttled").
import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiEnv, SandboxContext } from './context.ts';
import { inTransaction } from './db.ts';
import { fail } from './http.ts';
import { messages } from './rules.ts';
import { findMemberByIdentifier, hashPassword, saveSignInState, type Member } from './store/members.ts';
import { countAttempt, throttledFor } from './throttle.ts';

export const maxFailedSignIns = 5;
export const lockoutMs = 30 * 60 * 1000;

export interface CredentialFailure {
  ok: false;
  status: 401 | 429;
  message: string;
  /** The per-account lockout (5 failures in a row). */
  lockedUntil?: string;
  /** The per-client throttle (throttle.ts). */
  code?: 'Throttled';
  /** Seconds to wait, sent as Retry-After with a 429. */
  retryAfter?: number;
}

export type CredentialCheck = { ok: true; member: Member } | CredentialFailure;

const lockedOut = (lockedUntil: number, now: number): CredentialFailure => ({
  ok: false,
  status: 429,
  message: messages.lockedOut,
  lockedUntil: new Date(lockedUntil).toISOString(),
  retryAfter: Math.max(1, Math.ceil((lockedUntil - now) / 1000)),
});

export function checkCredentials(
  db: DatabaseSync,
  partner: string,
  identifier: string,
  password: string,
  now = Date.now(),
): CredentialCheck {
  const member = findMemberByIdentifier(db, partner, identifier);
  if (!member?.passwordHash || !member.profile.hasWebProfile) return { ok: false, status: 401, message: messages.invalidCredentials };
  if (member.lockedUntil !== null && member.lockedUntil > now) return lockedOut(member.lockedUntil, now);
  if (hashPassword(member.publicId, password) !== member.passwordHash) {
    const failures = member.failedLogins + 1;
    if (failures >= maxFailedSignIns) {
      const lockedUntil = now + lockoutMs;
      saveSignInState(db, member.id, 0, lockedUntil);
      return lockedOut(lockedUntil, now);
    }
    saveSignInState(db, member.id, failures, null);
    return { ok: false, status: 401, message: messages.invalidCredentials };
  }
  if (member.failedLogins > 0 || member.lockedUntil !== null) saveSignInState(db, member.id, 0, null);
  return { ok: true, member };
}

/**
 * The check as a client makes it: while the client is throttled every attempt is refused before any
 * account is looked up (a right password too, so the answer says nothing about the account), and
 * each failure counts against the client. The account's read-modify-write is one transaction.
 */
export function checkClientCredentials(c: Context<ApiEnv>, ctx: SandboxContext, identifier: string, password: string): CredentialCheck {
  const wait = throttledFor(c, ctx, 'signIn');
  if (wait !== null) return { ok: false, status: 429, message: messages.throttled, code: 'Throttled', retryAfter: wait };
  const check = inTransaction(ctx.db, () => checkCredentials(ctx.db, c.get('partner').slug, identifier, password));
  if (!check.ok) countAttempt(c, ctx, 'signIn');
  return check;
}

/** Retry-After for a refused attempt, as a header map. */
export const retryAfterHeader = (check: CredentialFailure): Record<string, string> =>
  check.retryAfter === undefined ? {} : { 'Retry-After': String(check.retryAfter) };

/** The JSON-API form of a failed check: 401, or 429 with lockedUntil (account) or code "Throttled" (client). */
export function failCredentials(check: CredentialFailure): never {
  const extra = { ...(check.lockedUntil ? { lockedUntil: check.lockedUntil } : {}), ...(check.code ? { code: check.code } : {}) };
  fail(check.status, check.message, extra, retryAfterHeader(check));
}
