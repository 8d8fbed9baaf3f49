// "A $100 meal here earns about 300 miles as a Select Member" (issue #25): what a typical meal earns
// at this restaurant, at the viewer's own tier (visitors: the tier opting in to emails unlocks, the
// one most members hold). The restaurant's own rate for that tier wins (it carries its multiplier);
// the partner's ladder rate stands in when the answer has none. Nothing where the tier earns nothing.
import type { MerchantDetail } from '../../api/merchants.ts';
import { earnedText, stepOfLevel, type EarnProgramme, type LadderStep } from '../../lib/earn-rates.ts';

/** The meal the estimate prices: a round figure people reason with. */
export const estimateMeal = 100;

export interface MealEstimate {
  /** "300 miles", "$5.00 cash back". */
  amount: string;
  /** The tier it is for: the viewer's, or Select Member for visitors. */
  step: LadderStep;
  /** The viewer's own tier (a member), not an example. */
  own: boolean;
}

const levelOfTier = { member: 0, select: 2, vip: 3 } as const;

export function mealEstimate(
  merchant: Pick<MerchantDetail, 'earnRates'>,
  tierLevel: number | null,
  earn: EarnProgramme,
): MealEstimate | null {
  const own = tierLevel !== null;
  const step = own ? stepOfLevel(earn.ladder, tierLevel) : (earn.ladder.find((candidate) => candidate.tier === 'select') ?? null);
  if (!step) return null;
  const listed = merchant.earnRates.find((rate) => (rate.tierLevel === 1 ? 0 : rate.tierLevel) === levelOfTier[step.tier]);
  // A restaurant that lists rates but none for this tier does not earn at it (Acclaimed, exclusive).
  if (merchant.earnRates.length > 0 && !(listed && listed.rate > 0)) return null;
  return { amount: earnedText(estimateMeal, listed?.rate ?? step.rate, earn.currencyType), step, own };
}
