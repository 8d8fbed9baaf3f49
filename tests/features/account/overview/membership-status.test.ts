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
    expect(statusCase(null)).toBe('noMember');
    expect(statusSummary(null, new Date())).toMatchObject({ key: 'overview.status.noMember', link: 'signIn' });
  });

  it('an opted-out tier without email opt-in comes before a new-member bonus and any progress', () => {
    const member = cardMember({ tierLevel: 0, emailOptIn: false, activeBonuses: [nmb], diningProgress: progress('Qualified') });
    expect(statusCase(member)).toBe('optedOut');
    expect(statusSummary(member, new Date())).toMatchObject({ key: 'account.overview.optedOut', link: 'optIn' });
  });

  it('tier 0 with email opt-in is not the opted-out case', () => {
    expect(statusCase(cardMember({ tierLevel: 0, emailOptIn: true }))).toBe('building');
  });

  it('an active new-member bonus the member is eligible for comes before dining progress', () => {
    for (const status of ['Eligible', 'Enrolled'] as const) {
      const member = cardMember({ activeBonuses: [{ ...nmb, bonusStatus: status }], diningProgress: progress('Qualified') });
      expect(statusCase(member), status).toBe('newMemberBonus');
    }
  });

  it('a new-member bonus the member is not eligible for, or already earned, does not count', () => {
    expect(statusCase(cardMember({ activeBonuses: [{ ...nmb, memberIsEligibleForNMB: false }] }))).toBe('building');
    expect(statusCase(cardMember({ activeBonuses: [{ ...nmb, bonusStatus: 'Qualified' }] }))).toBe('building');
    expect(statusCase(cardMember({ activeBonuses: [bonus('DINE3X', 'Eligible', { memberIsEligibleForNMB: true })] }))).toBe('building');
  });

  it('then Building, Renewing and Complete from the dining progress', () => {
    const at = new Date('2026-03-01T12:00:00');
    expect(statusSummary(cardMember({ diningProgress: progress('Building') }), at)).toMatchObject({
      case: 'building',
      key: 'account.overview.building',
      vars: { count: 3 },
    });
    expect(statusSummary(cardMember({ diningProgress: progress('QualifiedAndBuilding') }), at)).toMatchObject({
      case: 'renewing',
      key: 'account.overview.renewing',
      vars: { count: 3 },
    });
    // Complete: the qualified year is next year.
    expect(statusSummary(cardMember({ diningProgress: progress('Qualified') }), at)).toMatchObject({
      case: 'complete',
      key: 'account.overview.complete',
      vars: { year: 2027 },
    });
  });

  it('says nothing more without dining progress, or without the count it would need', () => {
    expect(statusSummary(cardMember({ diningProgress: null }), new Date())).toMatchObject({ case: 'none', key: null });
    const noCount = { ...progress('Building'), remainingDines: Number.NaN };
    expect(statusCase(cardMember({ diningProgress: noCount }))).toBe('none');
  });
});

describe('tier text', () => {
  it('gives tiers 0, 2 and 3 their membership and earning text', () => {
    expect(tierText(0)).toEqual({ tier: 'account.tier.member', earn: 'overview.earn.member' });
    expect(tierText(2)).toEqual({ tier: 'account.tier.select', earn: 'overview.earn.select' });
    expect(tierText(3)).toEqual({ tier: 'account.tier.vip', earn: 'overview.earn.vip' });
  });

  it('any other tier gets the sign-in prompt', () => {
    for (const tier of [1, 4, -1, undefined, '2']) expect(tierText(tier), String(tier)).toBeNull();
  });
});
