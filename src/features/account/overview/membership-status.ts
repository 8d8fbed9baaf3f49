// The membership status summary and the tier's texts (spec 001 §4 "Bonuses" last line, "Tier";
// §6 tiers). Pure: the island passes the member it has (special bonuses and the bonus memory
// already applied) and the time.
import type { ActiveBonus, DiningProgress, Member } from '../../../api/contract/member.ts';
import { stepOfLevel, type LadderStep } from '../../../lib/earn-rates.ts';
import type { OverviewCopyKey } from './copy-keys.ts';

export type SummaryMember = Pick<Member, 'tierLevel' | 'emailOptIn' | 'diningProgress' | 'activeBonuses'>;

/** The spec's cases, in its order: the first that holds is the one shown. */
export type StatusCase = 'noMember' | 'optedOut' | 'newMemberBonus' | 'building' | 'renewing' | 'complete' | 'none';

/** An active new-member bonus the member is eligible for: not yet earned (Qualified is done). */
export const isOpenNewMemberBonus = (bonus: Pick<ActiveBonus, 'isNewMemberBonus' | 'memberIsEligibleForNMB' | 'bonusStatus'>) =>
  bonus.isNewMemberBonus === true && bonus.memberIsEligibleForNMB === true && bonus.bonusStatus !== 'Qualified';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const progressCases: Record<DiningProgress['status'], StatusCase> = {
  Building: 'building',
  QualifiedAndBuilding: 'renewing',
  Qualified: 'complete',
};

/**
 * `hasVIP`: the partner's VIP programme (settings after feature flags). Building, Renewing and
 * Complete all speak of the VIP tier ("…to reach VIP status", "You are a VIP through…"), so a
 * partner without one stops before them (spec 001 §1, §4 "Dining progress", §6; issue #22).
 */
export function statusCase(member: SummaryMember | null, hasVIP: boolean): StatusCase {
  if (!member) return 'noMember';
  if (member.tierLevel === 0 && !member.emailOptIn) return 'optedOut';
  if (member.activeBonuses.some(isOpenNewMemberBonus)) return 'newMemberBonus';
  if (!hasVIP) return 'none';
  const progress = member.diningProgress;
  const found = progress ? progressCases[progress.status] : undefined;
  if (found === undefined || !progress) return 'none';
  // Building and renewing say how many dines are left: without the count there is nothing to say.
  if (found !== 'complete' && !isCount(progress.remainingDines)) return 'none';
  return found;
}

export interface StatusSummary {
  case: StatusCase;
  /** null: nothing beyond the tier text. */
  key: OverviewCopyKey | null;
  vars: Record<string, string | number>;
  /** The opted-out case links to the profile, where the member opts in to emails. */
  link: 'optIn' | 'signIn' | null;
}

/** The summary line: copy key, its values and the link that goes with it. */
export function statusSummary(member: SummaryMember | null, now: Date, hasVIP: boolean): StatusSummary {
  const found = statusCase(member, hasVIP);
  const dines = member?.diningProgress?.remainingDines ?? 0;
  switch (found) {
    case 'noMember':
      return { case: found, key: 'overview.status.noMember', vars: {}, link: 'signIn' };
    case 'optedOut':
      return { case: found, key: 'account.overview.optedOut', vars: {}, link: 'optIn' };
    case 'newMemberBonus':
      return { case: found, key: 'account.overview.newMemberBonus', vars: {}, link: null };
    case 'building':
      return { case: found, key: 'account.overview.building', vars: { count: dines }, link: null };
    case 'renewing':
      // Renewing: the goal is next year's status (spec 001 §4 "Renewing prefixes the goal with next year").
      return { case: found, key: 'account.overview.renewing', vars: { count: dines }, link: null };
    case 'complete':
      // Complete: the qualified year is next year.
      return { case: found, key: 'account.overview.complete', vars: { year: now.getFullYear() + 1 }, link: null };
    default:
      return { case: found, key: null, vars: {}, link: null };
  }
}

export interface TierText {
  tier: OverviewCopyKey;
  earn: OverviewCopyKey;
}

const tierTexts: Partial<Record<number, TierText>> = {
  0: { tier: 'account.tier.member', earn: 'overview.earn.member' },
  2: { tier: 'account.tier.select', earn: 'overview.earn.select' },
  3: { tier: 'account.tier.vip', earn: 'overview.earn.vip' },
};

/** Membership and earning text of tiers 0, 2 and 3; null for any other tier (the sign-in prompt).
 *  Without the partner's VIP programme (spec 000 §9: "hasVIP partner flag turns VIP on") tier 3 is
 *  an opted-in member, so it reads as tier 2 and never names a VIP tier the partner does not have. */
export function tierText(tierLevel: unknown, hasVIP: boolean): TierText | null {
  if (typeof tierLevel !== 'number') return null;
  return tierTexts[tierLevel === 3 && !hasVIP ? 2 : tierLevel] ?? null;
}

/** The member's step on the partner's ladder (its rate), read as tierText reads the level: tier 3
 *  without the partner's VIP programme is an opted-in member; an unknown level has none. */
export function tierStepOf(ladder: readonly LadderStep[], tierLevel: unknown, hasVIP: boolean): LadderStep | null {
  if (typeof tierLevel !== 'number' || !tierText(tierLevel, hasVIP)) return null;
  return stepOfLevel(ladder, tierLevel === 3 && !hasVIP ? 2 : tierLevel);
}
