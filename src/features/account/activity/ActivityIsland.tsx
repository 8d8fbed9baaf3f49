// Reviews & History (/account/recent_activity; spec 001 §2, §4 "Activity paging", §8): the
// missing-rewards banner, the year's totals (issue #25), the credit rewards panel for
// credit-currency partners, a page of activity with its filters and pagination, the optional
// disclaimer, and the no-results view when there is nothing to show or the activity could not be
// loaded. This file decides which shows and holds the filters and the claims sent from the page;
// the page of activity is ActivityListSection.tsx, its CSV download download-activity.ts.
//
// A page of activity comes from the swr hook of src/api/hooks/activity.ts (the list, then the review
// statuses of the transactions it returned), keyed by source, page and visit, so an answer for
// another page is never drawn; the page on screen stays, busy, until the next one is in. The page
// number is in the address (?page=N; use-activity-address.ts): Back and Forward page too. After a
// page change focus moves to the list heading and "Page N of M" is announced politely. A 5xx on
// the list goes to /error and a 401 to /login (the client): the frame stays meanwhile.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { ActivitySource } from '../../../api/activity.ts';
import { leavesPage } from '../../../api/client.ts';
import { useActivityPage, useCreditBalance, useYearTransactions } from '../../../api/hooks/activity.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member } from '../../../stores/member.ts';
import type { RowClaims, RowLinks } from './ActivityList.tsx';
import { ActivityListSection, filterNote } from './ActivityListSection.tsx';
import { MissingRewardsBanner, NoResults, type Help } from './ActivityParts.tsx';
import { cardOptions, isFiltering, matchesFilter, noFilter, type ActivityFilter } from './activity-filters.ts';
import { activityRow, type ActivityRow } from './activity-rows.ts';
import { yearTotalsOf } from './activity-totals.ts';
import { reviewSurveyUrl, type ReviewSurvey } from './activity-rules.ts';
import type { ActivityCopy } from './copy-keys.ts';
import { balanceState, CreditBalancePanel } from './CreditBalancePanel.tsx';
import { downloadActivityPage } from './download-activity.ts';
import { useActivityAddress } from './use-activity-address.ts';
import { totalsStateOf, YearTotalsPanel } from './YearTotalsPanel.tsx';
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
  /** Where the banner's "Report a missing reward" goes (customer support); null when the copy gives
   *  no usable address. The rows report through the claim form instead. */
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
  const year = useYearTransactions();
  const heading = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<ActivityFilter>(noFilter);
  // Claims sent from this page (the answer carries the older ones): transaction id → when.
  const [claims, setClaims] = useState<ReadonlyMap<string, string>>(new Map());
  const [justSent, setJustSent] = useState<string | null>(null);
  const onSent = useCallback((id: string, at: string) => {
    setClaims((sent) => new Map(sent).set(id, at));
    setJustSent(id);
  }, []);

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
    () => (data ? data.entries.map((entry) => activityRow(entry, { t, currencyType, now: data.now, reviews: data.reviews, claims })) : []),
    [data, t, currencyType, claims],
  );
  const shownRows = useMemo(() => rows.filter((row) => matchesFilter(row.entry, filter)), [rows, filter]);
  const totals = useMemo(() => (year.data ? yearTotalsOf(year.data.transactions, year.data.now) : null), [year.data]);
  const cards = useMemo(() => cardOptions(totals?.cards ?? [], data?.entries ?? [], filter.card), [totals, data, filter.card]);
  const links: RowLinks = { review: (row) => reviewSurveyUrl(review, row.entry, member?.publicId, path) };
  const rowClaims: RowClaims = { onSent, justSent };
  // The page line ("Page 2 of 7") is the polite announcement of a page change; a failure is
  // announced through it too, while the error view says it on screen.
  const announcement = failed
    ? t('activity.errorTitle')
    : data && data.entries.length > 0
      ? t('activity.pageStatus', { page: data.page, pages: data.pages })
      : '';

  const download = () => {
    if (!data || rows.length === 0) return;
    void downloadActivityPage(rows, data.page, t, currencyType);
  };
  const retry = () => {
    address.wantFocus();
    void list.mutate();
  };

  return (
    <div className={css.page}>
      <MissingRewardsBanner help={help} t={t} />
      <YearTotalsPanel state={totalsStateOf(totals, year.error)} currencyType={currencyType} t={t} />
      {showBalance && <CreditBalancePanel state={balanceState(credit)} max={maxCreditBalance} t={t} />}
      {showList && (
        <ActivityListSection
          t={t}
          data={data}
          rows={rows}
          shownRows={shownRows}
          filter={filter}
          onFilter={setFilter}
          cards={cards}
          credits={source === 'transactionsAndCredits'}
          links={links}
          claims={rowClaims}
          busy={busy}
          heading={heading}
          path={path}
          onPage={address.goTo}
          onDownload={download}
        />
      )}
      {!showList && <NoResults failed={failed} onRetry={retry} heading={heading} t={t} />}
      <p className={showList ? css.pageStatus : 'visually-hidden'} role="status">
        {showList && data && isFiltering(filter) && (
          <span className="visually-hidden">{filterNote(t, shownRows.length, rows.length)} </span>
        )}
        {announcement}
      </p>
      {disclaimer && <p className={css.disclaimer}>{disclaimer}</p>}
    </div>
  );
}
