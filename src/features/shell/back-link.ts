// Where the navbar's "Back" link goes (spec 000 §2: "going back in browser history"): back when the
// page before this one in this tab was on this site — a link, a typed-in or bookmarked address —
// and to the home page (the link's own href) otherwise. document.referrer is empty for typed-in
// addresses, so every page notes itself in the tab's session storage, and each history entry keeps
// (in history.state) what the tab had noted when it was first shown. Where the Navigation API
// exists it answers exactly: it lists only this site's history entries adjacent to this one.

import { readSession, writeSession } from '../../lib/session-storage.ts';
import { isRecord } from '../../lib/is-record.ts';

/** Session storage: the last page of this site shown in this tab (per tab, per origin). */
export const tabPageKey = 'site_page_in_tab';
/** history.state key: whether this entry was reached from a page of this site. */
const entryKey = 'cameFromSite';

export interface BackContext {
  /** Navigation API: this entry's index among the site's history entries next to it; undefined without the API. */
  navigationIndex: number | undefined;
  historyLength: number;
  /** What the entry noted when first shown; undefined when it could not. */
  cameFromSite: boolean | undefined;
}

export function goesBack(context: BackContext): boolean {
  if (context.navigationIndex !== undefined && context.navigationIndex >= 0) return context.navigationIndex > 0;
  // A tab opened from this site may inherit its session storage, but never its history.
  return context.historyLength > 1 && context.cameFromSite === true;
}

/** At an entry's first showing: this tab showed a page of this site, and no other site linked here. */
export function arrivedFromSite(notedPage: string | null, referrer: string, origin: string): boolean {
  if (notedPage === null) return false;
  if (referrer === '') return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** Every page, once: decides for a new history entry (a reload or a return keeps its answer), then
 *  notes this page for the next one. */
export function notePageInTab(): void {
  const state: unknown = history.state;
  if (!isRecord(state) || typeof state[entryKey] !== 'boolean') {
    const cameFromSite = arrivedFromSite(readSession(tabPageKey), document.referrer, location.origin);
    // Other state (none today) is kept; a non-object state is left alone and the link goes home.
    if (state === null || isRecord(state)) history.replaceState({ ...state, [entryKey]: cameFromSite }, '');
  }
  writeSession(tabPageKey, location.pathname);
}

export function backContext(): BackContext {
  const state: unknown = history.state;
  const noted = isRecord(state) ? state[entryKey] : undefined;
  // Browsers without the API have no `navigation`; a page script may also have shadowed it.
  const navigation: Navigation | undefined = 'navigation' in window ? window.navigation : undefined;
  return {
    navigationIndex: navigation?.currentEntry?.index,
    historyLength: history.length,
    cameFromSite: typeof noted === 'boolean' ? noted : undefined,
  };
}
