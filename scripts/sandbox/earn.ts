// Earn rates per tier, from the partner's config (partners/*.ts `earnRates`, the source the site
// states them from too: issue #25). The reference partner's miles follow spec 001 §9: tier 0: 1 mile
// per $2, tier 2: 3 miles per $1, tier 3: 5 miles per $1. Tier 1 (non-activated) earns like tier 0.
import type { EarnRate } from '../../src/api/contract/merchants.ts';
import type { PartnerProfile } from './partners.ts';

export const earnTiers = [0, 2, 3] as const;

export function ratePerDollar(partner: Pick<PartnerProfile, 'earnRates'>, tierLevel: number): number {
  const { member, select, vip } = partner.earnRates;
  return tierLevel === 3 ? vip : tierLevel === 2 ? select : member;
}

/** What a dine of `ticketAmount` dollars earns, rounded the way the currency is shown. */
export function benefitFor(
  partner: Pick<PartnerProfile, 'earnRates' | 'currencyType'>,
  tierLevel: number,
  ticketAmount: number,
  multiplier = 1,
): number {
  const amount = ticketAmount * ratePerDollar(partner, tierLevel) * multiplier;
  const { currencyType } = partner;
  return currencyType === 'Dollar' || currencyType === 'Credit' ? Math.round(amount * 100) / 100 : Math.round(amount);
}

/** A bonus in the partner's one unit: "500 bonus miles"; cash back and credit in dollars, a hundred
 *  units to the dollar ("$5 bonus cash back", "$5 bonus credit"; issue #25). */
export function bonusText(partner: Pick<PartnerProfile, 'currencyType' | 'currency'>, units: number): string {
  const { currencyType, currency } = partner;
  if (currencyType !== 'Dollar' && currencyType !== 'Credit') return `${units.toLocaleString('en-US')} bonus ${currency.many}`;
  const dollars = (units / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return `${dollars} bonus ${currency.many}`;
}

/** The backend's own wording of a rate (the site words the rates it states itself: src/lib/earn-rates.ts). */
export function earnRateText(partner: Pick<PartnerProfile, 'currencyType' | 'currency'>, rate: number): string {
  if (partner.currencyType === 'Dollar') return `${Math.round(rate * 100)}% cash back`;
  if (partner.currencyType === 'Credit') return `${Math.round(rate * 100)}% back in credit`;
  const { one, many } = partner.currency;
  if (rate < 1) return `1 ${one} per $${Math.round(1 / rate)} spent`;
  return `${rate} ${rate === 1 ? one : many} per $1`;
}

export function earnRates(partner: PartnerProfile, multiplier: number): EarnRate[] {
  return earnTiers.map((tierLevel) => {
    const rate = ratePerDollar(partner, tierLevel) * multiplier;
    return { tierLevel, rate, text: earnRateText(partner, rate) };
  });
}
