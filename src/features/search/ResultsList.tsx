// One page of results: the cards (selection shared with the map) and the page links, which are real
// links to each page's address and page in place once the island runs.
import type { Merchant } from '../../api/merchants.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import type { CardContext } from '../merchant-card/public.ts';
import { ResultCard } from './ResultCard.tsx';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { searchToAddress, type Search } from './search-url.ts';
import * as css from './search.css.ts';

export interface ResultsListProps {
  merchants: readonly Merchant[];
  totalPages: number;
  /** The search shown: its page, and the address of each other page. */
  shown: Search;
  /** The next search is running: the list dims. */
  busy: boolean;
  context: CardContext;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPage: (pageNo: number) => void;
  t: CopyReader<SearchCopyKey>;
}

export function ResultsList({ merchants, totalPages, shown, busy, context, selectedId, onSelect, onPage, t }: ResultsListProps) {
  return (
    <>
      <ol className={`${css.list} ${busy ? css.busy : ''}`} aria-labelledby="search-results-heading">
        {merchants.map((merchant) => (
          <ResultCard key={merchant.id} merchant={merchant} context={context} selected={merchant.id === selectedId} onSelect={onSelect} />
        ))}
      </ol>
      <Pagination
        page={shown.pageNo}
        pages={totalPages}
        href={(pageNo) => `/search?${searchToAddress({ ...shown, pageNo })}`}
        onPage={onPage}
        labels={{
          nav: t('search.pagination'),
          previous: t('search.previousPage'),
          next: t('search.nextPage'),
          page: (page) => t('search.page', { page }),
        }}
      />
    </>
  );
}
