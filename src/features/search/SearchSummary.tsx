// The phone's one-line summary of the search shown ("Chicago, IL · Filters (2)", then "Change"), the
// button that opens the folded form again (issue #24). Always in the markup, its text empty until the
// island runs, so its showing moves nothing; search.css.ts shows it only while the form is folded.
import type { CopyReader } from '../../lib/element-copy.ts';
import { activeFilterCount } from './filter-toggles.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { searchFormId } from './SearchForm.tsx';
import { searchSummary } from './search-summary.ts';
import type { Search } from './search-url.ts';
import * as css from './search.css.ts';

export interface SearchSummaryProps {
  /** The search shown; null before the island runs. */
  shown: Search | null;
  /** The answer's "City, ST" ('' when none). */
  place: string;
  t: CopyReader<SearchCopyKey>;
  onOpen: () => void;
}

export function SearchSummary({ shown, place, t, onOpen }: SearchSummaryProps) {
  const text = shown ? searchSummary({ ...shown, filterCount: activeFilterCount(shown.filters), place }, t) : '';
  return (
    <button type="button" className={css.summary} aria-expanded="false" aria-controls={searchFormId} onClick={onOpen}>
      <span className={css.summaryText}>{text}</span>
      <span className={css.summaryAction}>{t('search.summaryChange')}</span>
    </button>
  );
}
