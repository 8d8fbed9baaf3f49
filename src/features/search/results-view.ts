// What the results pane shows for the state of the search (spec 000 §2 "Search screen": loading, the
// results and their count, none found, a failure, and the notices over them). Pure.
import type { SearchAnswer } from './run-search.ts';

export interface ResultsState {
  /** The island runs with a search (the static render has none). */
  live: boolean;
  /** The search shown is still running. */
  pending: boolean;
  /** The results drawn: this search's, or the last while the next runs; none after a failure. */
  visible: SearchAnswer | undefined;
  /** The member is known (signed in or not): the cards wait for it. */
  memberSettled: boolean;
  /** The search failed for a reason other than the location (that one is the form's error). */
  failed: boolean;
  online: boolean;
}

export interface ResultsView {
  /** The status line: "Loading…", the count (near the place), or nothing. */
  status: 'loading' | 'count' | 'none';
  /** The cards and the page links. */
  cards: boolean;
  /** Placeholder cards while there is nothing to draw yet. */
  skeleton: boolean;
  /** "No restaurants found": a place the backend knows, with nothing matching (neutral, not an error). */
  empty: boolean;
  /** The backend does not know the place (docs/api.md: `origin: null`, no merchants): "We don't know
   *  that place", with ways on. */
  unknownPlace: boolean;
  /** The error, with "Try again". */
  failure: boolean;
  /** The results drawn may be saved ones: the browser is offline. */
  offline: boolean;
  /** The search wanted the member's position and used a fallback. */
  locationBlocked: boolean;
}

export function resultsView({ live, pending, visible, memberSettled, failed, online }: ResultsState): ResultsView {
  const drawn = visible !== undefined && memberSettled;
  const count = visible?.totalResultSize ?? 0;
  const waiting = visible !== undefined && !memberSettled;
  const cards = drawn && visible.merchants.length > 0;
  const nothing = drawn && !pending && count === 0;
  return {
    status: !live || pending || waiting ? 'loading' : drawn && count > 0 ? 'count' : 'none',
    cards,
    skeleton: !cards && (!live || (pending && !visible) || waiting),
    empty: nothing && visible.unknownPlace !== true,
    unknownPlace: nothing && visible.unknownPlace === true,
    failure: failed && !pending,
    offline: !online && visible !== undefined,
    locationBlocked: visible?.locationBlocked ?? false,
  };
}
