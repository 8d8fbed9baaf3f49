// Which merchant the page shows: /merchants/{id} and /merchants/{id}/Order are one static page
// each (src/site/routes.ts), so the island reads the id from the address. Ids are strings in the
// product (a backend may send numbers or strings, CONTRACTS §4): a segment of letters, digits and
// `._~-` starting with a letter or digit is an id; anything else (the static pages' own `_detail`
// and `_order` names, markup, an empty or overlong segment) is "not found" without asking the API.

export interface MerchantRoute {
  /** Null when the address names no valid id. */
  id: string | null;
  order: boolean;
}

// Anchored, no nested quantifiers: linear on any input.
const pathPattern = /^\/merchants\/([^/]*)(\/Order)?\/?$/;
const idPattern = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,63}$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function merchantRouteOf(pathname: string): MerchantRoute {
  const match = pathPattern.exec(pathname);
  const id = decoded(match?.[1] ?? '');
  return { id: idPattern.test(id) ? id : null, order: match?.[2] !== undefined };
}

/** The search location a link carried (`?location=`, e.g. from the search results), for the
 *  merchant's distance; the API's own limit is 100 characters. */
export function locationParam(search: string): string | undefined {
  const value = new URLSearchParams(search).get('location')?.trim();
  return value && value.length <= 100 && value !== 'undefined' ? value : undefined;
}

/** The merchant's page and its ordering page. */
export const merchantPath = (id: string): string => `/merchants/${encodeURIComponent(id)}`;
export const orderPath = (id: string): string => `${merchantPath(id)}/Order`;
