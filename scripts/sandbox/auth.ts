// Credential checks shared by POST /api/Login, the sso stand-in and credential fixing:
// 401 on bad credentials, and after 5 failures in a row the account is locked for 30 minutes (429
// with lockedUntil). An identifier no account answers to is counted and locked the same way
// (store/sign-in-failures.ts), so the lockout does not reveal which accounts exist. Across accounts,
// a client's failures are throttled too (429 code "Throttled").
import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiEnv, SandboxContext } from './context.ts';
import { inTransaction } from './db.ts';
import { fail } from './http.ts';
import { messages } from './rules.ts';
import { findMemberByIdentifier, hashPassword, saveSignInState, type Member } from './store/members.ts';
import { readIdentifierState, saveIdentifierState, type SignInState } from './store/sign-in-failures.ts';
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
  const account = member?.passwordHash && member.profile.hasWebProfile ? member : undefined;
  // No account to sign in to: the identifier is counted and locked all the same, so the answers
  // (401 four times, then 429 with lockedUntil) do not tell which accounts exist.
  const state: SignInState = account ?? readIdentifierState(db, partner, identifier);
  const save = (failedLogins: number, lockedUntil: number | null): void => {
    if (account) saveSignInState(db, account.id, failedLogins, lockedUntil);
    else saveIdentifierState(db, partner, identifier, { failedLogins, lockedUntil }, now);
  };
  if (state.lockedUntil !== null && state.lockedUntil > now) return lockedOut(state.lockedUntil, now);
  if (!account || hashPassword(account.publicId, password) !== account.passwordHash) {
    const failures = state.failedLogins + 1;
    if (failures >= maxFailedSignIns) {
      const lockedUntil = now + lockoutMs;
      save(0, lockedUntil);
      return lockedOut(lockedUntil, now);
    }
    save(failures, null);
    return { ok: false, status: 401, message: messages.invalidCredentials };
  }
  if (account.failedLogins > 0 || account.lockedUntil !== null) save(0, null);
  return { ok: true, member: account };
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
