// Under the card limit the add-card form shows, at or over it the limit notice (spec 001 §2, §4, §9);
// a closed account gets neither (re-enrollment shows instead), and nothing is decided before the
// member and the list are known.
import { describe, expect, it } from 'vitest';
import { addCardArea, cardHolderOf, underCardLimit } from '../../../../src/features/account/cards/card-limit.ts';
import type { Member, MemberState } from '../../../../src/stores/member.ts';

const memberOf = (memberType: Member['memberType']) => ({ memberType }) as Member;

describe('the card limit', () => {
  it.each([
    [0, 12, true],
    [11, 12, true],
    [12, 12, false],
    [13, 12, false],
    [0, 0, false],
  ])('%i cards of %i: under the limit %s', (count, max, under) => {
    expect(underCardLimit(count, max)).toBe(under);
  });

  it('under it the form, at or over it the notice', () => {
    expect(addCardArea({ cardCount: 11, maxCards: 12 }, 'open')).toBe('form');
    expect(addCardArea({ cardCount: 12, maxCards: 12 }, 'open')).toBe('limit');
    expect(addCardArea({ cardCount: 14, maxCards: 12 }, 'open')).toBe('limit');
    expect(addCardArea({ cardCount: 2, maxCards: 2 }, 'open')).toBe('limit');
  });

  it('waits for the list and the member', () => {
    expect(addCardArea(null, 'open')).toBe('pending');
    expect(addCardArea({ cardCount: 1, maxCards: 12 }, 'loading')).toBe('pending');
  });

  it('offers nothing to a closed account or a signed-out visitor', () => {
    expect(addCardArea({ cardCount: 0, maxCards: 12 }, 'closed')).toBe('none');
    expect(addCardArea({ cardCount: 0, maxCards: 12 }, 'signedOut')).toBe('none');
  });
});

describe('who holds the cards', () => {
  it.each<[string, MemberState, ReturnType<typeof cardHolderOf>]>([
    ['before the member fetch', { status: 'idle', member: null }, 'loading'],
    ['during it', { status: 'loading', member: null }, 'loading'],
    ['a card member', { status: 'ready', member: memberOf('EnrolledCardMember') }, 'open'],
    ['a non-card member', { status: 'ready', member: memberOf('NonCardMember') }, 'open'],
    ['a closed account', { status: 'ready', member: memberOf('ClosedAccountMember') }, 'closed'],
    ['nobody signed in', { status: 'ready', member: null }, 'signedOut'],
    ['a failed member fetch (the card list answered: signed in)', { status: 'error', member: null }, 'open'],
  ])('%s', (_, state, holder) => {
    expect(cardHolderOf(state)).toBe(holder);
  });
});
