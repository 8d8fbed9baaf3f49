// The results side of the search island: the heading with its status line (the range or count, near
// the place), the notices, and the page of cards, or placeholders while there is nothing to draw yet.
import type { Ref } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { searchPageSize } from '../../api/merchants.ts';
import type { CardContext } from '../merchant-card/public.ts';
import { activeFilterCount } from './filter-toggles.ts';
import { PlaceNotices } from './PlaceNotices.tsx';
import { resultsCountText } from './results-heading.ts';
import { ResultsList } from './ResultsList.tsx';
import type { ResultsView } from './results-view.ts';
import type { SearchAnswer } from './run-search.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { noFilters, type Search } from './search-url.ts';
import { SearchNotices } from './SearchNotices.tsx';
import * as css from './search.css.ts';

export interface ResultsPaneProps {
  view: ResultsView;
  /** The results drawn (see results-view.ts). */
  visible: SearchAnswer | undefined;
  pending: boolean;
  online: boolean;
  /** The results' heading: paging moves focus to it. */
  headingRef: Ref<HTMLHeadingElement>;
  shown: Search;
  context: CardContext;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPage: (pageNo: number) => void;
  onRetry: () => void;
  /** A search from a notice's way on (a suggested place, near me, without filters). */
  onSearch: (search: Search) => void;
  onNearMe: () => void;
  t: CopyReader<SearchCopyKey>;
}

function statusText(view: ResultsView, visible: SearchAnswer | undefined, pageNo: number, t: CopyReader<SearchCopyKey>): string {
  if (view.status === 'loading') return t('search.loading');
  if (view.status === 'none') return '';
  const total = visible?.totalResultSize ?? 0;
  return resultsCountText({ pageNo, pageSize: searchPageSize, total, place: visible?.origin?.cityState ?? '' }, t);
}

export function ResultsPane(props: ResultsPaneProps) {
  const { view, visible, pending, t } = props;
  return (
    <section className={css.listPane} aria-labelledby="search-results-heading" aria-busy={pending || undefined}>
      <div className={css.resultsHeader}>
        <h2 id="search-results-heading" ref={props.headingRef} tabIndex={-1} className={css.resultsHeading}>
          {t('search.resultsLabel')}
        </h2>
        <p className={css.count} role="status">
          {statusText(view, visible, props.shown.pageNo, t)}
        </p>
      </div>
      <SearchNotices view={view} online={props.online} t={t} onRetry={props.onRetry} />
      <PlaceNotices
        unknownPlace={view.unknownPlace}
        empty={view.empty}
        shown={props.shown}
        suggestions={visible?.suggestions ?? []}
        filtersOn={activeFilterCount(props.shown.filters) > 0}
        t={t}
        onSearch={props.onSearch}
        onNearMe={props.onNearMe}
        onClearFilters={() => props.onSearch({ ...props.shown, filters: { ...noFilters, sortBy: props.shown.filters.sortBy }, pageNo: 1 })}
      />
      {view.cards && visible ? (
        <ResultsList
          merchants={visible.merchants}
          totalPages={visible.totalPages}
          shown={props.shown}
          busy={pending}
          context={props.context}
          selectedId={props.selectedId}
          onSelect={props.onSelect}
          onPage={props.onPage}
          t={t}
        />
      ) : (
        view.skeleton && (
          <ul className={css.list} aria-hidden="true">
            {[0, 1, 2].map((n) => (
              // The first row's picture box shows the first result's picture as soon as the page's
              // head has it (early-requests.ts), before this island has run.
              <li key={n} className={css.skeleton}>
                {n === 0 && <span className={css.skeletonPicture} />}
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
