// What a member earns, from one source (issue #25; spec 001 §6 tiers, §9 earn rules): the partner's
// config holds each tier's rate (`settings.earnRates`) and the unit comes from `currencyType`. Every
// page that states a rate (the home hero, the earn pages, the search banner, cards, the restaurant
// page, join, profile, the overview) reads it through here, and CMS copy reaches it through the
// `{rate.tier0}`, `{rate.tier2}`, `{rate.tier3}` and `{rate.max}` placeholders, so no page can
// contradict another. Pure: the build computes the texts; islands get them as props (EarnProgramme).
import type { CurrencyType, PartnerSettings } from '../../partners/schema.ts';

/** The earning tiers a member can hold (spec 001 §6): 0 and 1 Member, 2 Select Member, 3 VIP. */
export type TierKey = 'member' | 'select' | 'vip';

/** One step of the tier ladder: its name as the partner calls it, and its rate. */
export interface LadderStep {
  tier: TierKey;
  name: string;
  /** Units per $1 spent; for Dollar and Credit partners, dollars per $1 (0.05 is 5%). */
  rate: number;
  /** "1 mile per $2", "3 miles per $1", "5% cash back", "5% back in credit". */
  rateText: string;
}

/** What islands need to state rates: serialisable, computed at build time. */
export interface EarnProgramme {
  currencyType: CurrencyType;
  /** Member, Select Member and, for partners with VIP, VIP: lowest first. */
  ladder: LadderStep[];
}

type RateSettings = Pick<PartnerSettings, 'currencyType' | 'earnRates' | 'hasVIP' | 'tierNames'>;

/** Units named for rates: credit partners earn dollars of credit, so their rates are percentages. */
const unitWords: Record<'Mile' | 'Point', { one: string; many: string }> = {
  Mile: { one: 'mile', many: 'miles' },
  Point: { one: 'point', many: 'points' },
};

/** A number as people write it: at most two decimals, no trailing zeros, grouped thousands. */
const plainNumber = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A rate as the product writes it everywhere: "1 mile per $2", "3 miles per $1", "5% cash back". */
export function rateText(rate: number, currencyType: CurrencyType): string {
  if (currencyType === 'Dollar') return `${plainNumber(rate * 100)}% cash back`;
  if (currencyType === 'Credit') return `${plainNumber(rate * 100)}% back in credit`;
  const { one, many } = unitWords[currencyType];
  // Under one unit per dollar reads better as one unit per N dollars when N is whole ("1 mile per $2").
  const dollars = 1 / rate;
  if (rate < 1 && Number.isInteger(Math.round(dollars * 100) / 100)) return `1 ${one} per $${Math.round(dollars)}`;
  return `${plainNumber(rate)} ${rate === 1 ? one : many} per $1`;
}

/** The partner's tier ladder: Member, Select Member, and VIP where the partner has it. */
export function tierLadder(settings: RateSettings): LadderStep[] {
  const { earnRates, tierNames, currencyType } = settings;
  const tiers: TierKey[] = settings.hasVIP ? ['member', 'select', 'vip'] : ['member', 'select'];
  return tiers.map((tier) => ({ tier, name: tierNames[tier], rate: earnRates[tier], rateText: rateText(earnRates[tier], currencyType) }));
}

/** The islands' share of it. */
export const earnProgrammeOf = (settings: RateSettings): EarnProgramme => ({
  currencyType: settings.currencyType,
  ladder: tierLadder(settings),
});

/** The best rate the partner offers: its top tier's. */
export const topStep = (ladder: readonly LadderStep[]): LadderStep => ladder[ladder.length - 1]!;

/** The ladder step of an API tier level (spec 001 §3: 0 opted out, 1 non-activated, 2 opted in,
 *  3 VIP); VIP only where the partner has it, and null for a level the product does not know. */
export function stepOfLevel(ladder: readonly LadderStep[], tierLevel: number | null | undefined): LadderStep | null {
  const tier: TierKey | null = tierLevel === 0 || tierLevel === 1 ? 'member' : tierLevel === 2 ? 'select' : tierLevel === 3 ? 'vip' : null;
  return ladder.find((step) => step.tier === tier) ?? null;
}

/** The copy placeholders for rates, filled for every copy key and CMS text (src/content/copy.ts). */
export function ratePlaceholders(settings: RateSettings): Record<string, string> {
  const ladder = tierLadder(settings);
  const text = (tier: TierKey) => rateText(settings.earnRates[tier], settings.currencyType);
  return { 'rate.tier0': text('member'), 'rate.tier2': text('select'), 'rate.tier3': text('vip'), 'rate.max': topStep(ladder).rateText };
}

/** What a spend of `dollars` earns at `rate`, as it is shown: "about 300 miles", "$5.00 cash back". */
export function earnedText(dollars: number, rate: number, currencyType: CurrencyType): string {
  const earned = dollars * rate;
  if (currencyType === 'Dollar' || currencyType === 'Credit') return amountText(earned, currencyType);
  return amountText(Math.round(earned), currencyType);
}

/** An amount in the partner's one unit: "13,741 miles", "1 point", "$274.34 cash back", "$5.00 in credit". */
export function amountText(amount: number, currencyType: CurrencyType): string {
  if (currencyType === 'Dollar' || currencyType === 'Credit') {
    const dollars = amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    return currencyType === 'Dollar' ? `${dollars} cash back` : `${dollars} in credit`;
  }
  const { one, many } = unitWords[currencyType];
  return `${plainNumber(amount)} ${amount === 1 ? one : many}`;
}
