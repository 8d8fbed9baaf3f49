// Sign-in answered 409 FixCredentials (docs/api.md POST /api/Login): the member must update their
// email first. The identifier they typed goes to /fix_credentials in session storage (never the
// address: it may be an email), so that form starts filled in; the password is never stored.
import { fixCredentialsPath } from '../../site/paths.ts';
import { navigate } from '../../lib/navigate.ts';
import { readSession, removeSession, writeSession } from '../../lib/session-storage.ts';

export const fixCredentialsKey = 'fix_credentials_identifier';

export function sendToFixCredentials(identifier: string): void {
  writeSession(fixCredentialsKey, identifier.trim());
  navigate(fixCredentialsPath);
}

/** The identifier sign-in handed over, if any (kept until the fix succeeds, so a reload keeps it). */
export function readFixCredentialsIdentifier(): string | undefined {
  return readSession(fixCredentialsKey)?.trim() || undefined;
}

export function forgetFixCredentialsIdentifier(): void {
  removeSession(fixCredentialsKey);
}
