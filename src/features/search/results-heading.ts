// The results' status line (issue #24): which results of how many, near where. A page of a longer
// list says its range ("16–30 of 136 restaurants near Chicago, IL"); a list that fits one page says
// the plain count ("12 restaurants near Chicago, IL", "1 restaurant"). Pure.
import type { CopyReader } from '../../lib/element-copy.ts';

type CountKey = 'search.resultCount' | 'search.resultCountOne' | 'search.resultRange' | 'search.resultsNear';

export interface ResultsCount {
  /** The page shown, from 1. */
  pageNo: number;
  pageSize: number;
  /** Every result of the search, on all pages. */
  total: number;
  /** The search centre's "City, ST"; '' when the answer named none. */
  place: string;
}

/** The first and last result on the page, or null when the page holds them all (or is past the end). */
export function resultRange({ pageNo, pageSize, total }: ResultsCount): { first: number; last: number } | null {
  if (total <= pageSize || pageSize < 1) return null;
  const first = (pageNo - 1) * pageSize + 1;
  if (first > total || first < 1) return null;
  return { first, last: Math.min(pageNo * pageSize, total) };
}

export function resultsCountText(count: ResultsCount, t: CopyReader<CountKey>): string {
  const range = resultRange(count);
  const countText = range
    ? t('search.resultRange', { first: range.first, last: range.last, count: count.total })
    : count.total === 1
      ? t('search.resultCountOne')
      : t('search.resultCount', { count: count.total });
  return count.place ? t('search.resultsNear', { count: countText, place: count.place }) : countText;
}
