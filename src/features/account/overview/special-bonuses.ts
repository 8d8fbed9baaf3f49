// The client-side special bonuses (spec 001 §4 "Special bonuses are added on the client"). The spec
// names the two partners without showing them; this table decides them by partner slug (recorded in
// docs/decisions.md): Hilton's new members who joined on the web within 90 days get a new-member
// bonus, and every United member has United's partner bonus. Both are added as Enrolled: the backend
// does not list them, so there is nothing to activate (a POST for them would be refused), and they
// show under Activated when a bonus banner names their code.
import type { ActiveBonus, Member } from '../../../api/contract/member.ts';

/** New member bonus window: 90 days (2,160 hours, spec 001 §9). */
export const newMemberWindowMs = 2_160 * 3_600_000;

export type SpecialBonusRule =
  | { kind: 'newMember'; code: string; description: string; enrollmentSource: string }
  | { kind: 'always'; code: string; description: string };

export const specialBonusRules: Readonly<Record<string, SpecialBonusRule>> = {
  hilton: {
    kind: 'newMember',
    code: 'HHNEWMEMBER',
    description: 'New member bonus for members who joined online.',
    enrollmentSource: 'WEB',
  },
  united: { kind: 'always', code: 'UAPARTNER', description: 'United partner bonus.' },
};

/** The partner's rule, or null (a prop for the island: the table itself stays out of the bundle). */
export const specialBonusRuleFor = (slug: string): SpecialBonusRule | null =>
  Object.hasOwn(specialBonusRules, slug) ? (specialBonusRules[slug] ?? null) : null;

type BonusMember = Pick<Member, 'activeBonuses' | 'joinDate' | 'enrollmentSource'>;

/** The member's bonuses with the partner's special bonus added when the rule holds and it is missing. */
export function withSpecialBonuses(rule: SpecialBonusRule | null, member: BonusMember, now: number): ActiveBonus[] {
  const bonuses = member.activeBonuses;
  if (!rule) return bonuses;
  if (bonuses.some((bonus) => bonus.code.toUpperCase() === rule.code.toUpperCase())) return bonuses;
  const joined = member.joinDate === null ? Number.NaN : Date.parse(member.joinDate);
  if (rule.kind === 'newMember') {
    if (member.enrollmentSource !== rule.enrollmentSource) return bonuses;
    if (!Number.isFinite(joined) || now - joined > newMemberWindowMs) return bonuses;
  }
  const special: ActiveBonus = {
    code: rule.code,
    bonusStatus: 'Enrolled',
    createDateUtc: Number.isFinite(joined) ? new Date(joined).toISOString() : new Date(now).toISOString(),
    description: rule.description,
    isNewMemberBonus: rule.kind === 'newMember',
    memberIsEligibleForNMB: rule.kind === 'newMember',
  };
  return [...bonuses, special];
}
