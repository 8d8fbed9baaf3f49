// The account center's Linked Cards page (/account/manage_cards; spec 001 §2, §4 "Card deletion",
// "Adding cards", §8, §9): the member's cards (brand, description, last four), each with Delete and
// its confirmation modal; under the list the add-card form while under the card limit, the limit
// notice at it. The static HTML is the loading frame (space kept for the list); the add-card form
// and its secure frame load only once the list says there is room for a card.
// Outcomes ('... has been deleted.', '... can not be deleted ...', '... has been linked.') appear in
// one polite region above the list and take focus: the row that was acted on may be gone.
/// <reference types="vite/client" />
// (import.meta.env.SSR below, also where this file is type-checked without Astro's types.)
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { deleteCard, getCardList, type CardList, type LinkedCard } from '../../../api/cards.ts';
import { cardBrandNames } from '../../../lib/card-number.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import { $member, loadMember, refreshMember } from '../../../stores/member.ts';
import { button } from '../../../ui/button.css.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBanner, type BannerType } from '../../../ui/form/ErrorBanner.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { notice as noticeCss } from '../../../ui/notice.css.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { title as titleCss } from '../../../ui/title.css.ts';
import type { AddCardFormProps, AddCardHostProps, CardOutcome } from '../../enrollment/public.ts';
import { addCardArea, cardHolderOf } from './card-limit.ts';
import type { CardsCopyKey } from './copy-keys.ts';
import * as css from './cards.css.ts';
import { busyCardId, deletionStep, noDeletion, type Deletion, type DeletionEvent } from './deletion.ts';

// The form, its frame and its captcha arrive only when the form is shown, which is never at build
// time (the list is not known there). Not even a lazy import in the server build: it would split
// the shared stylesheets the form uses into a second CSS file on every page.
const AddCardForm = import.meta.env.SSR
  ? (_: AddCardFormProps) => null
  : lazy(() => import('../../enrollment/public.ts').then((module) => ({ default: module.AddCardForm })));

/** A list that has not answered by then shows the error state with its retry. */
export const cardListTimeoutMs = 15_000;

export interface CardsIslandProps extends AddCardHostProps {
  copy: Record<CardsCopyKey, string>;
}

type ListState = { kind: 'loading' } | { kind: 'failed'; retrying: boolean } | { kind: 'ready'; list: CardList };

interface Notice {
  type: BannerType;
  lines: string[];
}

const brandName = (card: Pick<LinkedCard, 'cardType'>): string => cardBrandNames[card.cardType];

/** The description, unless it only repeats the brand ("Visa" for a typed Visa card). */
function descriptionOf(card: LinkedCard): string | null {
  const description = card.description.trim();
  return description === '' || description.toLowerCase() === brandName(card).toLowerCase() ? null : description;
}

const fetchList = () => getCardList({ signal: AbortSignal.timeout(cardListTimeoutMs) });

