// Merchants are read-only after seeding, so they live in memory for fast distance searches.
import type { DatabaseSync } from 'node:sqlite';
import type { MerchantRecord } from '../seed/merchants.ts';

export interface MerchantCatalog {
  all: readonly MerchantRecord[];
  byId: ReadonlyMap<number, MerchantRecord>;
}

export function loadMerchantCatalog(db: DatabaseSync): MerchantCatalog {
  const rows = db.prepare('SELECT data FROM merchants ORDER BY id').all() as { data: string }[];
  const all = rows.map((row) => JSON.parse(row.data) as MerchantRecord);
  return { all, byId: new Map(all.map((m) => [m.id, m])) };
}
