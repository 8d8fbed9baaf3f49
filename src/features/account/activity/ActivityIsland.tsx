// Reviews & History (/account/recent_activity; spec 001 §2, §4 "Activity paging", §8): the
// missing-rewards banner, the credit rewards panel for credit-currency partners, a page of activity
// with its pagination, the optional disclaimer, and the no-results view when there is nothing to
// show or the activity could not be loaded.
//
// A page of activity comes from the swr hook of src/api/hooks/activity.ts (the list, then the review
// statuses of the transactions it returned), keyed by source, page and visit, so an answer for
// another page is never drawn; the page on screen stays, busy, until the next one is in. The page
// number is in the address (?page=N; use-activity-address.ts): Back and Forward page too. After a
// page change focus moves to the list heading and "Page N of M" is announced politely. A 5xx on
// the list goes to /error and a 401 to /login (the client): the frame stays meanwhile.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import { activityPageSize, type ActivitySource } from '../../../api/activity.ts';
import { leavesPage } from '../../../api/client.ts';
import { useActivityPage, useCreditBalance } from '../../../api/hooks/activity.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member } from '../../../stores/member.ts';
import { button } from '../../../ui/button.css.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ActivityList, ActivityPlaceholder, type RowLinks } from './ActivityList.tsx';
import { MissingRewardsBanner, NoResults, type Help } from './ActivityParts.tsx';
import { activityRow, csvHeader, csvRecord, type ActivityRow } from './activity-rows.ts';
import { pageHref, reviewSurveyUrl, type ReviewSurvey } from './activity-rules.ts';
import type { ActivityCopy } from './copy-keys.ts';
import { balanceState, CreditBalancePanel } from './CreditBalancePanel.tsx';
import { useActivityAddress } from './use-activity-address.ts';
import * as css from './activity.css.ts';

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
  help: Help;
  review: ReviewSurvey;
  /** The page's path (/account/recent_activity). */
  path: string;
}

export default function ActivityIsland(props: ActivityIslandProps) {
  const { copy, currencyType, source, showBalance, maxCreditBalance, disclaimer, help, review, path } = props;
  const t = useMemo(() => copyReader(copy), [copy]);
  const { member } = useStore($member);
  const address = useActivityAddress(path);
  const list = useActivityPage(source, address.page, address.visit);
  const credit = useCreditBalance(showBalance);
  const heading = useRef<HTMLHeadingElement>(null);

  const { data, error, isLoading, isValidating } = list;
  const leaving = leavesPage(error);
  const failed = error !== undefined && !isValidating && !leaving;
  // This visit's page is in (not the previous one kept on screen while it loads).
  const ready = data !== undefined && !isLoading && error === undefined;
  const empty = ready && data.entries.length === 0;
  const showList = !failed && !empty;
  const busy = isValidating || leaving;

  const { shown, focus, focused } = address;
  useEffect(() => {
    if (ready) shown(data.page);
  }, [ready, data, shown]);
  useEffect(() => {
    if (!focus || !(ready || failed)) return;
    heading.current?.focus({ preventScroll: false });
    focused();
  }, [focus, ready, failed, focused]);

  const rows: ActivityRow[] = useMemo(
    () => (data ? data.entries.map((entry) => activityRow(entry, { t, currencyType, now: data.now, reviews: data.reviews })) : []),
    [data, t, currencyType],
  );
  const links: RowLinks = { help, review: (row) => reviewSurveyUrl(review, row.entry, member?.publicId, path) };
  // The page line ("Page 2 of 7") is the polite announcement of a page change; a failure is
  // announced through it too, while the error view says it on screen.
  const announcement = failed
    ? t('activity.errorTitle')
    : data && data.entries.length > 0
      ? t('activity.pageStatus', { page: data.page, pages: data.pages })
      : '';

  const download = async () => {
    if (!data || rows.length === 0) return;
    const { csvText, downloadCsv } = await import('./activity-csv.ts');
    const text = csvText(
      csvHeader(t),
      rows.map((row) => csvRecord(row, t, currencyType)),
    );
    downloadCsv(t('activity.csv.filename', { page: data.page }), text);
  };
  const retry = () => {
    address.wantFocus();
    void list.mutate();
  };

  return (
    <div className={css.page}>
      <MissingRewardsBanner help={help} t={t} />
      {showBalance && <CreditBalancePanel state={balanceState(credit)} max={maxCreditBalance} t={t} />}
      {showList && (
        <section aria-labelledby="activity-list-title" aria-busy={busy} className={css.page}>
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
              onPage={address.goTo}
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
      {!showList && <NoResults failed={failed} onRetry={retry} heading={heading} t={t} />}
      <p className={showList ? css.pageStatus : 'visually-hidden'} role="status">
        {announcement}
      </p>
      {disclaimer && <p className={css.disclaimer}>{disclaimer}</p>}
    </div>
  );
}
