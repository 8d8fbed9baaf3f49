// The partner-loaded cards the add-card form offers (spec 001 §2 "a partner-card picker when partner
// cards are loaded", §5 "Partner cards already on the member (same type and last four) are not
// offered"): the partner's cards (cached for the visit, hooks/cards.ts) less the member's, which the
// host hands in or the form asks for. Asking is also the sign-in check: the card list call sends a
// signed-out visitor to /login. A list that fails counts as empty: the form still takes a typed card.
import { useMemo } from 'react';
import type { CardFace, PartnerCard } from '../../../api/cards.ts';
import { useCardList, usePartnerCards } from '../../../api/hooks/cards.ts';

const sameCard = (a: CardFace, b: CardFace): boolean => a.cardType === b.cardType && a.lastFour === b.lastFour;

/** The cards to offer, or null while either list is on its way. */
export function useOfferedCards(memberCards: readonly CardFace[] | undefined, loadsCards: boolean): PartnerCard[] | null {
  const own = useCardList({ enabled: memberCards === undefined });
  const partner = usePartnerCards(loadsCards);
  const ownCards = own.data?.items;
  const ownFailed = own.error !== undefined;
  const partnerCards = partner.data;
  const partnerFailed = partner.error !== undefined;
  return useMemo(() => {
    if (!loadsCards) return [];
    const held = memberCards ?? ownCards ?? (ownFailed ? [] : undefined);
    const loaded = partnerCards ?? (partnerFailed ? [] : undefined);
    if (!held || !loaded) return null;
    return loaded.filter((card) => !held.some((onMember) => sameCard(onMember, card)));
  }, [loadsCards, memberCards, ownCards, ownFailed, partnerCards, partnerFailed]);
}
