// Earn rates per tier in each currency. The reference partner's miles follow spec 001 §9:
// tier 0: 1 mile per $2, tier 2: 3 miles per $1, tier 3: 5 miles per $1.
import type { CurrencyType } from '../../partners/schema.ts';
import type { EarnRate } from '../../src/api/contract/merchants.ts';
import type { PartnerProfile } from './partners.ts';

/** Currency units earned per dollar spent, by tier (tier 1, non-activated, earns like tier 0). */
const ratesPerDollar: Record<CurrencyType, readonly [number, number, number, number]> = {
  Mile: [0.5, 0.5, 3, 5],
  Point: [2, 2, 5, 8],
  Dollar: [0.02, 0.02, 0.05, 0.1],
  Credit: [0.02, 0.02, 0.05, 0.1],
};

export const earnTiers = [0, 2, 3] as const;

export function ratePerDollar(currency: CurrencyType, tierLevel: number): number {
  return ratesPerDollar[currency][tierLevel] ?? ratesPerDollar[currency][0];
}

/** What a dine of `ticketAmount` dollars earns, rounded the way the currency is shown. */
export function benefitFor(currency: CurrencyType, tierLevel: number, ticketAmount: number, multiplier = 1): number {
  const amount = ticketAmount * ratePerDollar(currency, tierLevel) * multiplier;
  return currency === 'Dollar' || currency === 'Credit' ? Math.round(amount * 100) / 100 : Math.round(amount);
}

export function earnRateText(partner: PartnerProfile, rate: number): string {
  if (partner.currencyType === 'Dollar') return `${Math.round(rate * 100)}% cash back`;
  if (partner.currencyType === 'Credit') return `${Math.round(rate * 100)}% back in credits`;
  const { one, many } = partner.currency;
  if (rate < 1) return `1 ${one} per $${Math.round(1 / rate)} spent`;
  return `${rate} ${rate === 1 ? one : many} per $1`;
}

export function earnRates(partner: PartnerProfile, multiplier: number): EarnRate[] {
  return earnTiers.map((tierLevel) => {
    const rate = ratePerDollar(partner.currencyType, tierLevel) * multiplier;
    return { tierLevel, rate, text: earnRateText(partner, rate) };
  });
}
