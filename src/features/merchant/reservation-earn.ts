// "You'll earn about N miles + the 50-mile reservation bonus" on the confirmation (issue #24; spec
// 000 §4 earn by tier, §6 reservation bonus; docs/decisions.md "Issue #24, earn estimate"): the
// member's own rate (the merchant's earnRates row for their tier, when their earn line shows a
// rate) applied to a typical spend of $50 a person, rounded down; the bonus when the partner's
// flags and the merchant's provider say so and the booking answered one.
import type { MerchantDetail } from '../../api/merchants.ts';
import { earnLine, type CardMember, type CardProgramme } from '../merchant-card/public.ts';

/** Dollars a person is assumed to spend: the basis of the estimate, said beside it. */
export const typicalSpendPerPerson = 50;

export type EarnEstimate =
  | { key: 'reservation.earnAboutBonus'; vars: { amount: number; bonus: number } }
  | { key: 'reservation.earnAbout'; vars: { amount: number } }
  | { key: 'reservation.earnBonusOnly'; vars: { bonus: number } };

export function earnEstimate(
  merchant: Pick<MerchantDetail, 'earnRates' | 'acclaimedLevel' | 'benefitAvailability'>,
  member: CardMember | null,
  programme: CardProgramme,
  partySize: number,
  bonus: number | null,
): EarnEstimate | null {
  const line = member ? earnLine(merchant, member, programme) : null;
  const rate = line?.kind === 'rate' ? (merchant.earnRates.find((r) => r.tierLevel === member?.tierLevel)?.rate ?? 0) : 0;
  const amount = rate > 0 && partySize > 0 ? Math.floor(rate * typicalSpendPerPerson * partySize) : 0;
  if (amount > 0 && bonus) return { key: 'reservation.earnAboutBonus', vars: { amount, bonus } };
  if (amount > 0) return { key: 'reservation.earnAbout', vars: { amount } };
  return bonus ? { key: 'reservation.earnBonusOnly', vars: { bonus } } : null;
}
