// What the result cards need beyond the merchant: the member (loaded once; the cards wait for it, as
// their offers and unlock depend on it), the partner's programme and the sign-in link.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { $member, loadMember } from '../../stores/member.ts';
import type { CardContext, CardProgramme } from '../merchant-card/public.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';

export interface CardContextInputs {
  t: CopyReader<SearchCopyKey>;
  programme: CardProgramme;
  signInHref: string;
}

export function useCardContext({ t, programme, signInHref }: CardContextInputs): { context: CardContext; memberSettled: boolean } {
  const memberState = useStore($member);
  useEffect(() => {
    void loadMember();
  }, []);
  const memberSettled = memberState.status === 'ready' || memberState.status === 'error';
  const context = useMemo<CardContext>(() => {
    const member = memberState.member;
    return {
      t,
      member: member ? { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] } : null,
      programme,
      signInHref,
      headingLevel: 3,
    };
  }, [t, memberState.member, programme, signInHref]);
  return { context, memberSettled };
}
