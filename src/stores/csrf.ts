// CSRF token (spec 000 §4 "CSRF", §8, §9): fetched once at start-up with 5 retries, never stale;
// a placeholder is stored if no token arrived within 35 s.
import { atom } from 'nanostores';
import { setCsrfHooks } from '../api/client.ts';
import { fetchCsrfToken } from '../api/session.ts';
import { clientCopy } from '../lib/runtime-config.ts';
import { showToast } from './toasts.ts';

/** Stored when the token never arrived; the server rejects it, which shows the CSRF error toast. */
export const csrfPlaceholder = 'csrf-unavailable';
export const csrfRetries = 5;
export const csrfFallbackMs = 35_000;
/** Retry n waits 500 ms · 2^n (0.5, 1, 2, 4, 8 s): all retries fit well inside the 35 s fallback. */
export const csrfRetryBaseMs = 500;

export const $csrfToken = atom<string | undefined>(undefined);

let prefetch: Promise<string | undefined> | undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the token fetch once per page; resolves with the stored token once it settles. */
export function prefetchCsrf(): Promise<string | undefined> {
  if (prefetch) return prefetch;
  const fallback = setTimeout(() => {
    if (!$csrfToken.get()) $csrfToken.set(csrfPlaceholder);
  }, csrfFallbackMs);
  prefetch = (async () => {
    for (let attempt = 0; attempt <= csrfRetries; attempt++) {
      if (attempt) await wait(csrfRetryBaseMs * 2 ** (attempt - 1));
      try {
        const token = await fetchCsrfToken();
        clearTimeout(fallback);
        $csrfToken.set(token);
        return token;
      } catch {
        // retried below; after the last attempt the 35 s fallback decides
      }
    }
    return $csrfToken.get();
  })();
  return prefetch;
}

/** The token for a CSRF call: the stored one, else whatever the start-up prefetch settles on. */
export async function csrfToken(): Promise<string | undefined> {
  return $csrfToken.get() ?? (await prefetchCsrf());
}

/** A CSRF call failed (403): with the placeholder stored, tell the visitor to refresh (spec 000 §8). */
export function reportCsrfFailure(status: number): void {
  if ($csrfToken.get() === csrfPlaceholder) showToast({ type: 'error', message: clientCopy('toast.csrfError', { code: status }) });
}

/** Plugs the token into the API client's CSRF calls (spec 000 §7). bootRuntime calls it first. */
export function registerCsrfHooks(): void {
  setCsrfHooks({ token: csrfToken, failed: reportCsrfFailure });
}
