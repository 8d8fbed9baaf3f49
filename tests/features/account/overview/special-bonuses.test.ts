// The client-side special bonuses (spec 001 §4): a new-member bonus for one partner's members who
// joined within 90 days (2,160 hours) from the given source; another partner's bonus always.
import { describe, expect, it } from 'vitest';
import {
  newMemberWindowMs,
  specialBonusRuleFor,
  withSpecialBonuses,
  type SpecialBonusRule,
} from '../../../../src/features/account/overview/special-bonuses.ts';
import { bonus, cardMember, now } from './fixture.ts';

const newMember: SpecialBonusRule = { kind: 'newMember', code: 'WELCOME', description: 'Welcome', enrollmentSource: 'WEB' };
const always: SpecialBonusRule = { kind: 'always', code: 'PERK', description: 'Perk' };

describe('the table', () => {
  it('is keyed by partner slug: Hilton’s new-member bonus, United’s bonus, nobody else', () => {
    expect(specialBonusRuleFor('hilton')).toMatchObject({ kind: 'newMember', enrollmentSource: 'WEB' });
    expect(specialBonusRuleFor('united')).toMatchObject({ kind: 'always' });
    expect(specialBonusRuleFor('delta')).toBeNull();
    expect(specialBonusRuleFor('__proto__')).toBeNull();
  });
});

describe('the new-member rule', () => {
  const joined = (msAgo: number, enrollmentSource = 'WEB') =>
    cardMember({ joinDate: new Date(now - msAgo).toISOString(), enrollmentSource, activeBonuses: [bonus('DINE3X', 'Eligible')] });

  it('adds an Enrolled new-member bonus up to 2,160 hours after joining from the source', () => {
    expect(newMemberWindowMs).toBe(2_160 * 3_600_000);
    const added = withSpecialBonuses(newMember, joined(newMemberWindowMs), now);
    expect(added.map((b) => b.code)).toEqual(['DINE3X', 'WELCOME']);
    expect(added[1]).toMatchObject({ bonusStatus: 'Enrolled', isNewMemberBonus: true, memberIsEligibleForNMB: true });
    expect(added[1]?.createDateUtc).toBe(new Date(now - newMemberWindowMs).toISOString());
  });

  it('adds nothing a moment after the window, for another source, or for an unreadable join date', () => {
    expect(withSpecialBonuses(newMember, joined(newMemberWindowMs + 1), now).map((b) => b.code)).toEqual(['DINE3X']);
    expect(withSpecialBonuses(newMember, joined(1000, 'APP'), now).map((b) => b.code)).toEqual(['DINE3X']);
    expect(withSpecialBonuses(newMember, cardMember({ joinDate: 'soon' }), now)).toEqual([]);
  });
});

describe('the always rule', () => {
  it('adds the bonus when it is missing, whatever the join date', () => {
    const added = withSpecialBonuses(always, cardMember({ joinDate: '2001-01-01T00:00:00Z', enrollmentSource: 'APP' }), now);
    expect(added).toMatchObject([{ code: 'PERK', bonusStatus: 'Enrolled', isNewMemberBonus: false }]);
  });

  it('keeps the member’s own bonus with that code (any case) instead', () => {
    const own = bonus('perk', 'Qualified');
    expect(withSpecialBonuses(always, cardMember({ activeBonuses: [own] }), now)).toEqual([own]);
  });

  it('no rule: the member’s bonuses as they are', () => {
    const member = cardMember({ activeBonuses: [bonus('A', 'Eligible')] });
    expect(withSpecialBonuses(null, member, now)).toBe(member.activeBonuses);
  });
});
