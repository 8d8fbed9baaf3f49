// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf, withBrowserRuntime } from '../helpers/browser-runtime.ts';

withBrowserRuntime({ fakeTimers: true });

const load = async () => {
  const csrf = await import('../../src/stores/csrf.ts');
  csrf.registerCsrfHooks();
  return { ...csrf, ...(await import('../../src/stores/toasts.ts')), ...(await import('../../src/api/client.ts')) };
};

describe('CSRF store', () => {
  it('fetches the token once and never again (never stale); CSRF calls send it', async () => {
    const fetchMock = fakeFetch((url) => (url === '/api/CSRF' ? { status: 200, body: { csrfToken: 'tok-1' } } : { status: 202, body: {} }));
    const { prefetchCsrf, $csrfToken, api } = await load();
    await Promise.all([prefetchCsrf(), prefetchCsrf()]);
    expect($csrfToken.get()).toBe('tok-1');
    await api('/api/Impressions', { method: 'POST', body: [] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/CSRF', '/api/Impressions']);
    expect(headersOf(fetchMock.mock.calls[1]![1])['X-CSRF-Token']).toBe('tok-1');
    expect($csrfToken.get()).toBe('tok-1');
  });

  it('a CSRF call made before the token arrived waits for it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = fakeFetch((url) => (url === '/api/CSRF' ? new Promise((resolve) => (answer = resolve)) : { status: 200, body: {} }));
    const { prefetchCsrf, api } = await load();
    void prefetchCsrf();
    const call = api('/api/Member/x', { csrf: true });
    await vi.advanceTimersByTimeAsync(0);
    answer({ status: 200, body: { csrfToken: 'late' } });
    await call;
    expect(headersOf(fetchMock.mock.calls[1]![1])['X-CSRF-Token']).toBe('late');
  });

  it('retries 5 times with a small backoff, then stores the placeholder at 35 s', async () => {
    const fetchMock = fakeFetch(() => ({ status: 500 }));
    const { prefetchCsrf, $csrfToken, csrfPlaceholder } = await load();
    const settled = prefetchCsrf();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(settled).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(6); // the first try and 5 retries
    expect($csrfToken.get()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(14_999);
    expect($csrfToken.get()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect($csrfToken.get()).toBe(csrfPlaceholder);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('a retry that succeeds cancels the fallback', async () => {
    let n = 0;
    fakeFetch(() => (++n < 4 ? new TypeError('network') : { status: 200, body: { csrfToken: 'third-time' } }));
    const { prefetchCsrf, $csrfToken } = await load();
    void prefetchCsrf();
    await vi.advanceTimersByTimeAsync(40_000);
    expect($csrfToken.get()).toBe('third-time');
  });

  it('shows the CSRF error toast on a 403 while the placeholder is stored', async () => {
    const fetchMock = fakeFetch((url) => (url === '/api/CSRF' ? { status: 503 } : { status: 403, body: { message: 'CSRF' } }));
    const { prefetchCsrf, $toasts, api, csrfPlaceholder } = await load();
    void prefetchCsrf();
    await vi.advanceTimersByTimeAsync(35_000);
    await expect(api('/api/Member', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(headersOf(fetchMock.mock.calls.at(-1)![1])['X-CSRF-Token']).toBe(csrfPlaceholder);
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        type: 'error',
        prefix: 'ERROR:',
        message: 'Something went wrong. Please refresh the page and try again. Error Code: 403',
      }),
    ]);
  });

  it('no toast on a 403 with a real token', async () => {
    fakeFetch((url) => (url === '/api/CSRF' ? { status: 200, body: { csrfToken: 'real' } } : { status: 403 }));
    const { prefetchCsrf, $toasts, api } = await load();
    await prefetchCsrf();
    await expect(api('/api/Member', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 403 });
    expect($toasts.get()).toEqual([]);
  });
});
