// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Toast } from '../../src/stores/toasts.ts';
import { fakeFetch, member, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const minute = 60_000;
const hour = 60 * minute;
const setExpiry = (ms: number) => {
  document.cookie = `session_expiry=${Date.now() + ms}; path=/`;
};

/** A signed-in member with `remaining` left; like the backend, each later GET /api/Member extends it to 15 minutes. */
async function signedIn(remaining: number) {
  let calls = 0;
  const fetchMock = fakeFetch(() => {
    setExpiry(calls++ ? 15 * minute : remaining);
    return { status: 200, body: member('EnrolledCardMember') };
  });
  const memberStore = await import('../../src/stores/member.ts');
  const session = await import('../../src/stores/session.ts');
  const toasts = await import('../../src/stores/toasts.ts');
  const { navigate } = await import('../../src/lib/navigate.ts');
  await memberStore.loadMember();
  return { fetchMock, ...memberStore, ...session, ...toasts, navigate: vi.mocked(navigate) };
}

const warnings = (toasts: readonly Toast[]) => toasts.filter((t) => t.type === 'warning');

withBrowserRuntime({ fakeTimers: true });

describe('session timers', () => {
  it('warns 60 s before expiry with a keep-alive action and goes to /SignOut at expiry', async () => {
    const s = await signedIn(10 * minute);
    s.startSessionTimers();
    await vi.advanceTimersByTimeAsync(9 * minute - 1);
    expect(warnings(s.$toasts.get())).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const [warning] = warnings(s.$toasts.get());
    expect(warning).toMatchObject({ message: 'Your session is about to expire.', action: { label: 'Stay signed in' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warnings(s.$toasts.get())).toHaveLength(1); // sticky, unlike an ordinary warning
    expect(s.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.navigate).toHaveBeenCalledWith('/SignOut');
    expect(warnings(s.$toasts.get())).toEqual([]);
  });

  it('sets no timers when more than 24 h remain (remember me)', async () => {
    const s = await signedIn(90 * 24 * hour);
    s.startSessionTimers();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(48 * hour);
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.$toasts.get()).toEqual([]);
  });

  it('applies at exactly 24 h remaining', async () => {
    const s = await signedIn(24 * hour);
    s.startSessionTimers();
    await vi.advanceTimersByTimeAsync(24 * hour - minute);
    expect(warnings(s.$toasts.get())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(minute);
    expect(s.navigate).toHaveBeenCalledWith('/SignOut');
  });

  it('defaults to now + 15 minutes without the cookie', async () => {
    fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember') }));
    const { loadMember } = await import('../../src/stores/member.ts');
    const { startSessionTimers, readSessionExpiry } = await import('../../src/stores/session.ts');
    const { $toasts } = await import('../../src/stores/toasts.ts');
    const { navigate } = await import('../../src/lib/navigate.ts');
    expect(readSessionExpiry(1000)).toBe(1000 + 15 * minute);
    await loadMember();
    startSessionTimers();
    await vi.advanceTimersByTimeAsync(14 * minute);
    expect(warnings($toasts.get())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(minute);
    expect(navigate).toHaveBeenCalledWith('/SignOut');
  });

  it('the keep-alive action refetches the member, which resets the timers', async () => {
    const s = await signedIn(2 * minute);
    s.startSessionTimers();
    await vi.advanceTimersByTimeAsync(minute);
    const warning = warnings(s.$toasts.get())[0];
    expect(s.fetchMock).toHaveBeenCalledTimes(1);
    warning?.action?.run(); // the member fetch extends the session by 15 minutes
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetchMock).toHaveBeenCalledTimes(2);
    expect(s.fetchMock.mock.calls[1]![0]).toBe('/api/Member');
    expect(warnings(s.$toasts.get())).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(s.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4 * minute);
    expect(warnings(s.$toasts.get())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(minute);
    expect(s.navigate).toHaveBeenCalledWith('/SignOut');
  });

  it('resets when member data is refetched elsewhere (e.g. after navigation)', async () => {
    const s = await signedIn(5 * minute);
    s.startSessionTimers();
    await vi.advanceTimersByTimeAsync(3 * minute);
    await s.refreshMember(); // now 15 minutes from here
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(s.navigate).not.toHaveBeenCalled();
    expect(warnings(s.$toasts.get())).toEqual([]);
  });

  it('resets when the location changes (popstate / pageshow)', async () => {
    const s = await signedIn(5 * minute);
    s.startSessionTimers();
    await vi.advanceTimersByTimeAsync(minute);
    setExpiry(30 * minute); // another tab kept the session alive
    dispatchEvent(new PopStateEvent('popstate'));
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(s.navigate).not.toHaveBeenCalled();
    setExpiry(2 * minute);
    dispatchEvent(new Event('pageshow'));
    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(s.navigate).toHaveBeenCalledWith('/SignOut');
  });

  it('runs only for signed-in members', async () => {
    fakeFetch(() => ({ status: 401 }));
    const { loadMember } = await import('../../src/stores/member.ts');
    const { startSessionTimers } = await import('../../src/stores/session.ts');
    const { navigate } = await import('../../src/lib/navigate.ts');
    setExpiry(minute);
    await loadMember();
    startSessionTimers();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(hour);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops with the function it returns', async () => {
    const s = await signedIn(5 * minute);
    const stop = s.startSessionTimers();
    expect(s.startSessionTimers()).toBe(stop);
    stop();
    await vi.advanceTimersByTimeAsync(hour);
    expect(s.navigate).not.toHaveBeenCalled();
  });
});
