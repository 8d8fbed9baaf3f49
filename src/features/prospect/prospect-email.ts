// "Carries the email in navigation state" (spec 000 §2 "Home and discover entry") in a static
// multi-page site: the home form stores the email in sessionStorage for the page it navigates to,
// and that page's form reads it with readProspectEmail(). Only when storage is unavailable (some
// private modes, storage disabled) does the email travel in the address as `?email=`: an address
// ends up in server logs, history and analytics, so it is the fallback, not the rule.

export const prospectEmailKey = 'prospect-email';

interface StoredEmail {
  email: string;
  /** The path the email was meant for (/join or /login). */
  to: string;
}

const pathOf = (path: string): string => path.replace(/\/+$/, '') || '/';

/** Remembers `email` for the page at `to` and answers the URL to navigate to. */
export function prospectEmailUrl(to: string, email: string): string {
  try {
    sessionStorage.setItem(prospectEmailKey, JSON.stringify({ email, to: pathOf(to) } satisfies StoredEmail));
    return to;
  } catch {
    return `${to}?email=${encodeURIComponent(email)}`;
  }
}

/**
 * The email the home form sent this page (join or login prefill): `?email=` first, else the stored
 * one if it was meant for this path. Undefined when there is none.
 */
export function readProspectEmail(where: Pick<Location, 'pathname' | 'search'> = location): string | undefined {
  const fromAddress = new URLSearchParams(where.search).get('email')?.trim();
  if (fromAddress) return fromAddress;
  try {
    const stored = JSON.parse(sessionStorage.getItem(prospectEmailKey) ?? 'null') as Partial<StoredEmail> | null;
    if (stored && typeof stored.email === 'string' && stored.to === pathOf(where.pathname)) return stored.email;
  } catch {
    // no storage or a foreign value: nothing to prefill
  }
  return undefined;
}

/** Forgets the stored email (e.g. once enrollment or sign-in succeeded). */
export function clearProspectEmail(): void {
  try {
    sessionStorage.removeItem(prospectEmailKey);
  } catch {
    // no storage: nothing stored
  }
}
