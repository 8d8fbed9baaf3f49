// A demo member's history: linked cards, 70 transactions and 24 statement credits covering every
// award and payout status, and bonuses in every status.
import type { DatabaseSync } from 'node:sqlite';
import type { StatementCreditInput, TransactionInput } from '../../../src/api/contract/activity.ts';
import type { CardType } from '../../../src/api/contract/cards.ts';
import type { BonusStatus } from '../../../src/api/contract/member.ts';
import type { PartnerProfile } from '../partners.ts';
import type { StoredBonus } from '../store/members.ts';
import type { MerchantRecord } from './merchants.ts';
import type { DemoRole } from './members.ts';
import { benefitFor } from '../earn.ts';
import { createPrng } from './prng.ts';

const day = 86_400_000;

export const testCardTails = { VISA: '1111', MAST: '4444', AMEX: '0005', DISC: '1117' } as const satisfies Record<CardType, string>;
export const brandDescriptions = { VISA: 'Visa', MAST: 'Mastercard', AMEX: 'American Express', DISC: 'Discover' } as const satisfies Record<
  CardType,
  string
>;

export interface SeedCard {
  cardType: CardType;
  lastFour: string;
  description: string;
}

export const seedCards = (role: DemoRole): SeedCard[] =>
  role.cards.map((cardType) => ({ cardType, lastFour: testCardTails[cardType], description: brandDescriptions[cardType] }));

const countedBrands: readonly CardType[] = ['VISA', 'MAST', 'AMEX', 'DISC'];

/**
 * `count` distinct cards for POST /__sandbox/members `cardCount`: brands cycle Visa, Mastercard,
 * Amex, Discover (those the partner accepts), last fours 9001, 9002, ... (no common test number ends
 * so, so linking one in a test is never a duplicate).
 */
export function countedCards(count: number, accepted: readonly CardType[]): SeedCard[] {
  const brands = countedBrands.filter((brand) => accepted.includes(brand));
  const cycle = brands.length > 0 ? brands : countedBrands;
  return Array.from({ length: count }, (_, i) => {
    const cardType = cycle[i % cycle.length] ?? 'VISA';
    return { cardType, lastFour: String(9001 + i), description: brandDescriptions[cardType] };
  });
}

