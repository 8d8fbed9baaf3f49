// Which merchant the page shows: /merchants/{id} and /merchants/{id}/Order are one static page
// each (src/site/routes.ts), so the island reads the id from the address. Only a positive whole
// number is an id; anything else is "not found" without asking the API.

export interface MerchantRoute {
  /** Null when the address names no valid id. */
  id: number | null;
  order: boolean;
}

// Anchored, no nested quantifiers: linear on any input.
const pathPattern = /^\/merchants\/([^/]*)(\/Order)?\/?$/;
const idPattern = /^[1-9]\d{0,14}$/;

export function merchantRouteOf(pathname: string): MerchantRoute {
  const match = pathPattern.exec(pathname);
  const raw = match?.[1] ?? '';
  const id = idPattern.test(raw) ? Number(raw) : null;
  return { id: id !== null && Number.isSafeInteger(id) ? id : null, order: match?.[2] !== undefined };
}

/** The search location a link carried (`?location=`, e.g. from the search results), for the
 *  merchant's distance; the API's own limit is 100 characters. */
export function locationParam(search: string): string | undefined {
  const value = new URLSearchParams(search).get('location')?.trim();
  return value && value.length <= 100 && value !== 'undefined' ? value : undefined;
}

/** The merchant's page and its ordering page. */
export const merchantPath = (id: number): string => `/merchants/${id}`;
export const orderPath = (id: number): string => `/merchants/${id}/Order`;
