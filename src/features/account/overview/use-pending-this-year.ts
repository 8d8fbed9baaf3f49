// This year's pending amount (year-totals.ts) as an swr hook: the member's transactions read 100 to a
// page, newest first, until a page reaches back before January 1 (at most `maxPages` pages: a
// member with more rows this year sees the sum so far, marked incomplete). Member query rules.
import useSWR from 'swr';
import { activityEntryOf } from '../../../api/activity.ts';
import { transactionPageAnswer } from '../../../api/answers/transactionPage.ts';
import { readApi } from '../../../api/client.ts';
import { getTransactions } from '../../../api/contract/calls.ts';
import { memberQuery } from '../../../api/hooks/swr-options.ts';
import { pendingOf, reachesBefore, type PendingSum } from './year-totals.ts';

const pageSize = 100;
const maxPages = 20;

export async function loadPendingThisYear(year: number): Promise<PendingSum> {
  let amount = 0;
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    // Not the activity page's fetcher: a failure here is this figure's, not the page's (no /error).
    const page = await readApi(getTransactions, transactionPageAnswer, { query: { pageNo, resultsPerPage: pageSize } });
    const entries = page.data.map(activityEntryOf);
    amount += pendingOf(entries, year);
    if (reachesBefore(entries, year) || pageNo >= page.totalPages || entries.length === 0) {
      return { amount: Math.round(amount * 100) / 100, complete: true };
    }
  }
  return { amount: Math.round(amount * 100) / 100, complete: false };
}

export function usePendingThisYear() {
  const year = new Date().getUTCFullYear();
  return useSWR<PendingSum, unknown>(['member/pending', year], () => loadPendingThisYear(year), memberQuery);
}
