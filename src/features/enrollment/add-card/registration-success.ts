// "Card registration success" (spec 000 §3 browser-stored items): the last four digits of the cards
// step 2 linked, kept for the tab so step 3 (/card_added) can name them. Read back as untrusted:
// only four-digit strings count.
import { readSession, writeSession } from '../../../lib/session-storage.ts';

export const registrationSuccessKey = 'card_registration_success';

export function storeRegistrationSuccess(lastFours: readonly string[]): void {
  writeSession(registrationSuccessKey, JSON.stringify(lastFours));
}

export function readRegistrationSuccess(): string[] {
  try {
    const stored: unknown = JSON.parse(readSession(registrationSuccessKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string' && /^\d{4}$/.test(item)) : [];
  } catch {
    return [];
  }
}
