// The one source of what a member earns (issue #25): the rate formatter and the tier ladder, over all
// 19 partners' configs, and the placeholders copy reaches them through.
import { describe, expect, it } from 'vitest';
import { loadAllPartners } from '../../../partners/index.ts';
import { amountText, earnedText, ratePlaceholders, rateText, stepOfLevel, tierLadder, topStep } from '../../../src/lib/earn-rates.ts';

describe('rateText', () => {
  it('writes miles and points per dollar, one unit per N dollars under one a dollar (spec 001 §9)', () => {
    expect(rateText(0.5, 'Mile')).toBe('1 mile per $2');
    expect(rateText(3, 'Mile')).toBe('3 miles per $1');
    expect(rateText(1, 'Point')).toBe('1 point per $1');
    expect(rateText(0.25, 'Point')).toBe('1 point per $4');
    expect(rateText(0.4, 'Mile')).toBe('0.4 miles per $1'); // 1 per $2.50 reads worse
    expect(rateText(1.5, 'Point')).toBe('1.5 points per $1');
  });

  it('writes cash back and credit as a percentage of the spend', () => {
    expect(rateText(0.05, 'Dollar')).toBe('5% cash back');
    expect(rateText(0.025, 'Dollar')).toBe('2.5% cash back');
    expect(rateText(0.1, 'Credit')).toBe('10% back in credit');
  });
});

describe('amounts in the partner’s one unit', () => {
  it('names miles and points, and dollars for cash back and credit', () => {
    expect(amountText(13741, 'Mile')).toBe('13,741 miles');
    expect(amountText(1, 'Point')).toBe('1 point');
    expect(amountText(274.34, 'Credit')).toBe('$274.34 in credit');
    expect(amountText(5, 'Dollar')).toBe('$5.00 cash back');
  });

  it('estimates a spend at a rate, rounded the way the unit is shown', () => {
    expect(earnedText(100, 3, 'Mile')).toBe('300 miles');
    expect(earnedText(100, 0.5, 'Mile')).toBe('50 miles');
    expect(earnedText(33, 0.05, 'Credit')).toBe('$1.65 in credit');
  });
});

describe('every partner’s ladder', () => {
  const partners = loadAllPartners();

  it('covers the 19 partners', () => {
    expect(partners).toHaveLength(19);
  });

  for (const { slug, settings } of partners) {
    it(`${slug}: rises with the tier, names its tiers, and has VIP only with hasVIP`, () => {
      const ladder = tierLadder(settings);
      expect(ladder.map((step) => step.tier)).toEqual(settings.hasVIP ? ['member', 'select', 'vip'] : ['member', 'select']);
      expect(ladder.map((step) => step.name)).toEqual(ladder.map((step) => settings.tierNames[step.tier]));
      for (const [lower, higher] of ladder.slice(0, -1).map((step, i) => [step, ladder[i + 1]!] as const)) {
        expect(higher.rate).toBeGreaterThanOrEqual(lower.rate);
      }
      // One unit per partner, the same in every rate it states.
      const unit = { Mile: /miles? per \$/, Point: /points? per \$/, Dollar: /% cash back$/, Credit: /% back in credit$/ }[
        settings.currencyType
      ];
      for (const step of ladder) expect(step.rateText).toMatch(unit);
      // The best rate copy can name is the ladder's top step.
      expect(ratePlaceholders(settings)['rate.max']).toBe(topStep(ladder).rateText);
      expect(ratePlaceholders(settings)['rate.tier2']).toBe(ladder[1]!.rateText);
    });
  }

  it('is the reference partner’s table for delta (spec 001 §9)', () => {
    const delta = partners.find((partner) => partner.slug === 'delta')!;
    expect(tierLadder(delta.settings).map((step) => `${step.name}: ${step.rateText}`)).toEqual([
      'Member: 1 mile per $2',
      'Select Member: 3 miles per $1',
      'VIP: 5 miles per $1',
    ]);
  });
});

describe('stepOfLevel', () => {
  const ladder = tierLadder({
    currencyType: 'Mile',
    earnRates: { member: 0.5, select: 3, vip: 5 },
    hasVIP: false,
    tierNames: { member: 'Member', select: 'Select Member', vip: 'VIP' },
  });

  it('reads the API’s tier levels (0 and 1 Member, 2 Select), and nothing for a level it does not know', () => {
    expect(stepOfLevel(ladder, 0)?.tier).toBe('member');
    expect(stepOfLevel(ladder, 1)?.tier).toBe('member');
    expect(stepOfLevel(ladder, 2)?.tier).toBe('select');
    expect(stepOfLevel(ladder, 7)).toBeNull();
    expect(stepOfLevel(ladder, null)).toBeNull();
  });

  it('has no VIP step where the partner has no VIP', () => {
    expect(stepOfLevel(ladder, 3)).toBeNull();
  });
});
