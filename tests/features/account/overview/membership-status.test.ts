// The membership status summary in the spec's order of cases (spec 001 §4 "Overview copy states, in
// order"), and the tier's membership and earning text (§4 "Tier", §6).
import { describe, expect, it } from 'vitest';
import { statusCase, statusSummary, tierText } from '../../../../src/features/account/overview/membership-status.ts';
import { bonus, cardMember } from './fixture.ts';

const nmb = bonus('NMB500', 'Eligible', { isNewMemberBonus: true, memberIsEligibleForNMB: true });
const progress = (status: 'Building' | 'QualifiedAndBuilding' | 'Qualified') => ({
  status,
  remainingDines: 3,
  dinesRequired: 11,
  remainingDollars: 210,
  dollarsRequired: 1000,
  ytdMilesOrDollars: 3950,
});

describe('the status summary, first case that holds', () => {
  it('no member comes first', () => {
    expect(statusCase(null, true)).toBe('noMember');
    expect(statusSummary(null, new Date(), true)).toMatchObject({ key: 'overview.status.noMember', link: 'signIn' });
  });

  it('an opted-out tier without email opt-in comes before a new-member bonus and any progress', () => {
    const member = cardMember({ tierLevel: 0, emailOptIn: false, activeBonuses: [nmb], diningProgress: progress('Qualified') });
    expect(statusCase(member, true)).toBe('optedOut');
    expect(statusSummary(member, new Date(), true)).toMatchObject({ key: 'account.overview.optedOut', link: 'optIn' });
  });

  it('tier 0 with email opt-in is not the opted-out case', () => {
    expect(statusCase(cardMember({ tierLevel: 0, emailOptIn: true }), true)).toBe('building');
  });

  it('an active new-member bonus the member is eligible for comes before dining progress', () => {
    for (const status of ['Eligible', 'Enrolled'] as const) {
      const member = cardMember({ activeBonuses: [{ ...nmb, bonusStatus: status }], diningProgress: progress('Qualified') });
      expect(statusCase(member, true), status).toBe('newMemberBonus');
    }
  });

  it('a new-member bonus the member is not eligible for, or already earned, does not count', () => {
    expect(statusCase(cardMember({ activeBonuses: [{ ...nmb, memberIsEligibleForNMB: false }] }), true)).toBe('building');
    expect(statusCase(cardMember({ activeBonuses: [{ ...nmb, bonusStatus: 'Qualified' }] }), true)).toBe('building');
    expect(statusCase(cardMember({ activeBonuses: [bonus('DINE3X', 'Eligible', { memberIsEligibleForNMB: true })] }), true)).toBe(
      'building',
    );
  });

  it('then Building, Renewing and Complete from the dining progress', () => {
    const at = new Date('2026-03-01T12:00:00');
    expect(statusSummary(cardMember({ diningProgress: progress('Building') }), at, true)).toMatchObject({
      case: 'building',
      key: 'account.overview.building',
      vars: { count: 3 },
    });
    expect(statusSummary(cardMember({ diningProgress: progress('QualifiedAndBuilding') }), at, true)).toMatchObject({
      case: 'renewing',
      key: 'account.overview.renewing',
      vars: { count: 3 },
    });
    // Complete: the qualified year is next year.
    expect(statusSummary(cardMember({ diningProgress: progress('Qualified') }), at, true)).toMatchObject({
      case: 'complete',
      key: 'account.overview.complete',
      vars: { year: 2027 },
    });
  });

  it('says nothing more without dining progress, or without the count it would need', () => {
    expect(statusSummary(cardMember({ diningProgress: null }), new Date(), true)).toMatchObject({ case: 'none', key: null });
    const noCount = { ...progress('Building'), remainingDines: Number.NaN };
    expect(statusCase(cardMember({ diningProgress: noCount }), true)).toBe('none');
  });
});

describe('a partner without VIP (issue #22: 001 §1, §4 "Dining progress", §6)', () => {
  it('skips Building, Renewing and Complete, which all name the VIP tier', () => {
    for (const status of ['Building', 'QualifiedAndBuilding', 'Qualified'] as const) {
      const member = cardMember({ diningProgress: progress(status) });
      expect(statusCase(member, false), status).toBe('none');
      expect(statusSummary(member, new Date(), false), status).toMatchObject({ case: 'none', key: null });
    }
  });

  it('keeps the cases before them', () => {
    expect(statusCase(null, false)).toBe('noMember');
    expect(statusCase(cardMember({ tierLevel: 0, emailOptIn: false }), false)).toBe('optedOut');
    expect(statusCase(cardMember({ activeBonuses: [nmb], diningProgress: progress('Qualified') }), false)).toBe('newMemberBonus');
  });

  it('shows a tier-3 member the opted-in texts, never the VIP ones', () => {
    expect(tierText(3, false)).toEqual({ tier: 'account.tier.select', earn: 'overview.earn.select' });
    expect(tierText(2, false)).toEqual({ tier: 'account.tier.select', earn: 'overview.earn.select' });
    expect(tierText(0, false)).toEqual({ tier: 'account.tier.member', earn: 'overview.earn.member' });
  });
});

describe('tier text', () => {
  it('gives tiers 0, 2 and 3 their membership and earning text', () => {
    expect(tierText(0, true)).toEqual({ tier: 'account.tier.member', earn: 'overview.earn.member' });
    expect(tierText(2, true)).toEqual({ tier: 'account.tier.select', earn: 'overview.earn.select' });
    expect(tierText(3, true)).toEqual({ tier: 'account.tier.vip', earn: 'overview.earn.vip' });
  });

  it('any other tier gets the sign-in prompt', () => {
    for (const tier of [1, 4, -1, undefined, '2']) expect(tierText(tier, true), String(tier)).toBeNull();
  });
});
