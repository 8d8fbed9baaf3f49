// @vitest-environment happy-dom
// The real impressions call underneath analytics: network errors and error answers never surface.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '../../src/lib/runtime-config.ts';
import { trackPageView } from '../../src/features/analytics/analytics.ts';

vi.mock('../../src/stores/csrf.ts', () => ({})); // no CSRF start-up fetch with retries in this test

beforeEach(() => {
  setRuntimeConfig({
    slug: 'delta',
    apiBase: '',
    cmsBase: '',
    production: false,
    settings: {},
    providers: {},
    copy: {},
  } as unknown as RuntimeConfig);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(undefined);
});

it('swallows a network error of POST /api/Impressions', async () => {
  const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  await expect(trackPageView('/')).resolves.toBeUndefined();
  expect(fetchMock).toHaveBeenCalledWith('/api/Impressions', expect.objectContaining({ method: 'POST' }));
  const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>[];
  expect(body[0]).toMatchObject({ eventType: 'pageview', path: '/', channel: 'web' });
});

it('swallows an error answer', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{"message":"nope"}', { status: 500 }))),
  );
  await expect(trackPageView('/')).resolves.toBeUndefined();
});
