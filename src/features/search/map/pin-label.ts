// What a map pin says (issue #24): the member's earn rate here ("3x", or "5%" where the currency is
// cash back or credit), taken from the same earn line the card shows; otherwise, and for visitors,
// the price level ("$$"); '' when neither is known (a plain pin).
import type { Merchant } from '../../../api/merchants.ts';
import { earnLine, type CardMember, type CardProgramme } from '../../merchant-card/public.ts';

/** Currencies whose rate is a share of the bill (0.05 = 5%), not units per dollar. */
const shareCurrencies: readonly string[] = ['Dollar', 'Credit'];

const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

type PinMerchant = Pick<Merchant, 'acclaimedLevel' | 'benefitAvailability' | 'earnRates' | 'details'>;

/** The member's rate as a pin label, or null (no rate line for them: visitor, unlock, activate, none). */
export function rateLabel(merchant: PinMerchant, member: CardMember | null, programme: CardProgramme, currencyType: string): string | null {
  if (!member || earnLine(merchant, member, programme).kind !== 'rate') return null;
  const rate = merchant.earnRates.find((r) => r.tierLevel === member.tierLevel)?.rate ?? 0;
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return shareCurrencies.includes(currencyType) ? `${oneDecimal(rate * 100)}%` : `${oneDecimal(rate)}x`;
}

/** "$" to "$$$$" (spec 000 §3: price level 0 to 4), '' for none. */
export function priceLabel(priceRange: number | null): string {
  const level = priceRange === null || !Number.isFinite(priceRange) ? 0 : Math.round(Math.min(4, Math.max(0, priceRange)));
  return '$'.repeat(level);
}

export function pinLabel(merchant: PinMerchant, member: CardMember | null, programme: CardProgramme, currencyType: string): string {
  return rateLabel(merchant, member, programme, currencyType) ?? priceLabel(merchant.details.priceRange);
}
