// Card deletion on the Linked Cards page (spec 001 §4 "Card deletion", §8), around the state
// machine of deletion.ts: Delete asks, Cancel closes, Confirm deletes (the row busy meanwhile) and
// says how it went; deleting the last card closed the account, so the member is signed out.
import { signOutPath } from '../../../site/paths.ts';
import { useCallback, useRef, useState } from 'react';
import type { Card } from '../../../api/cards.ts';
import { ApiError } from '../../../api/client.ts';
import type { CardChanges } from '../../../api/hooks/cards.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import type { BannerType } from '../../../ui/form/ErrorBanner.tsx';
import type { CardsCopyKey } from './copy-keys.ts';
import { deletionStep, noDeletion, type Deletion, type DeletionEvent } from './deletion.ts';

interface CardDeletionDeps {
  t: CopyReader<CardsCopyKey>;
  deleteCard: CardChanges['deleteCard'];
  /** Shows an outcome in the page's message region. */
  say: (type: BannerType, lines: string[]) => void;
}

export function useCardDeletion({ t, deleteCard, say }: CardDeletionDeps) {
  const [deletion, setDeletion] = useState<Deletion>(noDeletion);
  // The deletion as of now, for a confirm pressed twice before React draws (the state machine's
  // guards read it synchronously).
  const deletionNow = useRef<Deletion>(noDeletion);

  const apply = useCallback((event: DeletionEvent): Deletion => {
    const next = deletionStep(deletionNow.current, event);
    deletionNow.current = next;
    setDeletion(next);
    return next;
  }, []);

  const confirm = async () => {
    const confirming = deletionNow.current;
    if (confirming.phase !== 'confirming') return;
    apply({ type: 'confirm' });
    let accountClosed: boolean;
    try {
      ({ accountClosed } = await deleteCard(confirming.card, confirming.closesAccount));
    } catch (failure) {
      // 401: on the way to /login; the row keeps reading 'Deleting...'.
      if (failure instanceof ApiError && failure.status === 401) return;
      apply({ type: 'failed' });
      say('error', [t('cards.deleteFailed', { lastFour: confirming.card.lastFour })]);
      return;
    }
    // The last card: the account is closed and the session ended; sign-out says goodbye.
    if (apply({ type: 'deleted', accountClosed }).phase === 'signingOut') {
      navigate(signOutPath);
      return;
    }
    say('success', [t('cards.deleted', { lastFour: confirming.card.lastFour })]);
  };

  return {
    deletion,
    ask: (card: Card, cardCount: number) => apply({ type: 'ask', card, cardCount }),
    cancel: () => apply({ type: 'cancel' }),
    confirm: () => void confirm(),
  };
}
