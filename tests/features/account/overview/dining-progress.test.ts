// The VIP ticker, progress bar and visit meter show only when every condition holds (spec 001 §4
// "Dining progress"): partner hasVIP, tier not opted out, status not complete, needed counts present.
import { describe, expect, it } from 'vitest';
import { defaultVisitMax, vipProgress } from '../../../../src/features/account/overview/dining-progress.ts';
import { cardMember } from './fixture.ts';

const building = cardMember().diningProgress!;

describe('the VIP ticker conditions', () => {
  it('shows for a VIP partner, an opted-in member, Building', () => {
    expect(vipProgress(true, cardMember())).toEqual({
      renewing: false,
      remainingDines: 7,
      remainingDollars: 640,
      visits: { value: 4, max: 11 },
      spend: { value: 360, max: 1000 },
    });
  });

  it('shows while renewing, marked as next year’s goal; also for VIP members', () => {
    const renewing = cardMember({ tierLevel: 3, diningProgress: { ...building, status: 'QualifiedAndBuilding' } });
    expect(vipProgress(true, renewing)?.renewing).toBe(true);
  });

  it('does not show for a partner without VIP', () => {
    expect(vipProgress(false, cardMember())).toBeNull();
  });

  it('does not show for the opted-out tier', () => {
    expect(vipProgress(true, cardMember({ tierLevel: 0 }))).toBeNull();
  });

  it('does not show once complete', () => {
    expect(vipProgress(true, cardMember({ diningProgress: { ...building, status: 'Qualified' } }))).toBeNull();
  });

  it('does not show without the counts it needs, or without a member or progress', () => {
    expect(vipProgress(true, cardMember({ diningProgress: { ...building, remainingDines: undefined as unknown as number } }))).toBeNull();
    expect(vipProgress(true, cardMember({ diningProgress: { ...building, remainingDollars: Number.NaN } }))).toBeNull();
    expect(vipProgress(true, cardMember({ diningProgress: { ...building, remainingDines: -1 } }))).toBeNull();
    expect(vipProgress(true, cardMember({ diningProgress: null }))).toBeNull();
    expect(vipProgress(true, null)).toBeNull();
  });
});

describe('the visit meter and the progress bar', () => {
  it('meter: min 0, default max 11 when the requirement is missing, value kept inside', () => {
    expect(defaultVisitMax).toBe(11);
    const noRequirement = vipProgress(true, cardMember({ diningProgress: { ...building, dinesRequired: 0, remainingDines: 2 } }));
    expect(noRequirement?.visits).toEqual({ value: 9, max: 11 });
    const over = vipProgress(true, cardMember({ diningProgress: { ...building, remainingDines: 40 } }));
    expect(over?.visits).toEqual({ value: 0, max: 11 });
  });

  it('has no spend bar without a spend requirement', () => {
    expect(vipProgress(true, cardMember({ diningProgress: { ...building, dollarsRequired: 0 } }))?.spend).toBeNull();
  });
});
