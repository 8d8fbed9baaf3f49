// What a member earns at a merchant, as the card, the carousels and the merchant page all show it
// (spec 000 §2 "Merchant card and carousel", §4 "Earn line by tier", §6 tiers and Acclaimed; spec 001
// §6 tiers, §9 earn rules). Pure rules that answer copy keys and variables, never English, so CMS
// copy rewords every line and every view draws the same thing.
import { accountProfilePath, vipUpgradePath } from '../../site/paths.ts';
import type { Merchant } from '../../api/merchants.ts';

export interface CardMember {
  tierLevel: number;
  campaignCodes: readonly string[];
}

/** Opt-in levels (spec 000 §6, spec 001 §3). */
export const tier = { optedOut: 0, nonActivated: 1, optedIn: 2, vip: 3 } as const;

/** Where the unlock prompt's call to action leads (spec 001: opt in to emails; VIP info). */
export const unlockHrefs = { optIn: accountProfilePath, vip: vipUpgradePath } as const;

export interface UnlockPrompt {
  key: 'merchant.unlockToEarn';
  /** The modal's text: opting in to emails (tier 2) unlocks it, or only VIP (tier 3) does. */
  textKey: 'merchant.unlockTier2' | 'merchant.unlockTier3';
  ctaKey: 'merchant.unlockCta';
  href: string;
}

export type EarnLine =
  /** Visitors and unknown tiers: "Sign in to see offers". */
  | { kind: 'signIn'; key: 'earn.line.signIn' }
  | { kind: 'activate'; key: 'earn.line.nonActivated' }
  | { kind: 'unlock'; unlock: UnlockPrompt }
  /** `rate` is the merchant's own text for the tier ("3 miles per $1"). */
  | { kind: 'rate'; key: 'earn.rate.optedOut' | 'earn.rate.optedIn' | 'earn.rate.vip'; vars: { rate: string } }
  /** A member whose tier earns nothing here and nothing unlocks it. */
  | { kind: 'none' };

type EarnMerchant = Pick<Merchant, 'acclaimedLevel' | 'benefitAvailability' | 'earnRates'>;

/** The partner settings behind the Acclaimed badge, filter and unlock (spec 000 §1, §6): the
 *  Acclaimed programme, its second level, and the VIP tier the unlock may name. */
export interface CardProgramme {
  acclaimedEnabled: boolean;
  acclaimed2Enabled: boolean;
  hasVIP: boolean;
}

/** The programme settings out of the partner's settings (a setting left out is off). */
export const programmeOf = (settings: Partial<CardProgramme>): CardProgramme => ({
  acclaimedEnabled: settings.acclaimedEnabled === true,
  acclaimed2Enabled: settings.acclaimed2Enabled === true,
  hasVIP: settings.hasVIP === true,
});

/** Spec 000 §3 acclaimedLevel 1 or 2, as this partner has them: none without acclaimedEnabled, level 2
 *  only with acclaimed2Enabled too. Another level reads as not acclaimed. */
export function acclaimedLevelOf({ acclaimedLevel }: Pick<Merchant, 'acclaimedLevel'>, programme: CardProgramme): 1 | 2 | null {
  if (!programme.acclaimedEnabled) return null;
  if (acclaimedLevel === 1) return 1;
  return acclaimedLevel === 2 && programme.acclaimed2Enabled ? 2 : null;
}

/** The Acclaimed badge: an acclaimed level the partner has, or the highlight's acclaimed flag on a
 *  merchant without a level (a level the partner lacks, or one the product does not know, wins). */
export function isAcclaimed(merchant: Pick<Merchant, 'acclaimedLevel' | 'details'>, programme: CardProgramme): boolean {
  if (merchant.acclaimedLevel !== null) return acclaimedLevelOf(merchant, programme) !== null;
  const { highlight } = merchant.details;
  return programme.acclaimedEnabled && typeof highlight === 'object' && highlight?.acclaimed === true;
}

const rateKeys = { 0: 'earn.rate.optedOut', 2: 'earn.rate.optedIn', 3: 'earn.rate.vip' } as const;

const knownTier = (level: number): level is 0 | 1 | 2 | 3 => level === 0 || level === 1 || level === 2 || level === 3;

/** The "Unlock access to earn" prompt, or null: acclaimed features on, the merchant has an
 *  acclaimedLevel the partner shows and names campaign codes, and the member holds none of them.
 *  Visitors get the sign-in prompt instead. Where the partner has no VIP tier (hasVIP off) a merchant
 *  only VIP unlocks gets no prompt: the prompt never names a tier the partner does not have. */
export function unlockPrompt(
  merchant: Pick<Merchant, 'acclaimedLevel' | 'benefitAvailability'>,
  member: CardMember | null,
  programme: CardProgramme,
): UnlockPrompt | null {
  if (acclaimedLevelOf(merchant, programme) === null || !member) return null;
  const codes = merchant.benefitAvailability.campaignCodes;
  // No codes named: nothing says which tier earns, so there is nothing to unlock.
  if (codes.length === 0 || codes.some((code) => member.campaignCodes.includes(code))) return null;
  const optIn = codes.includes('SELECT');
  if (!optIn && !programme.hasVIP) return null;
  return {
    key: 'merchant.unlockToEarn',
    textKey: optIn ? 'merchant.unlockTier2' : 'merchant.unlockTier3',
    ctaKey: 'merchant.unlockCta',
    href: optIn ? unlockHrefs.optIn : unlockHrefs.vip,
  };
}

/** The earn line for a merchant: sign in (visitors, unknown tiers), activate (non-activated: they
 *  must activate before anything unlocks), unlock (Acclaimed), else the rate of the member's tier. */
export function earnLine(merchant: EarnMerchant, member: CardMember | null, programme: CardProgramme): EarnLine {
  if (!member || !knownTier(member.tierLevel)) return { kind: 'signIn', key: 'earn.line.signIn' };
  const level = member.tierLevel;
  if (level === tier.nonActivated) return { kind: 'activate', key: 'earn.line.nonActivated' };
  const unlock = unlockPrompt(merchant, member, programme);
  if (unlock) return { kind: 'unlock', unlock };
  const rate = merchant.earnRates.find((r) => r.tierLevel === level)?.text.trim();
  return rate ? { kind: 'rate', key: rateKeys[level], vars: { rate } } : { kind: 'none' };
}

/** The card's bonus line ("Earn 2x miles this month") and offer tag, as the API words them; blank
 *  ones are left out. Shown to visitors too: they say why signing in is worth it. */
export function cardExtras(merchant: Pick<Merchant, 'bonus' | 'offerTag'>): { bonus: string | null; offerTag: string | null } {
  return { bonus: merchant.bonus?.trim() || null, offerTag: merchant.offerTag?.trim() || null };
}
