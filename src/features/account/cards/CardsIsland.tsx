// The account center's Linked Cards page (/account/manage_cards; spec 001 §2, §4 "Card deletion",
// "Adding cards", §8, §9): the member's cards (brand, description, last four), each with Delete and
// its confirmation modal; under the list the add-card form while under the card limit, the limit
// notice at it. The static HTML is the loading frame (space kept for the list); the add-card form
// and its secure frame load only once the list says there is room for a card.
// Outcomes ('... has been deleted.', '... can not be deleted ...', '... has been linked.') appear in
// one polite region above the list and take focus: the row that was acted on may be gone.
// The list comes through swr (hooks/cards.ts): a 5xx goes to /error, other failures show the error
// state with Try again; a deletion drops its row at once and reads the list again.
/// <reference types="vite/client" />
// (import.meta.env.SSR below, also where this file is type-checked without Astro's types.)
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Card } from '../../../api/cards.ts';
import { ApiError, leavesPage } from '../../../api/client.ts';
import { useCardChanges, useCardList } from '../../../api/hooks/cards.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import { $member, loadMember } from '../../../stores/member.ts';
import { ErrorBanner, type BannerType } from '../../../ui/form/ErrorBanner.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { notice as noticeCss } from '../../../ui/notice.css.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { title as titleCss } from '../../../ui/title.css.ts';
import type { AddCardFormProps, AddCardHostProps, CardOutcome } from '../../enrollment/public.ts';
import { addCardArea, cardHolderOf } from './card-limit.ts';
import { CardRows } from './CardRows.tsx';
import type { CardsCopyKey } from './copy-keys.ts';
import * as css from './cards.css.ts';
import { DeleteCardDialog } from './DeleteCardDialog.tsx';
import { busyCardId, deletionStep, noDeletion, type Deletion, type DeletionEvent } from './deletion.ts';

// The form, its frame and its captcha arrive only when the form is shown, which is never at build
// time (the list is not known there). Not even a lazy import in the server build: it would split
// the shared stylesheets the form uses into a second CSS file on every page.
const AddCardForm = import.meta.env.SSR
  ? (_: AddCardFormProps) => null
  : lazy(() => import('../../enrollment/public.ts').then((module) => ({ default: module.AddCardForm })));

/** The add-card form's Cancel link (spec 001 §2) leaves for the account center's first page: the form
 *  is always open on this page, so cancelling means leaving it (docs/decisions.md). */
const cancelHref = '/account/overview';

export interface CardsIslandProps extends AddCardHostProps {
  copy: Record<CardsCopyKey, string>;
}

interface Notice {
  type: BannerType;
  lines: string[];
}

export default function CardsIsland({ copy, addCardCopy, kitCopy, cardTypesAccepted, hasPartnerLoadedCards, frameUrl }: CardsIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const member = useStore($member);
  const { data: list, error, isValidating, mutate } = useCardList({ serverError: 'redirect' });
  const changes = useCardChanges();
  const [deletion, setDeletion] = useState<Deletion>(noDeletion);
  // The deletion as of now, for a confirm pressed twice before React draws (the state machine's
  // guards read it synchronously).
  const deletionNow = useRef<Deletion>(noDeletion);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLElement | null>(null);
  const focusNotice = useRef(false);
  const ids = useId();

  const apply = useCallback((event: DeletionEvent): Deletion => {
    const next = deletionStep(deletionNow.current, event);
    deletionNow.current = next;
    setDeletion(next);
    return next;
  }, []);

  const say = (type: BannerType, lines: string[]) => {
    setNotice({ type, lines });
    focusNotice.current = true;
  };

  useEffect(() => {
    if (!focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  });

  useEffect(() => {
    void loadMember();
  }, []);

  const loading = !list && (!error || leavesPage(error));
  const failed = !list && !loading;
  const cards = list?.items ?? [];
  const area = addCardArea(list ? { cardCount: cards.length, maxCards: list.maxCards } : null, cardHolderOf(member));
  const asked = deletion.phase === 'confirming' ? deletion : null;

  const confirm = async () => {
    const confirming = deletionNow.current;
    if (confirming.phase !== 'confirming') return;
    apply({ type: 'confirm' });
    let accountClosed: boolean;
    try {
      ({ accountClosed } = await changes.deleteCard(confirming.card, confirming.closesAccount));
    } catch (failure) {
      // 401: on the way to /login; the row keeps reading 'Deleting...'.
      if (failure instanceof ApiError && failure.status === 401) return;
      apply({ type: 'failed' });
      say('error', [t('cards.deleteFailed', { lastFour: confirming.card.lastFour })]);
      return;
    }
    // The last card: the account is closed and the session ended; sign-out says goodbye.
    if (apply({ type: 'deleted', accountClosed }).phase === 'signingOut') {
      navigate('/SignOut');
      return;
    }
    say('success', [t('cards.deleted', { lastFour: confirming.card.lastFour })]);
  };

  // The form reads the list and the member again once this has been said (and stays busy until then).
  const linked = (outcomes: readonly CardOutcome[]) => {
    say(
      'success',
      outcomes.map((outcome) => t('cards.linked', { lastFour: outcome.lastFour })),
    );
  };

  return (
    <div className={css.page}>
      <div role="status" className={css.messages}>
        {notice && <ErrorBanner type={notice.type} messages={notice.lines} live={false} focusRef={noticeRef} />}
      </div>

      <div className={css.listFrame} aria-busy={loading || undefined}>
        {loading && <Spinner size={40} message={t('cards.loading')} />}
        {failed && (
          <LoadFailed message={t('cards.loadFailed')} retryLabel={t('cards.retry')} busy={isValidating} onRetry={() => void mutate()} />
        )}
        {list && (
          <CardRows
            t={t}
            cards={cards}
            busyId={busyCardId(deletion)}
            idPrefix={ids}
            onDelete={(card: Card) => apply({ type: 'ask', card, cardCount: cards.length })}
          />
        )}
      </div>

      {area !== 'none' && (
        <section className={css.addSection} aria-labelledby={`${ids}add`}>
          <h2 id={`${ids}add`} className={`${titleCss.Md} ${css.addTitle}`}>
            {t('cards.addTitle')}
          </h2>
          {area === 'limit' && list && <p className={noticeCss}>{t('cards.limit', { max: list.maxCards })}</p>}
          {area === 'pending' && <div className={css.formFrame} />}
          {area === 'form' && (
            <div className={css.formFrame}>
              <Suspense fallback={<Spinner size={40} message={kitCopy.loading} />}>
                <AddCardForm
                  copy={addCardCopy}
                  kitCopy={kitCopy}
                  cardTypesAccepted={cardTypesAccepted}
                  hasPartnerLoadedCards={hasPartnerLoadedCards}
                  frameUrl={frameUrl}
                  memberCards={cards}
                  onLinked={linked}
                  cancel={{ label: t('cards.cancel'), href: cancelHref }}
                  headingLevel={3}
                />
              </Suspense>
            </div>
          )}
        </section>
      )}

      <DeleteCardDialog t={t} asked={asked} onConfirm={() => void confirm()} onCancel={() => apply({ type: 'cancel' })} />
    </div>
  );
}
