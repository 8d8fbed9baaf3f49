// What the results pane shows in each state of a search (spec 000 §2 "Search screen"): placeholders
// and "Loading" until there is something to draw, the count once the cards can be drawn, the last
// results kept (busy) while the next search runs, none found, and a failure with a way on.
import { describe, expect, it } from 'vitest';
import { resultsView, type ResultsState } from '../../../src/features/search/results-view.ts';
import type { SearchAnswer } from '../../../src/features/search/run-search.ts';

const answer = (count: number, more: Partial<SearchAnswer> = {}): SearchAnswer =>
  ({
    merchants: Array.from({ length: Math.min(count, 15) }, (_, i) => ({ id: String(i) })),
    totalResultSize: count,
    totalPages: Math.ceil(count / 15),
    origin: null,
    locationBlocked: false,
    ...more,
  }) as SearchAnswer;

const state = (more: Partial<ResultsState>): ResultsState => ({
  live: true,
  pending: false,
  visible: undefined,
  memberSettled: true,
  failed: false,
  online: true,
  ...more,
});

describe('the results view', () => {
  it('before the island runs: loading, with placeholders', () => {
    expect(resultsView(state({ live: false, memberSettled: false }))).toEqual({
      status: 'loading',
      cards: false,
      skeleton: true,
      empty: false,
      unknownPlace: false,
      failure: false,
      offline: false,
      locationBlocked: false,
    });
  });

  it('a first search running: loading, with placeholders', () => {
    expect(resultsView(state({ pending: true }))).toMatchObject({ status: 'loading', cards: false, skeleton: true });
  });

  it('results waiting for the member: still loading, with placeholders, no count yet', () => {
    expect(resultsView(state({ visible: answer(3), memberSettled: false }))).toMatchObject({
      status: 'loading',
      cards: false,
      skeleton: true,
      empty: false,
    });
  });

  it('results and the member known: the count and the cards', () => {
    expect(resultsView(state({ visible: answer(20) }))).toMatchObject({ status: 'count', cards: true, skeleton: false, empty: false });
  });

  it('the next search running: the last cards stay (no placeholders), the status says loading', () => {
    expect(resultsView(state({ visible: answer(20), pending: true }))).toMatchObject({ status: 'loading', cards: true, skeleton: false });
  });

  it('nothing found: the empty notice and no status, but not while the next search runs', () => {
    expect(resultsView(state({ visible: answer(0) }))).toMatchObject({ status: 'none', cards: false, skeleton: false, empty: true });
    expect(resultsView(state({ visible: answer(0), pending: true })).empty).toBe(false);
  });

  it('an unknown place (origin null, no merchants) is told apart from an empty search', () => {
    const unknown = answer(0, { unknownPlace: true, suggestions: ['Chicago, IL'] });
    expect(resultsView(state({ visible: unknown }))).toMatchObject({ status: 'none', empty: false, unknownPlace: true });
    // An answer without origin (a spec-minimal backend) never says the place is unknown: just empty.
    expect(resultsView(state({ visible: answer(0, { unknownPlace: false }) }))).toMatchObject({ empty: true, unknownPlace: false });
    expect(resultsView(state({ visible: unknown, pending: true })).unknownPlace).toBe(false);
  });

  it('a failure: the error notice, no placeholders, hidden while it is retried', () => {
    expect(resultsView(state({ failed: true }))).toMatchObject({ status: 'none', failure: true, skeleton: false, cards: false });
    expect(resultsView(state({ failed: true, pending: true })).failure).toBe(false);
  });

  it('offline: says so over results drawn, not over none', () => {
    expect(resultsView(state({ visible: answer(2), online: false })).offline).toBe(true);
    expect(resultsView(state({ failed: true, online: false })).offline).toBe(false);
  });

  it('a blocked position: the notice with the results', () => {
    expect(resultsView(state({ visible: answer(2, { locationBlocked: true }) })).locationBlocked).toBe(true);
  });
});
