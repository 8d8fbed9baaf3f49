// A page of activity (spec 001 §2, §4 "Activity paging"): the list heading (focused after a page
// change), "Download CSV" when there are rows, the filters (issue #25) with what they show of this
// page, the rows (or placeholders until the first page is in) and the pagination; busy while the
// next page loads.
import type { RefObject } from 'react';
import { activityPageSize } from '../../../api/activity.ts';
import type { ActivityPageData } from '../../../api/hooks/activity.ts';
import { button } from '../../../ui/button.css.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ActivityFilters } from './ActivityFilters.tsx';
import { isFiltering, type ActivityFilter } from './activity-filters.ts';
import { ActivityList, ActivityPlaceholder, type RowClaims, type RowLinks } from './ActivityList.tsx';
import type { ActivityRow, ActivityT } from './activity-rows.ts';
import { pageHref } from './activity-rules.ts';
import * as css from './activity.css.ts';

interface ActivityListSectionProps {
  t: ActivityT;
  /** The page on screen; undefined until the first one is in. */
  data: ActivityPageData | undefined;
  /** The page's rows, and those the filters let through. */
  rows: readonly ActivityRow[];
  shownRows: readonly ActivityRow[];
  filter: ActivityFilter;
  onFilter: (filter: ActivityFilter) => void;
  /** The cards the card filter offers; whether statement credits are a status to filter by. */
  cards: readonly string[];
  credits: boolean;
  links: RowLinks;
  claims: RowClaims;
  busy: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The page's path, for the pagination's links. */
  path: string;
  onPage: (page: number) => void;
  onDownload: () => void;
}

/** "Showing 2 of 10 on this page.", and what to do when nothing matches. */
export function filterNote(t: ActivityT, shown: number, total: number): string {
  const showing = t('activity.filter.showing', { count: shown, total });
  return shown === 0 && total > 0 ? `${showing} ${t('activity.filter.none')}` : showing;
}

export function ActivityListSection(props: ActivityListSectionProps) {
  const { t, data, rows, shownRows, filter, onFilter, cards, credits, links, claims, busy, heading, path, onPage, onDownload } = props;
  const filtering = isFiltering(filter) && data !== undefined;
  return (
    <section aria-labelledby="activity-list-title" aria-busy={busy} className={css.page}>
      <div className={css.listHeader}>
        <h2 id="activity-list-title" className={css.listTitle} tabIndex={-1} ref={heading}>
          {t('activity.listTitle')}
        </h2>
        {rows.length > 0 && (
          <button type="button" className={button.secondary} onClick={onDownload} aria-describedby="activity-download-hint">
            {t('activity.download')}
          </button>
        )}
      </div>
      {rows.length > 0 && (
        <p id="activity-download-hint" className="visually-hidden">
          {t('activity.downloadHint')}
        </p>
      )}
      <ActivityFilters filter={filter} onChange={onFilter} credits={credits} cards={cards} t={t} />
      {/* Said politely by the page line too (ActivityIsland): one live region for the list. */}
      <p className={css.filterNote}>{filtering && filterNote(t, shownRows.length, rows.length)}</p>
      {data ? (
        <ActivityList rows={shownRows} links={links} claims={claims} t={t} busy={busy} />
      ) : (
        <>
          <p className="visually-hidden">{t('activity.loading')}</p>
          <ActivityPlaceholder count={activityPageSize} />
        </>
      )}
      {data && (
        <Pagination
          page={data.page}
          pages={data.pages}
          href={(page) => pageHref(path, page)}
          onPage={onPage}
          labels={{
            nav: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('activity.pageLink', { page }),
          }}
        />
      )}
    </section>
  );
}
