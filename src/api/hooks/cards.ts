// Keyed swr hooks for the member's cards (React only: content pages never import this module): the
// linked cards, the cards the partner loaded, and the card changes with what they revalidate. The
// member lives in the nanostores store the non-React shell reads too: a link refreshes it through
// the store's own action.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { $member, loadMember, refreshMember } from '../../stores/member.ts';
import {
  deleteCard,
  getCardList,
  getPartnerCards,
  linkCards,
  reenroll,
  type Card,
  type CardList,
  type CardOutcome,
  type CardRegistrationRequest,
  type PartnerCard,
} from '../cards.ts';
import { foreverQuery, memberQuery } from './swr-options.ts';

export const cardListKey = 'member/cards';

/** Partner cards are the member's: kept under the member's public id, so another member signing in
 *  later in this tab never reads them from the session's cache. */
const partnerCardsKey = (publicId: string): string => `member/partner-cards/${publicId}`;

/**
 * GET /api/Member/Cards (spec 001 §7). `serverError: 'redirect'` where the list is the page's own
 * data (Linked Cards: a 5xx goes to /error); no call while `enabled` is false.
 */
export function useCardList(options: { enabled?: boolean; serverError?: 'redirect' } = {}) {
  const { enabled = true, serverError } = options;
  return useSWR<CardList, unknown>(enabled ? cardListKey : null, () => getCardList(serverError ? { serverError } : {}), memberQuery);
}

/**
 * GET /api/Cards/AllPartnerCards, only when the partner loads cards and "cached forever" (001 §7):
 * for the visit, in session storage (swr-options.ts). Asked once the page knows who is signed in;
 * when it cannot tell (the member fetch failed), asked without keeping the answer.
 */
export function usePartnerCards(enabled: boolean) {
  const { status, member } = useStore($member);
  useEffect(() => {
    if (enabled) void loadMember();
  }, [enabled]);
  const settled = status === 'ready' || status === 'error';
  const kept = member ? partnerCardsKey(member.publicId) : null;
  const key = enabled && settled ? (kept ?? 'member/partner-cards') : null;
  return useSWR<PartnerCard[], unknown>(key, getPartnerCards, kept ? foreverQuery<PartnerCard[]>(kept) : memberQuery);
}

/** The list as the backend has it now, `shown` meanwhile; if that fails the shown list stays (the
 *  action's own message has said what happened; no /error for a refresh after an action). */
const refreshCardList = (mutate: ScopedMutator, shown?: CardList) =>
  mutate<CardList>(cardListKey, getCardList(), {
    revalidate: false,
    throwOnError: false,
    rollbackOnError: false,
    ...(shown ? { optimisticData: shown } : {}),
  });

export interface CardChanges {
  /**
   * DELETE /api/Member/Cards (spec 001 §4 "Card deletion"): `accountClosed` as the backend says, or
   * when it does not, `onlyCard` ("every account needs at least one card"). Unless the account
   * closed, the list drops the card at once and is read again.
   */
  deleteCard: (card: Card, onlyCard: boolean) => Promise<{ accountClosed: boolean }>;
  /** POST /api/Member/Cards: the per-card outcomes (none linked included). */
  linkCards: (request: CardRegistrationRequest) => Promise<CardOutcome[]>;
  /** POST /api/Member/Reenroll: as linkCards, for a closed account. */
  reenroll: (request: CardRegistrationRequest) => Promise<CardOutcome[]>;
  /** After a link that linked a card: the list and the member read again (a non-card member is a
   *  card member now: the shell and the other islands follow). */
  cardsLinked: () => Promise<void>;
}

export function useCardChanges(): CardChanges {
  const { mutate, cache } = useSWRConfig();
  return useMemo(
    () => ({
      deleteCard: async (card, onlyCard) => {
        const answer = await deleteCard(card.id);
        const accountClosed = answer.accountClosed ?? onlyCard;
        // Signed out next (/SignOut): no list to read again, it would answer 401.
        if (!accountClosed) {
          const list = cache.get(cardListKey)?.data as CardList | undefined;
          void refreshCardList(mutate, list && { ...list, items: list.items.filter((held) => held.id !== card.id) });
        }
        return { accountClosed };
      },
      linkCards,
      reenroll,
      cardsLinked: async () => {
        await Promise.all([refreshCardList(mutate), refreshMember()]);
      },
    }),
    [mutate, cache],
  );
}
