// Reviews & History (/account/recent_activity; spec 001 §2, §4 "Activity paging", §8): the
// missing-rewards banner, the credit rewards panel for credit-currency partners, a page of activity
// with its pagination, the optional disclaimer, and the no-results view when there is nothing to
// show or the activity could not be loaded.
//
// A page of activity is: the list request (transactions and statement credits for credit partners,
// transactions for the others), then the review statuses of the transactions it returned; the page
// is drawn once both have answered, so review links do not pop in under the reader. The page number
// is in the address (?page=N): Back and Forward page too. After a page change focus moves to the
// list heading and "Page N of M" is announced politely.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import {
  activityPageSize,
  fetchActivityPage,
  fetchCreditBalance,
  fetchReviewStatuses,
  type ActivityEntry,
  type ActivitySource,
} from '../../../api/activity.ts';
import { ApiError } from '../../../api/client.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member } from '../../../stores/member.ts';
import { button } from '../../../ui/button.css.ts';
import { ActivityList, ActivityPlaceholder, type RowLinks } from './ActivityList.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { activityRow, csvHeader, csvRecord, type ActivityRow } from './activity-rows.ts';
import { pageFromSearch, pageHref, reviewSurveyUrl, type ReviewSurvey } from './activity-rules.ts';
import type { ActivityCopy } from './copy-keys.ts';
import { CreditBalancePanel, type BalanceState } from './CreditBalancePanel.tsx';
import * as css from './activity.css.ts';

/** A list request that has not answered by then shows the error view with its retry. */
export const activityTimeoutMs = 15_000;

export interface ActivityIslandProps {
  copy: ActivityCopy;
  currencyType: CurrencyType;
  /** Spec 001 §6: credit-currency partners get card-based activity (transactions and credits). */
  source: ActivitySource;
  /** Spec 001 §6: credit-currency partners get the balance panel. */
  showBalance: boolean;
  /** The breakpoint the balance is paid at (copy activity.balance.max as a number). */
  maxCreditBalance: number;
  /** The optional disclaimer (copy activity.disclaimer); null when not shown. */
  disclaimer: string | null;
  /** Where "Report a missing reward" goes; null when the copy gives no usable address. */
  help: { href: string; newTab: boolean } | null;
  review: ReviewSurvey;
  /** The page's path (/account/recent_activity). */
  path: string;
}

interface PageData {
  page: number;
  pages: number;
  entries: ActivityEntry[];
  reviews: Map<number, boolean>;
  /** When the page answered: the rules' "now". */
  now: number;
}

type ListState =
  | { status: 'loading'; data: PageData | null }
  | { status: 'ready'; data: PageData }
  | { status: 'failed'; data: PageData | null; page: number };

