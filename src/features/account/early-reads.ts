// The account pages' own lists, asked for from the document's head with the member (issue #26,
// src/api/early-requests.ts): what each page's island asks first when the address has no query.
// Built from the same calls and page sizes the islands use; e2e/early-data.spec.ts checks, signed
// in at three partners, that every one of them is taken by the island and none is asked twice.
import { activityPageSize } from '../../api/activity.ts';
import { getActivity, getCards, getDineSummary, getTransactions } from '../../api/contract/calls.ts';
import { yearPageSize } from '../../api/hooks/activity.ts';
import type { View } from '../../site/routes.ts';
import type { Site } from '../../site/types.ts';

/** API paths (with their query) the account page of `view` reads on arrival. */
export function accountEarlyReads(view: View, site: Site): string[] {
  switch (view) {
    case 'account-overview':
      return [getDineSummary.path, getCards.path];
    case 'account-cards':
      return [getCards.path];
    case 'account-activity': {
      // ActivityPage.astro's source rule: credit partners list transactions and statement credits.
      const list = site.settings.currencyType === 'Credit' ? getActivity : getTransactions;
      // The page shown, and the first page of the year's totals (useYearTransactions).
      return [
        `${list.path}?pageNo=1&resultsPerPage=${activityPageSize}`,
        `${getTransactions.path}?pageNo=1&resultsPerPage=${yearPageSize}`,
      ];
    }
    default:
      return [];
  }
}
