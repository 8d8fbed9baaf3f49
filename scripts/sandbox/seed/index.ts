// Builds the whole demo dataset in one transaction (well under a second for ~3,300 merchants and
// ~15,000 activity rows), deterministic apart from dates, which count back from the seeding day.
import type { DatabaseSync } from 'node:sqlite';
import { allPartners } from '../partners.ts';
import { inTransaction, schemaVersion, wipe, writeMeta } from '../db.ts';
import { insertMember } from '../store/members.ts';
import { generateMerchants } from './merchants.ts';
import { demoMember, homeMetroFor, rolesFor } from './members.ts';
import { insertHistory, insertPartnerCards, insertSeedCards, seedCards } from './activity.ts';

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

    for (const partner of allPartners()) {
      for (const role of rolesFor(partner)) {
        const memberId = insertMember(db, demoMember(partner, role, seedDay));
        const cards = insertSeedCards(db, memberId, seedCards(role), seedDay - 200 * 86_400_000);
        if (partner.features.hasPartnerLoadedCards && role.memberType === 'EnrolledCardMember') insertPartnerCards(db, partner, memberId);
        if (!role.hasActivity) continue;
        insertHistory(db, memberId, {
          partner,
          role,
          merchants: byCity.get(homeMetroFor(partner, role).city) ?? merchants,
          cardTails: cards.map((c) => c.lastFour),
          seedDay,
        });
      }
    }
    writeMeta(db, 'schemaVersion', schemaVersion);
    writeMeta(db, 'seededAt', new Date(now).toISOString());
  });
}
