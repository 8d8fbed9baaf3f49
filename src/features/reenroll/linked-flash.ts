// The re-enrollment success message outlives the page it was said on: the member goes to the account
// center next (a new page load), where the gate's script shows it once as a success toast.
import { readSession, removeSession, writeSession } from '../../lib/session-storage.ts';

export const linkedFlashKey = 'reenroll_linked';

export function storeLinkedFlash(message: string): void {
  writeSession(linkedFlashKey, message);
}

/** The stored message, removed as it is read (shown on one page only). Untrusted: text only, short. */
export function takeLinkedFlash(): string | null {
  const message = readSession(linkedFlashKey);
  if (message === null) return null;
  removeSession(linkedFlashKey);
  return message.length > 0 && message.length <= 300 ? message : null;
}
