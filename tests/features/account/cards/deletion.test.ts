// Card deletion's states (spec 001 §4 "Card deletion", §8): Delete asks, confirming deletes with the
// row reading 'Deleting...', then deleted or failed with the card's last four; the only card's
// deletion closes the account and signs the member out.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../src/api/cards.ts';
import {
  busyCardId,
  closesAccount,
  deletionStep,
  noDeletion,
  type Deletion,
  type DeletionEvent,
} from '../../../../src/features/account/cards/deletion.ts';

const card = (id: string, lastFour: string): Card => ({ id, lastFour, cardType: 'VISA', description: 'Visa', partnerCardId: null });
const visa = card('1', '1111');
const mastercard = card('2', '4444');

const run = (events: DeletionEvent[], from: Deletion = noDeletion): Deletion => events.reduce(deletionStep, from);

describe('deleting one of several cards', () => {
  it('asks first: nothing is deleted until confirmed', () => {
    const asked = run([{ type: 'ask', card: visa, cardCount: 2 }]);
    expect(asked).toEqual({ phase: 'confirming', card: visa, closesAccount: false, outcome: null });
    expect(busyCardId(asked)).toBeNull();
  });

  it('cancelling leaves everything as it was', () => {
    expect(run([{ type: 'ask', card: visa, cardCount: 2 }, { type: 'cancel' }])).toEqual(noDeletion);
  });

  it("confirming deletes: that card's row is busy", () => {
    const deleting = run([{ type: 'ask', card: visa, cardCount: 2 }, { type: 'confirm' }]);
    expect(deleting).toEqual({ phase: 'deleting', card: visa, closesAccount: false });
    expect(busyCardId(deleting)).toBe('1');
  });

  it('deleted: idle again with the deleted outcome and its last four', () => {
    const done = run([{ type: 'ask', card: visa, cardCount: 2 }, { type: 'confirm' }, { type: 'deleted', accountClosed: false }]);
    expect(done).toEqual({ phase: 'idle', outcome: { kind: 'deleted', lastFour: '1111' } });
    expect(busyCardId(done)).toBeNull();
  });

  it('failed: idle again with the failed outcome, the card still there to try again', () => {
    const failed = run([{ type: 'ask', card: mastercard, cardCount: 2 }, { type: 'confirm' }, { type: 'failed' }]);
    expect(failed).toEqual({ phase: 'idle', outcome: { kind: 'failed', lastFour: '4444' } });
    const again = run([{ type: 'ask', card: mastercard, cardCount: 2 }], failed);
    expect(again).toMatchObject({ phase: 'confirming', card: mastercard, outcome: { kind: 'failed', lastFour: '4444' } });
  });

  it('the last outcome stays while the next card is asked about, and is replaced by the next', () => {
    const first = run([{ type: 'ask', card: visa, cardCount: 3 }, { type: 'confirm' }, { type: 'deleted', accountClosed: false }]);
    const second = run([{ type: 'ask', card: mastercard, cardCount: 2 }, { type: 'confirm' }, { type: 'failed' }], first);
    expect(second).toEqual({ phase: 'idle', outcome: { kind: 'failed', lastFour: '4444' } });
  });
});

describe('the last card', () => {
  it("is the one whose deletion closes the account ('Delete and close account')", () => {
    expect(closesAccount(1)).toBe(true);
    expect(closesAccount(2)).toBe(false);
    expect(run([{ type: 'ask', card: visa, cardCount: 1 }])).toMatchObject({ phase: 'confirming', closesAccount: true });
  });

  it('deleted: signing out, the row still busy (no message, no list refresh)', () => {
    const gone = run([{ type: 'ask', card: visa, cardCount: 1 }, { type: 'confirm' }, { type: 'deleted', accountClosed: true }]);
    expect(gone).toEqual({ phase: 'signingOut', card: visa });
    expect(busyCardId(gone)).toBe('1');
  });

  it('the answer decides when it says: an only card the backend kept the account open for is just deleted', () => {
    const done = run([{ type: 'ask', card: visa, cardCount: 1 }, { type: 'confirm' }, { type: 'deleted', accountClosed: false }]);
    expect(done).toEqual({ phase: 'idle', outcome: { kind: 'deleted', lastFour: '1111' } });
  });

  it('the backend closing the account signs out even when the page thought more cards were left', () => {
    const gone = run([{ type: 'ask', card: visa, cardCount: 2 }, { type: 'confirm' }, { type: 'deleted', accountClosed: true }]);
    expect(gone.phase).toBe('signingOut');
  });

  it('failed: nothing closed, the failed outcome', () => {
    expect(run([{ type: 'ask', card: visa, cardCount: 1 }, { type: 'confirm' }, { type: 'failed' }])).toEqual({
      phase: 'idle',
      outcome: { kind: 'failed', lastFour: '1111' },
    });
  });
});

describe('out-of-turn events change nothing', () => {
  const confirming = run([{ type: 'ask', card: visa, cardCount: 2 }]);
  const deleting = run([{ type: 'confirm' }], confirming);

  it.each<[string, Deletion, DeletionEvent]>([
    ['a second Delete while the modal is open', confirming, { type: 'ask', card: mastercard, cardCount: 2 }],
    ['a Delete while one is running', deleting, { type: 'ask', card: mastercard, cardCount: 2 }],
    ['cancel while deleting (the modal closing after confirm)', deleting, { type: 'cancel' }],
    ['confirm without a question', noDeletion, { type: 'confirm' }],
    ['a result before confirming', confirming, { type: 'deleted', accountClosed: false }],
    ['a failure with nothing running', noDeletion, { type: 'failed' }],
  ])('%s', (_, state, event) => {
    expect(deletionStep(state, event)).toBe(state);
  });
});
