// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, member, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

describe('bootRuntime', () => {
  it('boots a page once: CSRF, referral, last path, known visitor, member, session timers', async () => {
    history.replaceState(null, '', '/search?public_id=delta-known&utm_source=mail&source=partner');
    document.cookie = `session_expiry=${Date.now() + 10 * 60_000}; path=/`;
    const fetchMock = fakeFetch((url) => {
      if (url === '/api/CSRF') return { status: 200, body: { csrfToken: 'tok' } };
      if (url === '/api/Member') return { status: 200, body: member('EnrolledCardMember') };
      return { status: 200, body: member('EnrolledCardMember', { publicId: 'delta-known' }) };
    });
    const { bootRuntime } = await import('../../src/stores/boot.ts');
    const { $member, $userState } = await import('../../src/stores/member.ts');
    const { $known } = await import('../../src/stores/known.ts');
    const { readReferral } = await import('../../src/stores/referral.ts');
    const { readLastPath } = await import('../../src/stores/last-path.ts');
    bootRuntime();
    bootRuntime();
    await vi.waitFor(() => expect($member.get().status).toBe('ready'));
    await vi.waitFor(() => expect($known.get().status).toBe('ready'));
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/CSRF', '/api/Member', '/api/Member/delta-known']);
    expect($userState.get()).toBe('card_member');
    expect(location.search).toBe('?public_id=delta-known&utm_source=mail');
    expect(readReferral()).toMatchObject({ utmSource: 'mail', source: 'partner' });
    expect(readLastPath()).toBe('/search?public_id=delta-known&utm_source=mail');
    expect(document.cookie).toContain('public_id=delta-known');

    // a page restored from the back-forward cache refetches the member
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Member')).toHaveLength(2));
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Member')).toHaveLength(2);
  });

  it('an anonymous visitor without a public id makes no known look-up', async () => {
    history.replaceState(null, '', '/');
    const fetchMock = fakeFetch((url) => (url === '/api/CSRF' ? { status: 200, body: { csrfToken: 'tok' } } : { status: 401 }));
    const { bootRuntime } = await import('../../src/stores/boot.ts');
    const { $userState, $member } = await import('../../src/stores/member.ts');
    bootRuntime();
    await vi.waitFor(() => expect($member.get().status).toBe('ready'));
    expect($userState.get()).toBe('anonymous');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/CSRF', '/api/Member']);
  });

  it('on /SignOut asks who is signed in only after the session ended, whoever asks first', async () => {
    history.replaceState(null, '', '/SignOut');
    let endSession: () => void = () => undefined;
    const signedOut = new Promise<void>((resolve) => (endSession = resolve));
    let sessionEnded = false;
    const fetchMock = fakeFetch(async (url) => {
      if (url === '/api/CSRF') return { status: 200, body: { csrfToken: 'tok' } };
      if (url === '/api/SignOut') {
        await signedOut;
        sessionEnded = true;
        return { status: 200, body: { signedOut: true } };
      }
      return sessionEnded ? { status: 401 } : { status: 200, body: member('EnrolledCardMember') };
    });
    const { bootRuntime } = await import('../../src/stores/boot.ts');
    const { $member, $userState, loadMember } = await import('../../src/stores/member.ts');
    bootRuntime();
    void loadMember(); // an overlay on the page asks at once
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/Member');
    endSession();
    await vi.waitFor(() => expect($member.get().status).toBe('ready'));
    expect($userState.get()).toBe('anonymous');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Member')).toHaveLength(1);
  });
});
