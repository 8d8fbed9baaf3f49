// POST /api/Impressions (spec 000 §7): analytics events; failures are swallowed (spec 000 §8).
import { api } from './client.ts';
import { postImpressions as postImpressionsCall } from './contract/calls.ts';
import type { ImpressionEvent } from './contract/impressions.ts';

/** The event's own fields; channel, dateTime and userAgent are added here. */
export type ImpressionFields = Record<string, unknown>;

export function impressionEvent(fields: ImpressionFields, now: Date = new Date()): ImpressionEvent {
  return { ...fields, channel: 'web', dateTime: now.toISOString(), userAgent: navigator.userAgent };
}

/** Never rejects. keepalive so a page-view event still lands when the visitor navigates on. */
export async function postImpressions(events: readonly ImpressionFields[]): Promise<void> {
  if (!events.length) return;
  const now = new Date();
  try {
    await api(postImpressionsCall, { body: events.map((fields) => impressionEvent(fields, now)), keepalive: true });
  } catch {
    // Impression failures are swallowed silently (spec 000 §8).
  }
}
