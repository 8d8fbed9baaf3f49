// Failed sign-ins against identifiers no account with a password answers to (issue #22): they are
// counted and locked exactly as an account's are (auth.ts), so five wrong passwords answer the same
// 429 with lockedUntil whether or not the account exists. An account's own count stays on its row
// (members.failed_logins), shared by its email and partner number.
import type { DatabaseSync } from 'node:sqlite';

export interface SignInState {
  failedLogins: number;
  /** Epoch ms, or null when not locked. */
  lockedUntil: number | null;
}

/** Identifiers remembered at most; past it the least recently failed are forgotten, so a flood of made-up
 *  identifiers cannot grow the file without bound (the per-client throttle slows such a flood first). */
export const maxTrackedIdentifiers = 10_000;

/** As the account look-up reads an identifier: trimmed, an email in any case the same one. */
const keyOf = (identifier: string): string => {
  const value = identifier.trim();
  return value.includes('@') ? value.toLowerCase() : value;
};

export function readIdentifierState(db: DatabaseSync, partner: string, identifier: string): SignInState {
  const row = db
    .prepare('SELECT failed_logins, locked_until FROM sign_in_failures WHERE partner = ? AND identifier = ?')
    .get(partner, keyOf(identifier)) as { failed_logins: number; locked_until: number | null } | undefined;
  return { failedLogins: row?.failed_logins ?? 0, lockedUntil: row?.locked_until ?? null };
}

export function saveIdentifierState(db: DatabaseSync, partner: string, identifier: string, state: SignInState, now: number): void {
  db.prepare(
    `INSERT INTO sign_in_failures (partner, identifier, failed_logins, locked_until, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (partner, identifier) DO UPDATE SET failed_logins = excluded.failed_logins,
         locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
  ).run(partner, keyOf(identifier), state.failedLogins, state.lockedUntil, now);
  pruneIdentifiers(db);
}

function pruneIdentifiers(db: DatabaseSync): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM sign_in_failures').get() as { n: number };
  if (n <= maxTrackedIdentifiers) return;
  db.prepare('DELETE FROM sign_in_failures WHERE rowid IN (SELECT rowid FROM sign_in_failures ORDER BY updated_at LIMIT ?)').run(
    n - maxTrackedIdentifiers,
  );
}
