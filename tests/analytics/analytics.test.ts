// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postImpressions } from '../../src/api/impressions.ts';

vi.mock('../../src/api/impressions.ts', () => ({ postImpressions: vi.fn() }));
vi.mock('../../src/stores/csrf.ts', () => ({}));

const post = vi.mocked(postImpressions);

/** happy-dom has no real PageTransitionEvent: an Event carrying `persisted`. */
const pageTransition = (type: 'pageshow' | 'pagehide', persisted = false): Event =>
  Object.defineProperty(new Event(type), 'persisted', { value: persisted });
// A fresh module per test: startAnalytics runs once per page.
const load = () => import('../../src/features/analytics/analytics.ts');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  post.mockReset();
  post.mockResolvedValue(undefined);
  delete window.dataLayer;
  history.replaceState(null, '', '/how-it-works?public_id=delta-known&email=a%40b.co');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('page views (spec 000 §7)', () => {
  it('are posted 500 ms after load, with the path only, and pushed to the data layer', async () => {
    const { startAnalytics } = await load();
    startAnalytics(); // the document has loaded already (happy-dom readyState "complete")
    await vi.advanceTimersByTimeAsync(499);
    expect(post).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledWith([{ eventType: 'pageview', path: '/how-it-works' }]);
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/how-it-works' }]);
  });

  it('wait for the load event when the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { startAnalytics } = await load();
    startAnalytics();
    await vi.advanceTimersByTimeAsync(1000);
    expect(post).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('start only once, and count a page restored from the back-forward cache again', async () => {
    const { startAnalytics } = await load();
    startAnalytics();
    startAnalytics();
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(1);
    // (earlier tests' module instances listen too, so count only what this event adds)
    dispatchEvent(pageTransition('pageshow'));
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(1);
    dispatchEvent(pageTransition('pageshow', true));
    await vi.advanceTimersByTimeAsync(500);
    expect(post.mock.calls.length).toBeGreaterThan(1);
  });

  it('keep an existing data layer and never throw on a foreign one', async () => {
    const { trackPageView } = await load();
    window.dataLayer = [{ event: 'gtm.js' }];
    await trackPageView('/search');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'pageview', page: '/search' }]);
    (window as unknown as { dataLayer: unknown }).dataLayer = 'not an array';
    await expect(trackPageView('/search')).resolves.toBeUndefined();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('swallow a failing impressions call', async () => {
    post.mockRejectedValue(new Error('offline'));
    const { trackPageView, trackImpression } = await load();
    await expect(trackPageView('/')).resolves.toBeUndefined();
    trackImpression({ eventType: 'carousel' });
    await vi.advanceTimersByTimeAsync(150);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('impressions (spec 000 §7: 150 ms delay)', () => {
  it('batches everything tracked within 150 ms into one call', async () => {
    const { trackImpression } = await load();
    trackImpression({ eventType: 'merchantImpression', merchantId: 1 });
    await vi.advanceTimersByTimeAsync(100);
    trackImpression({ eventType: 'merchantImpression', merchantId: 2 });
    await vi.advanceTimersByTimeAsync(49);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledWith([
      { eventType: 'merchantImpression', merchantId: 1 },
      { eventType: 'merchantImpression', merchantId: 2 },
    ]);
    trackImpression({ eventType: 'merchantImpression', merchantId: 3 });
    await vi.advanceTimersByTimeAsync(150);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith([{ eventType: 'merchantImpression', merchantId: 3 }]);
  });

  it('sends what is queued when the page is hidden (navigating away)', async () => {
    const { startAnalytics, trackImpression } = await load();
    startAnalytics();
    trackImpression({ eventType: 'merchantImpression', merchantId: 9 });
    dispatchEvent(pageTransition('pagehide'));
    expect(post).toHaveBeenCalledWith([{ eventType: 'merchantImpression', merchantId: 9 }]);
    await vi.advanceTimersByTimeAsync(150);
    expect(post.mock.calls.filter(([events]) => events.some((event) => event['merchantId'] === 9))).toHaveLength(1);
  });
});
