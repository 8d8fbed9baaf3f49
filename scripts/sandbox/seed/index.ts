// Builds the whole demo dataset in one transaction (well under a second for ~3,300 merchants and
// ~15,000 activity rows), deterministic apart from dates, which count back from the seeding day.
import type { DatabaseSync } from 'node:sqlite';
import { allPartners } from '../partners.ts';
import { inTransaction, schemaVersion, wipe, writeMeta } from '../db.ts';
import { insertMember } from '../store/members.ts';
import { generateMerchants, type MerchantRecord } from './merchants.ts';
import { demoMember, homeMetroFor, rolesFor } from './members.ts';
import { insertSeedCards, seedActivity, seedBonuses } from './activity.ts';

/** Midnight UTC today: the anchor every seeded date counts back from. */
export const seedDayFor = (now: number): number => now - (now % 86_400_000);

export function seedDatabase(db: DatabaseSync, now = Date.now()): void {
  const seedDay = seedDayFor(now);
  const merchants = generateMerchants();
  const byCity = Map.groupBy(merchants, (m) => m.address.city);
  inTransaction(db, () => {
    wipe(db);
    const insertMerchant = db.prepare('INSERT INTO merchants (id, data) VALUES (?, ?)');
    for (const merchant of merchants) insertMerchant.run(merchant.id, JSON.stringify(merchant));

    const insertPartnerCard = db.prepare(
      'INSERT INTO partner_cards (id, member_id, card_type, last_four, description) VALUES (?, ?, ?, ?, ?)',
    );
    const insertActivity = db.prepare('INSERT INTO activity (member_id, kind, occurred_at, data) VALUES (?, ?, ?, ?)');
    const insertBonus = db.prepare('INSERT INTO bonuses (member_id, code, status, created_at, data) VALUES (?, ?, ?, ?, ?)');

    for (const partner of allPartners()) {
      for (const role of rolesFor(partner)) {
        const memberId = insertMember(db, demoMember(partner, role, seedDay));
        const cards = insertSeedCards(db, memberId, role, seedDay - 200 * 86_400_000);
        if (partner.features.hasPartnerLoadedCards && role.memberType === 'EnrolledCardMember') {
          // The Gold card ends like the seeded Amex, so members holding that Amex see it filtered out.
          insertPartnerCard.run(`pc-${memberId}-1`, memberId, 'AMEX', '1005', `${partner.name} Reserve American Express Card`);
          insertPartnerCard.run(`pc-${memberId}-2`, memberId, 'AMEX', '0005', `${partner.name} Gold American Express Card`);
        }
        if (!role.hasActivity) continue;
        const local: readonly MerchantRecord[] = byCity.get(homeMetroFor(partner, role).city) ?? merchants;
        const rows = seedActivity(
          partner,
          role,
          local,
          cards.map((c) => c.lastFour),
          seedDay,
        );
        for (const row of rows) insertActivity.run(memberId, row.kind, row.occurredAt, JSON.stringify(row.data));
        for (const bonus of seedBonuses(partner, role, seedDay)) {
          const { code, status, createdAt, ...data } = bonus;
          insertBonus.run(memberId, code, status, createdAt, JSON.stringify(data));
        }
      }
    }
    writeMeta(db, 'schemaVersion', schemaVersion);
    writeMeta(db, 'seededAt', new Date(now).toISOString());
  });
}
