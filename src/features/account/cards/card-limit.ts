// What the cards page offers under its list (spec 001 §2, §4 "Adding cards", §9): the add-card form
// while the member is under the card limit (maxCards from GET /api/Member/Cards), the limit notice
// at or over it. A closed account re-enrolls instead (the layout shows re-enrollment in place of
// the page), so its page loads no second form; nothing is decided before the member and the list
// are known.
import type { MemberState } from '../../../stores/member.ts';

export type AddCardArea = 'pending' | 'none' | 'form' | 'limit';

/** Who the page is for, as far as adding cards goes. */
export type CardHolder = 'loading' | 'signedOut' | 'closed' | 'open';

export function underCardLimit(cardCount: number, maxCards: number): boolean {
  return cardCount < maxCards;
}

export function cardHolderOf({ status, member }: MemberState): CardHolder {
  if (status === 'idle' || status === 'loading') return 'loading';
  if (member?.memberType === 'ClosedAccountMember') return 'closed';
  // A failed member fetch with the card list answering: signed in, the account open as far as we know.
  if (member === null && status === 'ready') return 'signedOut';
  return 'open';
}

export function addCardArea(list: { cardCount: number; maxCards: number } | null, holder: CardHolder): AddCardArea {
  if (!list || holder === 'loading') return 'pending';
  if (holder !== 'open') return 'none';
  return underCardLimit(list.cardCount, list.maxCards) ? 'form' : 'limit';
}
