// One SQLite file holds everything the sandbox persists between starts.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bump when the schema or the seed changes shape: an older file is then wiped and reseeded. */
export const schemaVersion = '3';

const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS merchants (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  partner TEXT NOT NULL,
  public_id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  partner_number TEXT,
  password_hash TEXT,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  flags TEXT NOT NULL DEFAULT '{}',
  profile TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS members_email ON members (partner, email);
CREATE INDEX IF NOT EXISTS members_partner_number ON members (partner, partner_number);
CREATE TABLE IF NOT EXISTS cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  card_type TEXT NOT NULL,
  last_four TEXT NOT NULL,
  description TEXT NOT NULL,
  partner_card_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cards_member ON cards (member_id);
CREATE TABLE IF NOT EXISTS partner_cards (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL,
  card_type TEXT NOT NULL,
  last_four TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS activity (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_member ON activity (member_id, kind, occurred_at);
CREATE TABLE IF NOT EXISTS bonuses (
  member_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (member_id, code)
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  partner TEXT NOT NULL,
  csrf TEXT NOT NULL,
  member_id INTEGER,
  expires_at INTEGER,
  remember INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS recoveries (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  wrong_codes INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS reservations (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  merchant_id INTEGER NOT NULL,
  date_time TEXT NOT NULL,
  party_size INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sign_in_failures (
  partner TEXT NOT NULL,
  identifier TEXT NOT NULL,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (partner, identifier)
);
CREATE INDEX IF NOT EXISTS sign_in_failures_age ON sign_in_failures (updated_at);
CREATE TABLE IF NOT EXISTS prospects (
  id INTEGER PRIMARY KEY,
  partner TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

const dataTables = [
  'merchants',
  'members',
  'cards',
  'partner_cards',
  'activity',
  'bonuses',
  'sessions',
  'recoveries',
  'sign_in_failures',
  'reservations',
  'prospects',
  'meta',
];

export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'));
  // WAL + NORMAL: fast bulk seeding, still durable enough for demo data.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF;');
  db.exec(schema);
  // A data file from before wrong_codes (issue #10) gains the column; its rows start at 0.
  const recoveryColumns = db.prepare('PRAGMA table_info(recoveries)').all() as { name: string }[];
  if (!recoveryColumns.some((column) => column.name === 'wrong_codes')) {
    db.exec('ALTER TABLE recoveries ADD COLUMN wrong_codes INTEGER NOT NULL DEFAULT 0');
  }
  return db;
}

export function readMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Empties every table (the schema stays), ready for a reseed. */
export function wipe(db: DatabaseSync): void {
  for (const table of dataTables) db.exec(`DELETE FROM ${table}`);
}

/** Runs `work` in one transaction: bulk inserts become one fsync instead of thousands. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