/** Links cards to a member (the seed, and fresh members from POST /__sandbox/members). */
export function insertSeedCards(db: DatabaseSync, memberId: number, cards: readonly SeedCard[], linkedAt: number): SeedCard[] {
  const insert = db.prepare(
    'INSERT INTO cards (member_id, card_type, last_four, description, partner_card_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const card of cards) insert.run(memberId, card.cardType, card.lastFour, card.description, null, linkedAt);
  return [...cards];
}

/** The partner-loaded cards a card member of a partner that loads them is offered. */
export function insertPartnerCards(db: DatabaseSync, partner: PartnerProfile, memberId: number): void {
  const insert = db.prepare('INSERT INTO partner_cards (id, member_id, card_type, last_four, description) VALUES (?, ?, ?, ?, ?)');
  // The Gold card ends like the seeded Amex, so members holding that Amex see it filtered out.
  insert.run(`pc-${memberId}-1`, memberId, 'AMEX', '1005', `${partner.name} Reserve American Express Card`);
  insert.run(`pc-${memberId}-2`, memberId, 'AMEX', '0005', `${partner.name} Gold American Express Card`);
}

/**
 * A member's demo history: the role's activity rows (over `merchants`, paid with `cardTails`) and
 * bonuses in every status. `email` addresses the emailed statement credits (the demo role's by default).
 */
export function insertHistory(
  db: DatabaseSync,
  memberId: number,
  history: {
    partner: PartnerProfile;
    role: DemoRole;
    merchants: readonly MerchantRecord[];
    cardTails: readonly string[];
    seedDay: number;
    email?: string;
  },
): void {
  const { partner, role, merchants, cardTails, seedDay, email } = history;
  const insertActivity = db.prepare('INSERT INTO activity (member_id, kind, occurred_at, data) VALUES (?, ?, ?, ?)');
  const insertBonus = db.prepare('INSERT INTO bonuses (member_id, code, status, created_at, data) VALUES (?, ?, ?, ?, ?)');
  for (const row of seedActivity(partner, role, merchants, cardTails, seedDay, email)) {
    insertActivity.run(memberId, row.kind, row.occurredAt, JSON.stringify(row.data));
  }
  for (const bonus of seedBonuses(partner, role, seedDay)) {
    const { code, status, createdAt, ...data } = bonus;
    insertBonus.run(memberId, code, status, createdAt, JSON.stringify(data));
  }
}

const payoutStatuses = ['pending', 'pending_received', 'completed', 'rejected', 'error'] as const;
const payoutBrands = ['MasterCard', 'Tremendous', 'Visa', 'XXXX'] as const;

/** The first ten rows cover every status, with a Pending row inside and one outside the 35-day review window. */
const leadingStatuses = ['Pending', 'Awarded', 'Deferred', 'Paid', 'Forfeit', 'Awarded', 'Awarded', 'Pending', 'Paid', 'Forfeit'] as const;

/** What an activity row stores: the API's row minus what the row itself holds (id, kind, dates). */
export type StoredTransaction = Omit<TransactionInput, 'id' | 'kind' | 'date' | 'transactionCreatedAt'> & {
  /** Answered by GET /api/reviews/status, not in the row. */
  reviewCompleted: boolean;
  /** The member's note with a missing-reward claim (POST /api/Member/MissingRewards), not in the row. */
  missingRewardNote?: string;
};
export type StoredCredit = Omit<StatementCreditInput, 'id' | 'kind' | 'date' | 'createdAt'>;

export type ActivityRow =
  { kind: 'transaction'; occurredAt: number; data: StoredTransaction } | { kind: 'credit'; occurredAt: number; data: StoredCredit };

export function seedActivity(
  partner: PartnerProfile,
  role: DemoRole,
  merchants: readonly MerchantRecord[],
  cardTails: readonly string[],
  seedDay: number,
  email = `${role.role}@${partner.slug}.example`,
): ActivityRow[] {
  const prng = createPrng(`activity:${partner.slug}:${role.role}`);
  const rows: ActivityRow[] = [];
  const tails = cardTails.length > 0 ? cardTails : ['4242'];
  for (let i = 0; i < 70; i++) {
    const merchant = prng.pick(merchants);
    const occurredAt = seedDay - (1 + i * 6 + prng.int(0, 3)) * day + prng.int(11, 21) * 3_600_000;
    const roll = prng.next();
    const awardStatus =
      leadingStatuses[i] ??
      (roll < 0.5 ? 'Awarded' : roll < 0.75 ? 'Paid' : roll < 0.85 ? 'Forfeit' : roll < 0.95 ? 'Deferred' : 'Pending');
    const manual = i % 9 === 4;
    const ticketAmount = Math.round((12 + prng.next() * 230) * 100) / 100;
    rows.push({
      kind: 'transaction',
      occurredAt,
      data: {
        merchantId: merchant.id,
        merchantName: merchant.name,
        sourceTransactionId: String(prng.int(100_000_000, 999_999_999)) + String(prng.int(100, 999)),
        ticketAmount,
        benefitAmount: benefitFor(partner, role.tierLevel, ticketAmount, merchant.earnMultiplier),
        cardLastFour: prng.pick(tails),
        awardStatus,
        transactionType: manual ? 'manual' : 'settle',
        sourceCode: manual ? prng.pick(['M', 'A', 'B', 'J']) : prng.chance(0.05) ? '+' : 'S',
        activeMerchant: prng.chance(0.92),
        paidAt: awardStatus === 'Paid' ? new Date(Math.min(occurredAt + 30 * day, seedDay)).toISOString() : null,
        reviewCompleted: i % 3 === 1,
      },
    });
  }
  for (let j = 0; j < 24; j++) {
    const toCard = j % 3 !== 2;
    const brand = toCard ? prng.pick(payoutBrands.filter((b) => b !== 'Tremendous')) : 'Tremendous';
    rows.push({
      kind: 'credit',
      occurredAt: seedDay - (3 + j * 17) * day + 9 * 3_600_000,
      data: {
        creditId: `SC${partner.index}${role.number}${String(1000 + j)}`,
        creditAmountCents: prng.int(20, 60) * 100 + prng.pick([0, 25, 50, 75]),
        targetType: toCard ? 'card' : 'other',
        targetLabel: toCard ? `${brand} ending in ${prng.pick(tails)}` : `Email to ${email}`,
        benefitProcessor: brand,
        delivery: toCard ? 'Card' : 'Email',
        status: payoutStatuses[j] ?? (prng.chance(0.8) ? 'completed' : prng.pick(payoutStatuses)),
      },
    });
  }
  return rows;
}

export interface SeedBonus extends StoredBonus {
  code: string;
  status: BonusStatus;
  createdAt: number;
}

/** The new-member bonus the site promises at joining ("500 bonus miles after your first dine"):
 *  Eligible, to activate; `eligible` says whether this member may still earn it (spec 001 §3). */
export function newMemberBonus(partner: PartnerProfile, createdAt: number, eligible = true): SeedBonus {
  return {
    code: 'NMB500',
    status: 'Eligible',
    createdAt,
    description: `New member bonus: earn 500 bonus ${partner.currency.many} after your first dine.`,
    isNewMemberBonus: true,
    memberIsEligibleForNMB: eligible,
  };
}

/** A member who just joined gets the new-member bonus the site promised them (issue #25): members
 *  registered through join (POST /api/Members/Prospects) and fresh new card members. */
export function insertNewMemberBonus(db: DatabaseSync, memberId: number, partner: PartnerProfile, createdAt: number): void {
  const { code, status, createdAt: at, ...data } = newMemberBonus(partner, createdAt);
  db.prepare('INSERT INTO bonuses (member_id, code, status, created_at, data) VALUES (?, ?, ?, ?, ?)').run(
    memberId,
    code,
    status,
    at,
    JSON.stringify(data),
  );
}

/** Bonuses in every status; only the newly joined card member is eligible for the new-member bonus. */
export function seedBonuses(partner: PartnerProfile, role: DemoRole, seedDay: number): SeedBonus[] {
  const many = partner.currency.many;
  const newMember = role.role === 'card';
  return [
    newMemberBonus(partner, seedDay - 10 * day, newMember),
    {
      code: 'DINE3X',
      status: 'Eligible',
      createdAt: seedDay - 2 * day,
      description: `Dine 3 times this month and earn 3x ${many}.`,
      isNewMemberBonus: false,
      memberIsEligibleForNMB: false,
    },
    {
      code: 'RESERVE50',
      status: 'Enrolled',
      createdAt: seedDay - 20 * day,
      description: `Earn 50 bonus ${many} when you book with OpenTable and dine.`,
      isNewMemberBonus: false,
      memberIsEligibleForNMB: false,
    },
    {
      code: 'TOPGOLF',
      status: 'Qualified',
      createdAt: seedDay - 40 * day,
      description: `Topgolf special offer: 1,000 bonus ${many} on a qualifying visit.`,
      isNewMemberBonus: false,
      memberIsEligibleForNMB: false,
    },
  ];
}
