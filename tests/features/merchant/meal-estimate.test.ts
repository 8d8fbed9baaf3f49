// "A $100 meal here earns about N miles as a Select Member" (issue #25): the viewer's tier, the
// restaurant's own rate for it, the partner's ladder where the answer gives none.
import { describe, expect, it } from 'vitest';
import { earnProgrammeOf } from '../../../src/lib/earn-rates.ts';
import { mealEstimate } from '../../../src/features/merchant/meal-estimate.ts';

const names = { member: 'Member', select: 'Select Member', vip: 'VIP' };
const delta = earnProgrammeOf({ currencyType: 'Mile', earnRates: { member: 0.5, select: 3, vip: 5 }, hasVIP: true, tierNames: names });
const fuel = earnProgrammeOf({
  currencyType: 'Credit',
  earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
  hasVIP: false,
  tierNames: names,
});
const rates = (...list: [number, number][]) => ({ earnRates: list.map(([tierLevel, rate]) => ({ tierLevel, rate, text: '' })) });

describe('the meal estimate', () => {
  it('prices a visitor’s example at Select Member, with the restaurant’s own rate (its multiplier)', () => {
    expect(mealEstimate(rates([0, 1], [2, 6], [3, 10]), null, delta)).toMatchObject({
      amount: '600 miles',
      own: false,
      step: { name: 'Select Member' },
    });
  });

  it('is the member’s own tier for a member; non-activated members earn like Member', () => {
    expect(mealEstimate(rates([0, 0.5], [2, 3], [3, 5]), 3, delta)).toMatchObject({ amount: '500 miles', own: true });
    expect(mealEstimate(rates([0, 0.5], [2, 3]), 1, delta)).toMatchObject({ amount: '50 miles', own: true });
  });

  it('falls back to the partner’s ladder when the answer lists no rates, in the partner’s unit', () => {
    expect(mealEstimate({ earnRates: [] }, null, delta)?.amount).toBe('300 miles');
    expect(mealEstimate({ earnRates: [] }, 0, fuel)?.amount).toBe('$2.00 in credit');
  });

  it('says nothing where the tier earns nothing here, or the tier is unknown', () => {
    expect(mealEstimate(rates([3, 5]), 2, delta)).toBeNull(); // an exclusive VIP-only restaurant
    expect(mealEstimate(rates([2, 0]), null, delta)).toBeNull();
    expect(mealEstimate({ earnRates: [] }, 9, delta)).toBeNull();
    expect(mealEstimate({ earnRates: [] }, 3, fuel)).toBeNull(); // no VIP at this partner
  });
});
