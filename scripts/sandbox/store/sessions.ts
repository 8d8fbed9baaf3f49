// Stored sessions: signing in creates a row on a fresh session id that keeps the visitor's CSRF
// token, so the front end's token stays valid. Visitors have no row (visitor-token.ts). Rows are
// bounded: every sign-in prunes as a start does, and a member keeps at most `maxSessionsPerMember`
// (the oldest is signed out first).
import type { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';

export interface Session {
  /** The session cookie's value: a row id, or for a visitor the signed token itself. */
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

/** Devices a member may stay signed in on at once. */
export const maxSessionsPerMember = 20;

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
  now = Date.now(),
): Session {
  if (fields.memberId !== undefined) pruneForSignIn(db, fields.memberId, now);
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
    now,
  );
  return session;
}

export function deleteSession(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/** Before a member's new row: the usual pruning, and this member's oldest rows beyond the cap. */
function pruneForSignIn(db: DatabaseSync, memberId: number, now: number): void {
  pruneSessions(db, now);
  db.prepare(
    'DELETE FROM sessions WHERE member_id = ? AND id NOT IN (SELECT id FROM sessions WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)',
  ).run(memberId, memberId, maxSessionsPerMember - 1);
}

export function setExpiry(db: DatabaseSync, session: Session, expiresAt: number): Session {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, session.id);
  return { ...session, expiresAt };
}

/** Signs a member out everywhere (the last card was deleted, the account closed, the credentials changed). */
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
