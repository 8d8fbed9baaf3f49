// The pages the page step measures (issue #26): every page kind of the reference partner, each
// against its script-free twin. The account overview is measured signed in, as members see it.
import type { PageKind } from './goals.ts';

export interface BenchedPage {
  path: string;
  query?: string;
  /** The bundle page a runtime route is served from (_redirects), when not the path's own. */
  file?: string;
  kind: PageKind;
  /** Measured with this demo role signed in (docs/api.md "Demo sign-ins"). */
  signedIn?: string;
}

export const benchedPages: readonly BenchedPage[] = [
  { path: '/', kind: 'home' },
  { path: '/how-it-works', kind: 'content' },
  { path: '/earn/how-it-works', kind: 'content' }, // the FAQ
  { path: '/search', query: '?location=Chicago,+IL', kind: 'search' }, // the measured query
  { path: '/merchants/1001', file: '/merchants/_detail', kind: 'merchant' },
  { path: '/join', kind: 'form' },
  { path: '/login', kind: 'form' },
  { path: '/account/overview', kind: 'account', signedIn: 'card' },
];

export const labelOf = (page: BenchedPage): string => `${page.path}${page.query ?? ''}`;
/** The table's name of a page: its address, and who is signed in when someone is. */
export const rowLabelOf = (page: BenchedPage): string => labelOf(page) + (page.signedIn ? ` (${page.signedIn} signed in)` : '');

/** The pages `--only` names (by path, or path and query); all when it names none. */
export function selectPages(only: readonly string[] = [], pages: readonly BenchedPage[] = benchedPages): BenchedPage[] {
  if (!only.length) return [...pages];
  const unknown = only.filter((name) => !pages.some((page) => name === page.path || name === labelOf(page)));
  if (unknown.length) throw new Error(`--only ${unknown.join(', ')}: not a benched page (${pages.map(labelOf).join(', ')})`);
  return pages.filter((page) => only.includes(page.path) || only.includes(labelOf(page)));
}
