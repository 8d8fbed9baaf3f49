// A page of activity (spec 001 §2, §4 "Activity paging"): the list heading (focused after a page
// change), "Download CSV" when there are rows, the rows (or placeholders until the first page is
// in) and the pagination; busy while the next page loads.
import type { RefObject } from 'react';
import { activityPageSize } from '../../../api/activity.ts';
import type { ActivityPageData } from '../../../api/hooks/activity.ts';
import { button } from '../../../ui/button.css.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ActivityList, ActivityPlaceholder, type RowLinks } from './ActivityList.tsx';
import type { ActivityRow, ActivityT } from './activity-rows.ts';
import { pageHref } from './activity-rules.ts';
import * as css from './activity.css.ts';

interface ActivityListSectionProps {
  t: ActivityT;
  /** The page on screen; undefined until the first one is in. */
  data: ActivityPageData | undefined;
  rows: readonly ActivityRow[];
  links: RowLinks;
  busy: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The page's path, for the pagination's links. */
  path: string;
  onPage: (page: number) => void;
  onDownload: () => void;
}

export function ActivityListSection({ t, data, rows, links, busy, heading, path, onPage, onDownload }: ActivityListSectionProps) {
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
      {data ? (
        <ActivityList rows={rows} links={links} t={t} busy={busy} />
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
