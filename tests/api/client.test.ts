// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { loadApiClient } from '../helpers/api-client.ts';
import { fakeFetch, headersOf, installConfig, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const load = loadApiClient;

withBrowserRuntime();

describe('api client', () => {
  it('sends same-origin credentials and JSON headers from the API base, dropping empty query values', async () => {
    installConfig('https://api.example');
    const fetchMock = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    const { api } = await load();
    await expect(
      api('/api/v2/Merchants/Search', { query: { location: 'Boston', pageNo: 1, isNew: undefined, sortBy: '' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/v2/Merchants/Search?location=Boston&pageNo=1');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
    expect(headersOf(init)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('adds X-CSRF-Token on every non-GET and on GETs marked csrf, not on plain GETs', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: {} }));
    const { api, setCsrfHooks } = await load();
    setCsrfHooks({ token: () => Promise.resolve('tok-1'), failed: vi.fn() });
    await api('/api/Member');
    await api('/api/Member/delta-known', { csrf: true });
    await api('/api/Member', { method: 'PUT', body: { firstName: 'A' } });
    const sent = fetchMock.mock.calls.map(([, init]) => headersOf(init)['X-CSRF-Token']);
    expect(sent).toEqual([undefined, 'tok-1', 'tok-1']);
    expect(fetchMock.mock.calls[2]![1]?.body).toBe('{"firstName":"A"}');
  });

  it('rejects with ApiError carrying status, statusText and the parsed body', async () => {
    fakeFetch(() => ({ status: 400, statusText: 'Bad Request', body: { message: 'nope' } }));
    const { api, ApiError, navigate } = await load();
    const error = await api('/api/Member', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', body: { message: 'nope' }, message: 'Bad Request' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('maps 401 to /login only when the call opts in', async () => {
    fakeFetch(() => ({ status: 401, body: { message: 'Signed out' } }));
    const { api, navigate } = await load();
    await expect(api('/api/Member')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    history.replaceState(null, '', '/account/manage_cards?page=2');
    await expect(api('/api/Member', { unauthorized: 'redirect' })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    // The login redirect: signing in brings the member back to this page, once.
    const { takeLoginRedirect } = await import('../../src/lib/login-redirect.ts');
    expect(takeLoginRedirect()).toBe('/account/manage_cards?page=2');
    expect(takeLoginRedirect()).toBeUndefined();
  });

  it('maps 5xx to /error?code=<status>&from=<this page> only when the call opts in', async () => {
    fakeFetch(() => ({ status: 503, statusText: 'Service Unavailable' }));
    const { api, navigate } = await load();
    history.replaceState(null, '', '/merchants/1001?date=2026-11-20&partySize=2');
    await expect(api('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(navigate).not.toHaveBeenCalled();
    await expect(api('/api/x', { serverError: 'redirect' })).rejects.toMatchObject({ status: 503 });
    // The error page's "Try again" returns to the page, its query included.
    expect(navigate).toHaveBeenCalledWith('/error?code=503&from=%2Fmerchants%2F1001%3Fdate%3D2026-11-20%26partySize%3D2');
  });

  it('tells the CSRF hooks about a 403 on a CSRF call only', async () => {
    fakeFetch(() => ({ status: 403 }));
    const { api, setCsrfHooks } = await load();
    const failed = vi.fn();
    setCsrfHooks({ token: () => Promise.resolve('t'), failed });
    await expect(api('/api/Impressions', { method: 'POST', body: [] })).rejects.toMatchObject({ status: 403 });
    await expect(api('/api/Member')).rejects.toMatchObject({ status: 403 });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(403);
  });

  it('takes a contract call: its method and CSRF flag apply, path parameters are URL-encoded', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: {} }));
    const { api, setCsrfHooks, withParams } = await load();
    setCsrfHooks({ token: () => Promise.resolve('tok-2'), failed: vi.fn() });
    await api(withParams({ method: 'GET', path: '/api/Member/{publicId}', csrf: true }, { publicId: 'delta known/1' }));
    await api(withParams({ method: 'POST', path: '/api/Member/Bonus/{code}', signedIn: true }, { code: 'DINE3X' }));
    await api({ method: 'DELETE', path: '/api/Member/Cards', signedIn: true }, { query: { id: 7 } });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, headersOf(init)['X-CSRF-Token']])).toEqual([
      ['/api/Member/delta%20known%2F1', 'GET', 'tok-2'],
      ['/api/Member/Bonus/DINE3X', 'POST', 'tok-2'],
      ['/api/Member/Cards?id=7', 'DELETE', 'tok-2'],
    ]);
  });

  it('with redirect manual, a redirect answer counts as success', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, statusText: '', text: () => Promise.resolve('') } as unknown as Response;
    const fetchMock = vi.fn(() => Promise.resolve(opaque));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await load();
    await expect(api('/api/Members/Validate/Email', { redirect: 'manual' })).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].redirect).toBe('manual');
  });
});
