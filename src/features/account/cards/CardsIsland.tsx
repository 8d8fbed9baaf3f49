// The account center's Linked Cards page (/account/manage_cards; spec 001 §2, §4 "Card deletion",
// "Adding cards", §8, §9): the member's cards (brand, description, last four), each with Delete and
// its confirmation modal (use-card-deletion.ts); under the list the add-card form while under the
// card limit, the limit notice at it (AddCardSection.tsx). The static HTML is the loading frame
// (space kept for the list); the add-card form and its secure frame load only once the list says
// there is room for a card. Outcomes ('... has been deleted.', '... can not be deleted ...', '...
// has been linked.') appear in one polite region above the list and take focus: the row that was
// acted on may be gone (use-focused-notice.ts).
// The list comes through swr (hooks/cards.ts): a 5xx goes to /error, other failures show the error
// state with Try again; a deletion drops its row at once and reads the list again.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { leavesPage } from '../../../api/client.ts';
import { useCardChanges, useCardList } from '../../../api/hooks/cards.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member, loadMember } from '../../../stores/member.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useOfferedCards } from '../../enrollment/public-parts.ts';
import type { AddCardHostProps, CardOutcome } from '../../enrollment/public.ts';
import { AddCardSection } from './AddCardSection.tsx';
import { addCardArea, cardHolderOf } from './card-limit.ts';
import { CardRows } from './CardRows.tsx';
import type { CardsCopyKey } from './copy-keys.ts';
import * as css from './cards.css.ts';
import { DeleteCardDialog } from './DeleteCardDialog.tsx';
import { busyCardId } from './deletion.ts';
import { useCardDeletion } from './use-card-deletion.ts';
import { useFocusedNotice } from './use-focused-notice.ts';

export interface CardsIslandProps extends AddCardHostProps {
  copy: Record<CardsCopyKey, string>;
}

export default function CardsIsland({ copy, ...addCard }: CardsIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const member = useStore($member);
  const { data: list, error, isValidating, mutate } = useCardList({ serverError: 'redirect' });
  const changes = useCardChanges();
  const { notice, noticeRef, say } = useFocusedNotice();
  const { deletion, ask, cancel, confirm } = useCardDeletion({ t, deleteCard: changes.deleteCard, say });
  const ids = useId();

  useEffect(() => {
    void loadMember();
  }, []);

  const loading = !list && (!error || leavesPage(error));
  const failed = !list && !loading;
  const cards = list?.items ?? [];
  // Asked for with the list, so the form draws its partner-card picker at once (issue #25: the frame
  // does not move when the picker arrives); until then the area is pending.
  const offeredNow = useOfferedCards(cards, addCard.hasPartnerLoadedCards);
  const offered = list ? offeredNow : null;
  const known = addCardArea(list ? { cardCount: cards.length, maxCards: list.maxCards } : null, cardHolderOf(member));
  const area = known === 'form' && offered === null ? 'pending' : known;
  const asked = deletion.phase === 'confirming' ? deletion : null;

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
        {list && <CardRows t={t} cards={cards} busyId={busyCardId(deletion)} idPrefix={ids} onDelete={(card) => ask(card, cards.length)} />}
      </div>

      {area !== 'none' && (
        <AddCardSection
          {...addCard}
          t={t}
          area={area}
          titleId={`${ids}add`}
          maxCards={list?.maxCards}
          memberCards={cards}
          offered={offered}
          onLinked={linked}
        />
      )}

      <DeleteCardDialog t={t} asked={asked} onConfirm={confirm} onCancel={cancel} />
    </div>
  );
}
