// Re-enrollment for a closed account (spec 001 §4 "Re-enrollment", §7, §8): the card-registration
// form linking through POST /api/Member/Reenroll, its cancel link 'Sign in later' signing out.
// Entries without a last four are dropped before the request. On success the message names the
// first card, the member is read again and goes to the account center; a 401 goes to /login (the
// client); any other failure shows inside the form (the per-card errors of a 400 among them).
// A partial success reopened the account too, so it is a success here: the list on the account
// center shows which cards were linked.
import { accountOverviewPath } from '../../site/paths.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CardRegistrationRequest } from '../../api/cards.ts';
import { ApiError } from '../../api/client.ts';
import { useCardChanges } from '../../api/hooks/cards.ts';
import { copyReader } from '../../lib/element-copy.ts';
import { navigate } from '../../lib/navigate.ts';
import { refreshMember } from '../../stores/member.ts';
import { ErrorBanner } from '../../ui/form/ErrorBanner.tsx';
import { AddCardForm, type AddCardHostProps, type CardOutcome } from '../enrollment/public.ts';
import type { ReenrollCopyKey } from './copy-keys.ts';
import { storeLinkedFlash } from './linked-flash.ts';
import * as css from './reenroll.css.ts';
import { linkedLastFour, reenrollRequestOf } from './reenroll-request.ts';

/** Where a reopened account goes (spec 001 §4: "the member goes to the account center"). */
export const reenrolledPath = accountOverviewPath;

export interface ReenrollIslandProps extends AddCardHostProps {
  copy: Record<ReenrollCopyKey, string>;
  signOutUrl: string;
}

/** Leaves for the account center once the member is read again; the form stays busy meanwhile. */
async function goToAccount(): Promise<never> {
  await refreshMember();
  navigate(reenrolledPath);
  return new Promise<never>(() => {});
}

export function ReenrollIsland({
  copy,
  addCardCopy,
  kitCopy,
  cardTypesAccepted,
  hasPartnerLoadedCards,
  frameUrl,
  signOutUrl,
}: ReenrollIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const [linked, setLinked] = useState<string | null>(null);
  const linkedRef = useRef<HTMLElement | null>(null);
  const { reenroll } = useCardChanges();

  useEffect(() => {
    if (linked) linkedRef.current?.focus();
  }, [linked]);

  const linkWith = useCallback(
    async (request: CardRegistrationRequest) => {
      try {
        return await reenroll(reenrollRequestOf(request));
      } catch (error) {
        // 409 NotClosed: reopened already (another tab): nothing to link here any more.
        if (error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | undefined)?.code === 'NotClosed')
          return goToAccount();
        throw error;
      }
    },
    [reenroll],
  );

  const succeed = async (cards: readonly CardOutcome[]) => {
    const message = t('cards.linked', { lastFour: linkedLastFour(cards) });
    setLinked(message);
    storeLinkedFlash(message);
    return goToAccount();
  };

  return (
    <>
      <div role="status" className={css.status}>
        {linked && <ErrorBanner type="success" messages={[linked]} live={false} focusRef={linkedRef} />}
      </div>
      <AddCardForm
        copy={addCardCopy}
        kitCopy={kitCopy}
        cardTypesAccepted={cardTypesAccepted}
        hasPartnerLoadedCards={hasPartnerLoadedCards}
        frameUrl={frameUrl}
        // A closed account holds no cards (deleting the last one closed it).
        memberCards={[]}
        linkWith={linkWith}
        onLinked={succeed}
        onPartlyLinked={succeed}
        cancel={{ label: t('reenroll.signInLater'), href: signOutUrl }}
      />
    </>
  );
}
