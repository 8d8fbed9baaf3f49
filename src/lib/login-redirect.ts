// The login redirect (spec 000 §3 "Browser-stored items"): the page a member was on when a member
// call answered 401, so signing in brings them back there. Kept for the tab (session storage) and
// only ever read back through sameOriginPath (redirect-target.ts): storage is untrusted input.
import { readSession, removeSession, writeSession } from './session-storage.ts';

export const loginRedirectKey = 'login_redirect';

export function rememberLoginRedirect(path: string): void {
  writeSession(loginRedirectKey, path);
}

/** The stored redirect, once: reading it clears it. */
export function takeLoginRedirect(): string | undefined {
  const value = readSession(loginRedirectKey);
  removeSession(loginRedirectKey);
  return value ?? undefined;
}
