// How many restaurants the phone's filter sheet would show (issue #24: "Show N restaurants"): the
// search shown with the sheet's draft filters, asked for one result (its `totalResultSize` is the
// count), a moment after the last change, so ticking three boxes asks once. Unknown (null) while it
// runs, before the first answer, or when the call fails; the button then says "Show restaurants".
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { publicQuery } from '../../api/hooks/swr-options.ts';
import { searchMerchants } from '../../api/merchants.ts';
import { locatedSearchRequest } from './search-request.ts';
import { searchToAddress, type Search, type SearchFilters } from './search-url.ts';

const settleMs = 350;

/** The count for `filters` on the search shown; `known` is the shown search's own total (no call). */
export function useFilterPreview(search: Search | null, filters: SearchFilters, active: boolean, known: number | null): number | null {
  const draft = search && { ...search, filters, pageNo: 1 };
  const address = draft ? searchToAddress(draft) : null;
  const shownAddress = search ? searchToAddress({ ...search, pageNo: 1 }) : null;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSettled(address), settleMs);
    return () => clearTimeout(timer);
  }, [active, address]);

  const asking = active && draft !== null && address !== shownAddress && settled === address;
  const { data } = useSWR(
    asking ? `search-count?${address}` : null,
    async () => {
      const request = await locatedSearchRequest(draft!);
      return (await searchMerchants({ ...request, pageSize: 1 })).totalResultSize;
    },
    publicQuery,
  );

  if (address === shownAddress) return known;
  return asking ? (data ?? null) : null;
}
