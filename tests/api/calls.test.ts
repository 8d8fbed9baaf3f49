// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf, installConfig, member } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

beforeEach(async () => {
  vi.resetModules();
  installConfig();
  const { setCsrfHooks } = await import('../../src/api/client.ts');
  setCsrfHooks({ token: () => Promise.resolve('tok'), failed: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('member calls', () => {
  it('GET /api/Member returns the member and rejects a malformed answer', async () => {
    fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember') })).mockResolvedValueOnce(
      new Response('{"publicId":1}', { status: 200 }),
    );
    const { fetchMember } = await import('../../src/api/member.ts');
    await expect(fetchMember()).rejects.toBeInstanceOf(TypeError);
    await expect(fetchMember()).resolves.toMatchObject({ publicId: 'delta-card', memberType: 'EnrolledCardMember' });
  });

  it('GET /api/Member/{publicId} is a CSRF call and marks the visitor known', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember', { interfaceType: 'direct' }) }));
    const { fetchKnownMember } = await import('../../src/api/member.ts');
    await expect(fetchKnownMember('delta-known')).resolves.toMatchObject({ interfaceType: 'known' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Member/delta-known');
    expect(headersOf(init)['X-CSRF-Token']).toBe('tok');
  });

  it('PUT /api/Member sends to /login on 401', async () => {
    fakeFetch(() => ({ status: 401 }));
    const { updateMember } = await import('../../src/api/member.ts');
    const { navigate } = await import('../../src/lib/navigate.ts');
    await expect(updateMember({ firstName: 'A' })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('GET /api/SignOut is sent with keepalive and no CSRF header', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { signedOut: true } }));
    const { signOut } = await import('../../src/api/session.ts');
    await expect(signOut()).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/SignOut');
    expect(init?.keepalive).toBe(true);
    expect(headersOf(init)['X-CSRF-Token']).toBeUndefined();
  });

  it('POST /api/Member/Activate sends the public id with CSRF', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { activated: true, member: {} } }));
    const { activateMember } = await import('../../src/api/enrollment.ts');
    await activateMember('delta-inactive');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body, headersOf(init)['X-CSRF-Token']]).toEqual([
      '/api/Member/Activate',
      'POST',
      '{"publicId":"delta-inactive"}',
      'tok',
    ]);
  });
});

describe('session, prospects and impressions calls', () => {
  it('GET /api/CSRF returns the token', async () => {
    fakeFetch(() => ({ status: 200, body: { csrfToken: 'abc' } }));
    const { fetchCsrfToken } = await import('../../src/api/session.ts');
    await expect(fetchCsrfToken()).resolves.toBe('abc');
  });

  it('validates an email with usePpn only when present, redirect manual', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { isValid: true } }));
    const { validateEmail } = await import('../../src/api/enrollment.ts');
    await expect(validateEmail('a@b.example')).resolves.toEqual({ isValid: true });
    await validateEmail('a@b.example', true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/Members/Validate/Email?email=a%40b.example',
      '/api/Members/Validate/Email?email=a%40b.example&usePpn=true',
    ]);
    expect(fetchMock.mock.calls[0]![1]?.redirect).toBe('manual');
  });

  it('rejects a failed email validation with the status code', async () => {
    fakeFetch(() => ({ status: 400, body: { message: 'bad' } }));
    const { validateEmail } = await import('../../src/api/enrollment.ts');
    await expect(validateEmail('x')).rejects.toMatchObject({ status: 400 });
  });

  it('captures a prospect with the captcha token (CSRF)', async () => {
    const fetchMock = fakeFetch(() => ({ status: 202, body: { captured: true } }));
    const { captureProspect } = await import('../../src/api/enrollment.ts');
    await captureProspect('a@b.example', 'cap');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Members/Prospects/Capture');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a@b.example', 'g-recaptcha-response': 'cap' });
    expect(headersOf(init)['X-CSRF-Token']).toBe('tok');
  });

  it('posts impressions with channel, ISO dateTime and userAgent, and swallows failures', async () => {
    const fetchMock = fakeFetch(() => ({ status: 500 }));
    const { postImpressions } = await import('../../src/api/impressions.ts');
    await expect(postImpressions([{ event: 'pageview', path: '/' }])).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Impressions');
    const [event] = JSON.parse(init?.body as string) as Record<string, unknown>[];
    expect(event).toMatchObject({ event: 'pageview', path: '/', channel: 'web', userAgent: navigator.userAgent });
    expect(new Date(String(event?.dateTime)).toISOString()).toBe(event?.dateTime);
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await expect(postImpressions([{ event: 'x' }])).resolves.toBeUndefined();
  });
});

describe('merchant calls', () => {
  it('GET /api/DefaultUserLocation: no CSRF header; the four fields of spec 001 §3, kept for the visit; rejects a malformed answer', async () => {
    sessionStorage.clear();
    const fetchMock = fakeFetch(() => ({
      status: 200,
      body: { latitude: 40.7577, longitude: -73.9857, cityState: 'New York, NY', zip: '10036' },
    }));
    const { fetchDefaultLocation } = await import('../../src/api/merchants.ts');
    const newYork = { latitude: 40.7577, longitude: -73.9857, cityState: 'New York, NY', zip: '10036' };
    await expect(fetchDefaultLocation()).resolves.toEqual(newYork);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/DefaultUserLocation', 'GET']);
    expect(headersOf(init)['X-CSRF-Token']).toBeUndefined();
    // Cached forever (spec 000 §7): the visit's next ask is answered from session storage.
    await expect(fetchDefaultLocation()).resolves.toEqual(newYork);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{"latitude":40.7,"longitude":-73.9}', { status: 200 }));
    await expect(fetchDefaultLocation()).rejects.toThrow('GET /api/DefaultUserLocation: cannot read cityState');
    log.mockRestore();
    fetchMock.mockResolvedValueOnce(new Response('{"latitude":400,"longitude":-73.9,"cityState":"","zip":""}', { status: 200 }));
    await expect(fetchDefaultLocation()).rejects.toBeInstanceOf(TypeError);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchDefaultLocation()).rejects.toMatchObject({ status: 503 });
  });
});
