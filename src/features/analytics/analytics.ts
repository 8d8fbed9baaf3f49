// Analytics (spec 000 §7 "Other behaviour"): a page view 500 ms after the page loaded, posted as an
// impression event and pushed to the data layer; impressions (merchant carousels) batched for
// 150 ms into one POST /api/Impressions. Failures are swallowed (spec 000 §8).
import { postImpressions, type ImpressionFields } from '../../api/impressions.ts';

export const pageViewDelayMs = 500;
export const impressionDelayMs = 150;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let queue: ImpressionFields[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function send(events: ImpressionFields[]): Promise<void> {
  // postImpressions never rejects; the guard keeps a broken page setting from surfacing here.
  return postImpressions(events).catch(() => undefined);
}

/** Queues an impression event; everything queued within 150 ms goes out in one call. */
export function trackImpression(event: ImpressionFields): void {
  queue.push(event);
  timer ??= setTimeout(() => void flushImpressions(), impressionDelayMs);
}

/** Sends the queued impressions now (also on pagehide, so the last ones are not lost). */
export function flushImpressions(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  return events.length ? send(events) : Promise.resolve();
}

/** Records a page view: the data layer's pageview event and an impression event. Only the path,
 *  never the query (it can hold an email or a public id). */
export function trackPageView(path: string = location.pathname): Promise<void> {
  try {
    (window.dataLayer ??= []).push({ event: 'pageview', page: path });
  } catch {
    // a foreign dataLayer that is not an array: analytics must never break the page
  }
  return send([{ eventType: 'pageview', path }]);
}

let started = false;

/** Page views 500 ms after load, and again when the page is restored from the back-forward cache. */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  const later = (): void => void setTimeout(() => void trackPageView(), pageViewDelayMs);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
  addEventListener('pageshow', (event) => {
    if (event.persisted) later();
  });
  addEventListener('pagehide', () => void flushImpressions());
}
