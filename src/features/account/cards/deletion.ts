// Card deletion (spec 001 §4 "Card deletion", §8): Delete asks in a confirmation modal; confirming
// deletes and the row reads 'Deleting...'; success refreshes the list and says the card was
// deleted, failure says it can not be; the last card's button reads 'Delete and close account' and
// deleting it signs the member out (the account is closed). One card at a time.
import type { Card } from '../../../api/cards.ts';

export type DeletionOutcome = { kind: 'deleted' | 'failed'; lastFour: string };

export type Deletion =
  | { phase: 'idle'; outcome: DeletionOutcome | null }
  /** The modal is open. `closesAccount`: it is the member's only card. */
  | { phase: 'confirming'; card: Card; closesAccount: boolean; outcome: DeletionOutcome | null }
  | { phase: 'deleting'; card: Card; closesAccount: boolean }
  /** The last card is gone and the account closed: on the way to /SignOut, the row still busy. */
  | { phase: 'signingOut'; card: Card };

export type DeletionEvent =
  | { type: 'ask'; card: Card; cardCount: number }
  | { type: 'cancel' }
  | { type: 'confirm' }
  /** The backend deleted it; `accountClosed` as it answered, or when it did not say, whether this
   *  was the only card (the card change decides: hooks/cards.ts). */
  | { type: 'deleted'; accountClosed: boolean }
  | { type: 'failed' };

export const noDeletion: Deletion = { phase: 'idle', outcome: null };

/** Spec 001 §4: every account needs at least one card, so the only card's deletion closes it. */
export const closesAccount = (cardCount: number): boolean => cardCount <= 1;

export function deletionStep(state: Deletion, event: DeletionEvent): Deletion {
  switch (event.type) {
    case 'ask':
      // A second Delete while one is open or running is ignored.
      return state.phase === 'idle'
        ? { phase: 'confirming', card: event.card, closesAccount: closesAccount(event.cardCount), outcome: state.outcome }
        : state;
    case 'cancel':
      return state.phase === 'confirming' ? { phase: 'idle', outcome: state.outcome } : state;
    case 'confirm':
      return state.phase === 'confirming' ? { phase: 'deleting', card: state.card, closesAccount: state.closesAccount } : state;
    case 'deleted':
      if (state.phase !== 'deleting') return state;
      return event.accountClosed
        ? { phase: 'signingOut', card: state.card }
        : { phase: 'idle', outcome: { kind: 'deleted', lastFour: state.card.lastFour } };
    case 'failed':
      return state.phase === 'deleting' ? { phase: 'idle', outcome: { kind: 'failed', lastFour: state.card.lastFour } } : state;
  }
}

/** The card whose row reads 'Deleting...' (also while signing out after the last one). */
export function busyCardId(state: Deletion): string | null {
  return state.phase === 'deleting' || state.phase === 'signingOut' ? state.card.id : null;
}
