// The overview as a member's dashboard (issue #25): which bonuses a member sees (the new-member bonus
// only when eligible, 001 §3 memberIsEligibleForNMB, §4 the 90-day window; app-only bonuses without
// an app link left out), this year's pending amount, the tier's step, and what the rail holds.
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../src/api/activity.ts';
import { groupBonusBanners } from '../../../../src/features/account/overview/bonus-banners.ts';
import { tierStepOf } from '../../../../src/features/account/overview/membership-status.ts';
import { bonusToActivate, cardsGlance } from '../../../../src/features/account/overview/rail.ts';
import { isRelevantBonus, relevantBonuses, withinNewMemberWindow } from '../../../../src/features/account/overview/relevant-bonuses.ts';
import { pendingOf, reachesBefore } from '../../../../src/features/account/overview/year-totals.ts';
import { tierLadder } from '../../../../src/lib/earn-rates.ts';
import { banner, bonus, dayMs, now } from './fixture.ts';

const joined = (days: number) => ({ joinDate: new Date(now - days * dayMs).toISOString() });
const nmb = (eligible: boolean) => bonus('NMB500', 'Eligible', { isNewMemberBonus: true, memberIsEligibleForNMB: eligible });

describe('the new-member bonus only to members eligible for it', () => {
  it('shows to an eligible member within 90 days of joining, to the hour', () => {
    expect(isRelevantBonus(nmb(true), joined(20), now)).toBe(true);
    expect(isRelevantBonus(nmb(true), joined(90), now)).toBe(true);
    expect(isRelevantBonus(nmb(true), { joinDate: new Date(now - 2_160 * 3_600_000 - 1).toISOString() }, now)).toBe(false);
  });

  it('never to a member the backend calls ineligible (a VIP with 44 visits), however recent', () => {
    expect(isRelevantBonus(nmb(false), joined(1), now)).toBe(false);
  });

  it('trusts the backend when the join date is missing or unreadable', () => {
    expect(withinNewMemberWindow(null, now)).toBe(true);
    expect(withinNewMemberWindow('not a date', now)).toBe(true);
    expect(isRelevantBonus(nmb(true), { joinDate: null }, now)).toBe(true);
  });

  it('lets every other bonus through', () => {
    const others = [bonus('DINE3X', 'Eligible'), bonus('RESERVE50', 'Enrolled'), bonus('TOPGOLF', 'Qualified')];
    expect(relevantBonuses([nmb(false), ...others], joined(400), now)).toEqual(others);
  });
});

describe('app-only bonuses on the web', () => {
  const banners = [banner('NMB500', { order: 1 }), banner('DINE3X', { order: 2, appOnly: true })];
  const bonuses = [nmb(true), bonus('DINE3X', 'Eligible')];
  const context = { now, remembered: new Set<string>(), userState: 'card_member', inApp: false };

  it('show how to get the app where the partner has an app link', () => {
    const groups = groupBonusBanners(banners, bonuses, { ...context, hasAppLink: true });
    expect(groups.available.map((item) => [item.banner.code, item.action])).toEqual([
      ['NMB500', 'activate'],
      ['DINE3X', 'app'],
    ]);
  });

  it('are left out where it has none, and activated like any other inside the app', () => {
    expect(groupBonusBanners(banners, bonuses, { ...context, hasAppLink: false }).available.map((item) => item.banner.code)).toEqual([
      'NMB500',
    ]);
    const inApp = groupBonusBanners(banners, bonuses, { ...context, inApp: true, hasAppLink: false });
    expect(inApp.available.map((item) => item.action)).toEqual(['activate', 'activate']);
  });

  it('once activated (in the app) still show under Activated', () => {
    const groups = groupBonusBanners(banners, [bonus('DINE3X', 'Enrolled')], { ...context, hasAppLink: false });
    expect(groups.activated.map((item) => item.banner.code)).toEqual(['DINE3X']);
  });
});

describe('this year’s pending amount', () => {
  const row = (awardStatus: string, benefitAmount: number, date: string): ActivityEntry =>
    ({ kind: 'transaction', id: date, date, awardStatus, benefitAmount }) as unknown as ActivityEntry;
  const credit = { kind: 'credit', id: 'c1', date: '2026-05-01T00:00:00.000Z', status: 'pending' } as unknown as ActivityEntry;
  const rows = [
    row('Pending', 120.25, '2026-06-01T10:00:00.000Z'),
    row('Awarded', 300, '2026-05-20T10:00:00.000Z'),
    credit,
    row('Pending', 45.5, '2026-01-01T00:00:00.000Z'),
    row('Pending', 999, '2025-12-31T23:59:59.000Z'),
  ];

  it('sums the Pending transactions dated this year (UTC, as the dine summary), not credits or other statuses', () => {
    expect(pendingOf(rows, 2026)).toBe(165.75);
    expect(pendingOf(rows, 2025)).toBe(999);
    expect(pendingOf([], 2026)).toBe(0);
  });

  it('knows when a page reaches back before the year (the list is newest first: no need to read on)', () => {
    expect(reachesBefore(rows, 2026)).toBe(true);
    expect(reachesBefore(rows.slice(0, 4), 2026)).toBe(false);
  });
});

describe('the tier with its rate', () => {
  const names = { member: 'Member', select: 'Select Member', vip: 'VIP' };
  const withVip = tierLadder({ currencyType: 'Mile', earnRates: { member: 0.5, select: 3, vip: 5 }, hasVIP: true, tierNames: names });
  const noVip = tierLadder({
    currencyType: 'Credit',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    hasVIP: false,
    tierNames: names,
  });

  it('is the ladder’s step of the member’s level', () => {
    expect(tierStepOf(withVip, 2, true)?.rateText).toBe('3 miles per $1');
    expect(tierStepOf(withVip, 0, true)?.rateText).toBe('1 mile per $2');
    expect(tierStepOf(withVip, 3, true)?.rateText).toBe('5 miles per $1');
  });

  it('reads tier 3 as opted in without VIP, and has none for an unknown level (the sign-in prompt)', () => {
    expect(tierStepOf(noVip, 3, false)).toMatchObject({ tier: 'select', rateText: '5% back in credit' });
    expect(tierStepOf(withVip, 1, true)).toBeNull();
    expect(tierStepOf(withVip, 7, true)).toBeNull();
    expect(tierStepOf(withVip, undefined, true)).toBeNull();
  });
});

describe('the right rail', () => {
  it('offers the first Available bonus the web can activate', () => {
    const item = (code: string, action: 'activate' | 'app') => ({
      banner: banner(code),
      bonus: bonus(code, 'Eligible'),
      status: 'Eligible' as const,
      action,
    });
    expect(bonusToActivate({ available: [item('DINE3X', 'app'), item('NMB500', 'activate')], activated: [] })?.banner.code).toBe('NMB500');
    expect(bonusToActivate({ available: [item('DINE3X', 'app')], activated: [] })).toBeNull();
  });

  it('sums up the linked cards: count, each brand once, last fours; none, no box', () => {
    const cards = [
      { cardType: 'VISA', lastFour: '1111' },
      { cardType: 'MAST', lastFour: '4444' },
      { cardType: 'VISA', lastFour: '0005' },
      { cardType: 'JCB', lastFour: null },
    ];
    expect(cardsGlance(cards)).toEqual({ count: 4, brands: ['Visa', 'Mastercard', 'JCB'], lastFours: ['1111', '4444', '0005'] });
    expect(cardsGlance([])).toBeNull();
  });
});
