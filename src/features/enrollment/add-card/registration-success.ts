// "Card registration success" (spec 000 §3 browser-stored items): the cards step 2 linked (last four
// digits and brand), kept for the tab so step 3 (/card_added) can show them. Read back as untrusted:
// only four-digit endings count, a brand that is not a string is dropped, and the earlier form (a
// list of endings) still reads.
import { readSession, writeSession } from '../../../lib/session-storage.ts';
import { isRecord } from '../../../lib/is-record.ts';

export const registrationSuccessKey = 'card_registration_success';

export interface LinkedCard {
  lastFour: string;
  /** The brand code as the backend named it; '' when not known. */
  cardType: string;
}

export function storeRegistrationSuccess(cards: readonly LinkedCard[]): void {
  writeSession(registrationSuccessKey, JSON.stringify(cards.map(({ lastFour, cardType }) => ({ lastFour, cardType }))));
}

const isLastFour = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value);

function linkedCardOf(item: unknown): LinkedCard | null {
  if (isLastFour(item)) return { lastFour: item, cardType: '' };
  if (!isRecord(item) || !isLastFour(item['lastFour'])) return null;
  const cardType = item['cardType'];
  return { lastFour: item['lastFour'], cardType: typeof cardType === 'string' ? cardType.slice(0, 16) : '' };
}

export function readRegistrationSuccess(): LinkedCard[] {
  try {
    const stored: unknown = JSON.parse(readSession(registrationSuccessKey) ?? '[]');
    return Array.isArray(stored) ? stored.flatMap((item) => linkedCardOf(item) ?? []) : [];
  } catch {
    return [];
  }
}
