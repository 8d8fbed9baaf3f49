// The results side of the search island: the heading with its status line (the count, near the
// place), the notices, and the page of cards, or placeholders while there is nothing to draw yet.
import type { Ref } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import type { CardContext } from '../merchant-card/public.ts';
import { ResultsList } from './ResultsList.tsx';
import type { ResultsView } from './results-view.ts';
import type { SearchAnswer } from './run-search.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import type { Search } from './search-url.ts';
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
  t: CopyReader<SearchCopyKey>;
}

function statusText(view: ResultsView, visible: SearchAnswer | undefined, t: CopyReader<SearchCopyKey>): string {
  if (view.status === 'loading') return t('search.loading');
  if (view.status === 'none') return '';
  const count = visible?.totalResultSize ?? 0;
  const countText = count === 1 ? t('search.resultCountOne') : t('search.resultCount', { count });
  const place = visible?.origin?.cityState;
  return place ? t('search.resultsNear', { count: countText, place }) : countText;
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
          {statusText(view, visible, t)}
        </p>
      </div>
      <SearchNotices view={view} online={props.online} t={t} onRetry={props.onRetry} />
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
              <li key={n} className={css.skeleton} />
            ))}
          </ul>
        )
      )}
    </section>
  );
}
