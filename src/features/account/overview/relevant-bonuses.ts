// Only the bonuses that apply to this member (issue #25; spec 001 §3 `memberIsEligibleForNMB`, §4
// "new members who joined within 90 days", §9 "New member bonus window: 90 days"): a new-member
// bonus shows only to a member the backend calls eligible and, when the join date is known, within
// 90 days of joining. Every other bonus passes. Pure.
import type { ActiveBonus, Member } from '../../../api/contract/member.ts';
import { newMemberWindowMs } from './special-bonuses.ts';

type NmbBonus = Pick<ActiveBonus, 'isNewMemberBonus' | 'memberIsEligibleForNMB'>;

/** Joined within the 90-day window; a missing or unreadable join date leaves the backend's word. */
export function withinNewMemberWindow(joinDate: string | null, now: number): boolean {
  if (joinDate === null) return true;
  const joined = Date.parse(joinDate);
  return !Number.isFinite(joined) || now - joined <= newMemberWindowMs;
}

/** Whether the member sees this bonus at all: a new-member bonus only when they are eligible for it. */
export function isRelevantBonus(bonus: NmbBonus, member: Pick<Member, 'joinDate'>, now: number): boolean {
  if (bonus.isNewMemberBonus !== true) return true;
  return bonus.memberIsEligibleForNMB === true && withinNewMemberWindow(member.joinDate, now);
}

export function relevantBonuses<B extends NmbBonus>(bonuses: readonly B[], member: Pick<Member, 'joinDate'>, now: number): B[] {
  return bonuses.filter((bonus) => isRelevantBonus(bonus, member, now));
}