const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export default function ActivityIsland(props: ActivityIslandProps) {
  const { copy, currencyType, source, showBalance, maxCreditBalance, disclaimer, help, review, path } = props;
  const t = useMemo(() => copyReader(copy), [copy]);
  const { member } = useStore($member);
  const [list, setList] = useState<ListState>({ status: 'loading', data: null });
  const [balance, setBalance] = useState<BalanceState>({ status: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const latest = useRef(0);

  /** Loads a page: the list, then the review statuses of its transactions (spec 001 §4). */
  const load = useCallback(
    async (page: number, options: { focus: boolean }) => {
      const request = ++latest.current;
      const current = () => request === latest.current;
      setList((previous) => ({ status: 'loading', data: previous.data }));
      try {
        let pageNo = page;
        let answer = await fetchActivityPage({
          source,
          pageNo,
          resultsPerPage: activityPageSize,
          signal: AbortSignal.timeout(activityTimeoutMs),
        });
        // An address past the last page (a bookmark from when there was more): show the last page.
        if (current() && answer.totalPages > 0 && pageNo > answer.totalPages) {
          pageNo = answer.totalPages;
          history.replaceState(history.state, '', pageHref(path, pageNo) + location.hash);
          answer = await fetchActivityPage({
            source,
            pageNo,
            resultsPerPage: activityPageSize,
            signal: AbortSignal.timeout(activityTimeoutMs),
          });
        }
        if (!current()) return;
        const ids = answer.entries.filter((entry) => entry.kind === 'transaction').map((entry) => entry.id);
        // Unknown statuses offer no review link; the page itself still shows.
        const reviews = await fetchReviewStatuses(ids, AbortSignal.timeout(activityTimeoutMs)).catch((error: unknown) => {
          if (isSignedOut(error)) throw error;
          return new Map<number, boolean>();
        });
        if (!current()) return;
        const pages = Math.max(answer.totalPages, answer.entries.length > 0 ? pageNo : 0);
        setList({ status: 'ready', data: { page: pageNo, pages, entries: answer.entries, reviews, now: Date.now() } });
        setAnnouncement(answer.entries.length > 0 ? t('activity.pageStatus', { page: pageNo, pages }) : '');
      } catch (error) {
        if (!current()) return;
        // Signed out: the client is already on its way to /login; keep the frame until it leaves.
        if (isSignedOut(error)) return;
        setList((previous) => ({ status: 'failed', data: previous.data, page }));
        setAnnouncement(t('activity.errorTitle'));
      }
      if (options.focus) setFocusRequest((n) => n + 1);
    },
    [source, path, t],
  );

  useEffect(() => {
    void load(pageFromSearch(location.search), { focus: false });
    const onPopState = () => void load(pageFromSearch(location.search), { focus: true });
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [load]);

  useEffect(() => {
    if (!showBalance) return;
    fetchCreditBalance(AbortSignal.timeout(activityTimeoutMs)).then(
      (value) => setBalance({ status: 'ready', balance: value }),
      (error: unknown) => {
        if (!isSignedOut(error)) setBalance({ status: 'failed' });
      },
    );
  }, [showBalance]);

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus({ preventScroll: false });
  }, [focusRequest]);

  const goTo = (page: number) => {
    history.pushState(history.state, '', pageHref(path, page));
    void load(page, { focus: true });
  };

  const data = list.data;
  const rows: ActivityRow[] = useMemo(
    () => (data ? data.entries.map((entry) => activityRow(entry, { t, currencyType, now: data.now, reviews: data.reviews })) : []),
    [data, t, currencyType],
  );
  const links: RowLinks = {
    help,
    review: (row) => reviewSurveyUrl(review, row.entry, member?.publicId, path),
  };

  const download = async () => {
    if (!data || rows.length === 0) return;
    const { csvText, downloadCsv } = await import('./activity-csv.ts');
    const text = csvText(
      csvHeader(t),
      rows.map((row) => csvRecord(row, t, currencyType)),
    );
    downloadCsv(t('activity.csv.filename', { page: data.page }), text);
  };

  const failed = list.status === 'failed';
  const empty = list.status === 'ready' && list.data.entries.length === 0;
  const showList = !failed && !empty;

  return (
    <div className={css.page}>
      <p className={css.banner}>
        {t('activity.missingRewards')}
        {help && (
          <>
            {' '}
            <a href={help.href} {...(help.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t('activity.reportMissing')}
              {help.newTab && <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>}
            </a>
          </>
        )}
      </p>

      {showBalance && <CreditBalancePanel state={balance} max={maxCreditBalance} t={t} />}

      {showList && (
        <section aria-labelledby="activity-list-title" aria-busy={list.status === 'loading'} className={css.page}>
          <div className={css.listHeader}>
            <h2 id="activity-list-title" className={css.listTitle} tabIndex={-1} ref={heading}>
              {t('activity.listTitle')}
            </h2>
            {rows.length > 0 && (
              <button type="button" className={button.secondary} onClick={() => void download()} aria-describedby="activity-download-hint">
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
            <ActivityList rows={rows} links={links} t={t} busy={list.status === 'loading'} />
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
              onPage={goTo}
              labels={{
                nav: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('activity.pageLink', { page }),
              }}
            />
          )}
        </section>
      )}

      {(failed || empty) && (
        <section className={css.noResults} aria-labelledby="activity-none-title">
          <h2 id="activity-none-title" className={css.noResultsTitle} tabIndex={-1} ref={heading}>
            {failed ? t('activity.errorTitle') : t('activity.emptyTitle')}
          </h2>
          <p>{failed ? t('activity.errorTagline') : t('activity.emptyTagline')}</p>
          <div className={css.actions}>
            {failed && (
              <button type="button" className={button.primary} onClick={() => void load(list.page, { focus: true })}>
                {t('activity.retry')}
              </button>
            )}
            <a className={failed ? button.secondary : button.primary} href="/search">
              {t('activity.emptyButton')}
            </a>
          </div>
        </section>
      )}

      {/* The page line ("Page 2 of 7") is the polite announcement of a page change; a failure is
          announced through it too, while the error view says it on screen. */}
      <p className={showList ? css.pageStatus : 'visually-hidden'} role="status">
        {announcement}
      </p>

      {disclaimer && <p className={css.disclaimer}>{disclaimer}</p>}
    </div>
  );
}
