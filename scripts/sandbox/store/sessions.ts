// Sessions: every visitor gets one when it first asks for a CSRF token; signing in attaches a
// member to a fresh session id that keeps the same CSRF token, so the front end's token stays valid.
import type { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';

export interface Session {
  id: string;
  partner: string;
  csrf: string;
  memberId: number | null;
  /** Epoch ms; only member sessions expire. */
  expiresAt: number | null;
  remember: boolean;
}

interface SessionRow {
  id: string;
  partner: string;
  csrf: string;
  member_id: number | null;
  expires_at: number | null;
  remember: number;
}

export const newToken = (): string => randomBytes(24).toString('base64url');

export function findSession(db: DatabaseSync, id: string, partner: string): Session | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ? AND partner = ?').get(id, partner) as SessionRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    partner: row.partner,
    csrf: row.csrf,
    memberId: row.member_id,
    expiresAt: row.expires_at,
    remember: row.remember === 1,
  };
}

export function createSession(
  db: DatabaseSync,
  fields: { partner: string; csrf?: string; memberId?: number; expiresAt?: number; remember?: boolean },
): Session {
  const session: Session = {
    id: newToken(),
    partner: fields.partner,
    csrf: fields.csrf ?? newToken(),
    memberId: fields.memberId ?? null,
    expiresAt: fields.expiresAt ?? null,
    remember: fields.remember ?? false,
  };
  db.prepare('INSERT INTO sessions (id, partner, csrf, member_id, expires_at, remember, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    session.id,
    session.partner,
    session.csrf,
    session.memberId,
    session.expiresAt,
    session.remember ? 1 : 0,
    Date.now(),
  );
  return session;
}

export function deleteSession(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/** Drops the member but keeps the row (and its CSRF token) as a visitor session. */
export function detachMember(db: DatabaseSync, session: Session): Session {
  db.prepare('UPDATE sessions SET member_id = NULL, expires_at = NULL, remember = 0 WHERE id = ?').run(session.id);
  return { ...session, memberId: null, expiresAt: null, remember: false };
}

export function setExpiry(db: DatabaseSync, session: Session, expiresAt: number): Session {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, session.id);
  return { ...session, expiresAt };
}

/** Signs a member out everywhere (the last card was deleted, the account closed). */
export function deleteMemberSessions(db: DatabaseSync, memberId: number): void {
  db.prepare('UPDATE sessions SET member_id = NULL, expires_at = NULL, remember = 0 WHERE member_id = ?').run(memberId);
}

/** Forgets visitor sessions idle for a week and member sessions expired for as long. */
export function pruneSessions(db: DatabaseSync, now: number): void {
  const weekAgo = now - 7 * 86_400_000;
  db.prepare('DELETE FROM sessions WHERE (member_id IS NULL AND created_at < ?) OR (expires_at IS NOT NULL AND expires_at < ?)').run(
    weekAgo,
    weekAgo,
  );
}
