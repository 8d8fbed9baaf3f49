// Credential checks shared by POST /api/Login, the sso stand-in and credential fixing:
// 401 on bad credentials, and after 5 failures in a row the account is locked for 30 minutes (429).
import type { DatabaseSync } from 'node:sqlite';
import { fail } from './http.ts';
import { messages } from './rules.ts';
import { findMemberByIdentifier, hashPassword, saveSignInState, type Member } from './store/members.ts';

export const maxFailedSignIns = 5;
export const lockoutMs = 30 * 60 * 1000;

export type CredentialCheck = { ok: true; member: Member } | { ok: false; status: 401 | 429; message: string; lockedUntil?: string };

export function checkCredentials(
  db: DatabaseSync,
  partner: string,
  identifier: string,
  password: string,
  now = Date.now(),
): CredentialCheck {
  const member = findMemberByIdentifier(db, partner, identifier);
  if (!member?.passwordHash || !member.profile.hasWebProfile) return { ok: false, status: 401, message: messages.invalidCredentials };
  if (member.lockedUntil !== null && member.lockedUntil > now) {
    return { ok: false, status: 429, message: messages.lockedOut, lockedUntil: new Date(member.lockedUntil).toISOString() };
  }
  if (hashPassword(member.publicId, password) !== member.passwordHash) {
    const failures = member.failedLogins + 1;
    if (failures >= maxFailedSignIns) {
      const lockedUntil = now + lockoutMs;
      saveSignInState(db, member.id, 0, lockedUntil);
      return { ok: false, status: 429, message: messages.lockedOut, lockedUntil: new Date(lockedUntil).toISOString() };
    }
    saveSignInState(db, member.id, failures, null);
    return { ok: false, status: 401, message: messages.invalidCredentials };
  }
  if (member.failedLogins > 0 || member.lockedUntil !== null) saveSignInState(db, member.id, 0, null);
  return { ok: true, member };
}

/** The JSON-API form of a failed check: 401, or 429 with Retry-After semantics in the body. */
export function failCredentials(check: Extract<CredentialCheck, { ok: false }>): never {
  fail(check.status, check.message, check.lockedUntil ? { lockedUntil: check.lockedUntil } : {});
}