export default function CardsIsland({ copy, addCardCopy, kitCopy, cardTypesAccepted, hasPartnerLoadedCards, frameUrl }: CardsIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const member = useStore($member);
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [deletion, setDeletion] = useState<Deletion>(noDeletion);
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

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', list: await fetchList() });
    } catch (error) {
      // 401: the client is on its way to /login; the loading frame stays until it leaves.
      if (error instanceof ApiError && error.status === 401) return;
      setState({ kind: 'failed', retrying: false });
    }
  }, []);

  /** After a change: the list as the backend has it now (the shown one stays if that fails). */
  const refresh = useCallback(async () => {
    try {
      const list = await fetchList();
      setState({ kind: 'ready', list });
    } catch {
      // Keep what is shown; the outcome message has said what happened.
    }
  }, []);

  useEffect(() => {
    void loadMember();
    void load();
  }, [load]);

  const retry = () => {
    if (state.kind !== 'failed' || state.retrying) return;
    setState({ kind: 'failed', retrying: true });
    void load();
  };

  const list = state.kind === 'ready' ? state.list : null;
  const cards = list?.cards ?? [];
  const area = addCardArea(list && { cardCount: cards.length, maxCards: list.maxCards }, cardHolderOf(member));
  const busyId = busyCardId(deletion);

  const ask = (card: LinkedCard) => apply({ type: 'ask', card, cardCount: cards.length });

  const confirm = async () => {
    const asked = deletionNow.current;
    if (asked.phase !== 'confirming') return;
    apply({ type: 'confirm' });
    let accountClosed: boolean;
    try {
      ({ accountClosed } = await deleteCard(asked.card.id));
    } catch (error) {
      // 401: on the way to /login; the row keeps reading 'Deleting...'.
      if (error instanceof ApiError && error.status === 401) return;
      apply({ type: 'failed' });
      say('error', [t('cards.deleteFailed', { lastFour: asked.card.lastFour })]);
      return;
    }
    const next = apply({ type: 'deleted', accountClosed });
    // The last card: the account is closed and the session ended; sign-out says goodbye.
    if (next.phase === 'signingOut') {
      navigate('/SignOut');
      return;
    }
    setState((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', list: { ...current.list, cards: current.list.cards.filter((card) => card.id !== asked.card.id) } }
        : current,
    );
    say('success', [t('cards.deleted', { lastFour: asked.card.lastFour })]);
    await refresh();
  };

  const linked = async (outcomes: readonly CardOutcome[]) => {
    say(
      'success',
      outcomes.map((outcome) => t('cards.linked', { lastFour: outcome.lastFour })),
    );
    // A non-card member becomes a card member: the shell and the other islands read it again.
    await Promise.all([refresh(), refreshMember()]);
  };

  const partlyLinked = async () => {
    // The form lists what failed and takes focus itself.
    await Promise.all([refresh(), refreshMember()]);
  };

  const asked = deletion.phase === 'confirming' ? deletion : null;
  const faceId = (card: LinkedCard) => `${ids}card${card.id}`;

  return (
    <div className={css.page}>
      <div role="status" className={css.messages}>
        {notice && <ErrorBanner type={notice.type} messages={notice.lines} live={false} focusRef={noticeRef} />}
      </div>

      <div className={css.listFrame} aria-busy={state.kind === 'loading' || undefined}>
        {state.kind === 'loading' && <Spinner size={40} message={t('cards.loading')} />}
        {state.kind === 'failed' && (
          <LoadFailed message={t('cards.loadFailed')} retryLabel={t('cards.retry')} busy={state.retrying} onRetry={retry} />
        )}
        {list && cards.length === 0 && <p>{t('cards.none')}</p>}
        {list && cards.length > 0 && (
          <ul className={css.list} aria-label={t('cards.listLabel')}>
            {cards.map((card) => {
              const busy = busyId === card.id;
              const description = descriptionOf(card);
              return (
                <li key={card.id} className={css.row} aria-busy={busy || undefined}>
                  <div className={css.face} id={faceId(card)}>
                    <span className={css.brand}>{brandName(card)}</span>
                    {description && <span className={css.description}>{description}</span>}
                    <span className={css.ending}>{t('cards.endingIn', { lastFour: card.lastFour })}</span>
                  </div>
                  <button
                    type="button"
                    className={`${button.secondary} ${css.deleteButton}`}
                    aria-describedby={faceId(card)}
                    // Not disabled: focus comes back here from the modal and must stay.
                    aria-disabled={busyId !== null || undefined}
                    onClick={() => ask(card)}
                  >
                    {busy && <Spinner size={20} />}
                    {busy ? t('cards.deleting') : cards.length === 1 ? t('cards.deleteAndClose') : t('cards.delete')}
                  </button>
                </li>
              );
            })}
          </ul>
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
                  onPartlyLinked={partlyLinked}
                  headingLevel={3}
                />
              </Suspense>
            </div>
          )}
        </section>
      )}

      <Dialog
        open={asked !== null}
        onClose={() => apply({ type: 'cancel' })}
        title={t('cards.confirmDeleteTitle')}
        closeLabel={t('modal.close')}
        initialFocus="[data-cancel]"
        describedByBody
        actions={
          asked && (
            <>
              <button type="button" className={button.primary} onClick={() => void confirm()}>
                {asked.closesAccount ? t('cards.deleteAndClose') : t('cards.delete')}
              </button>
              <button type="button" className={button.secondary} data-cancel="" onClick={() => apply({ type: 'cancel' })}>
                {t('cards.cancel')}
              </button>
            </>
          )
        }
      >
        {asked && (
          <>
            <p className={css.dialogCard}>
              {[brandName(asked.card), descriptionOf(asked.card), t('cards.endingIn', { lastFour: asked.card.lastFour })]
                .filter(Boolean)
                .join(' ')}
            </p>
            <p>{asked.closesAccount ? t('cards.confirmDeleteLast') : t('cards.confirmDeleteBody')}</p>
          </>
        )}
      </Dialog>
    </div>
  );
}
