// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, member, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const load = () => import('../../src/stores/member.ts');

withBrowserRuntime();

describe('member store', () => {
  it('makes exactly one GET /api/Member per page load, shared by concurrent and later callers', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember') }));
    const { loadMember, $member } = await load();
    expect($member.get()).toEqual({ status: 'idle', member: null });
    const [a, b] = await Promise.all([loadMember(), loadMember()]);
    await loadMember();
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Member');
    expect($member.get()).toMatchObject({ status: 'ready', member: { publicId: 'delta-card' } });
  });

  it('is loading while the fetch runs', async () => {
    fakeFetch(() => new Promise(() => undefined));
    const { loadMember, $member } = await load();
    void loadMember();
    expect($member.get().status).toBe('loading');
  });

  it('treats 401 as anonymous, without a redirect and without a retry', async () => {
    const fetchMock = fakeFetch(() => ({ status: 401, body: { message: 'Signed out' } }));
    const { loadMember, $member, $userState } = await load();
    const { navigate } = await import('../../src/lib/navigate.ts');
    await expect(loadMember()).resolves.toBeNull();
    expect($member.get()).toEqual({ status: 'ready', member: null });
    expect($userState.get()).toBe('anonymous');
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks other failures as error (with the status) without retrying or redirecting', async () => {
    const fetchMock = fakeFetch(() => ({ status: 500 }));
    const { loadMember, $member } = await load();
    const { navigate } = await import('../../src/lib/navigate.ts');
    await loadMember();
    expect($member.get()).toEqual({ status: 'error', member: null, failedStatus: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a page whose own data is the member sends a 5xx to /error, sharing the page's one fetch", async () => {
    const fetchMock = fakeFetch(() => ({ status: 503 }));
    const { loadMember } = await load();
    const { navigate } = await import('../../src/lib/navigate.ts');
    void loadMember(); // the shell's
    await loadMember({ serverError: 'redirect' });
    expect(navigate).toHaveBeenCalledWith('/error?code=503&from=%2F');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a network failure or an unreadable member is no server error: no /error, no status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch(() => ({ status: 200, body: { publicId: 'x', memberType: 'EnrolledCardMember', tierLevel: 'two' } }));
    const { loadMember, $member } = await load();
    const { navigate } = await import('../../src/lib/navigate.ts');
    await loadMember({ serverError: 'redirect' });
    expect($member.get()).toEqual({ status: 'error', member: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(error.mock.calls.map(([line]) => String(line))).toEqual(['GET /api/Member: cannot read tierLevel: expected integer, got "two"']);
    error.mockRestore();
  });

  it('refreshMember fetches again and concurrent refreshes share one request', async () => {
    let n = 0;
    const fetchMock = fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember', { firstName: `v${++n}` }) }));
    const { loadMember, refreshMember, $member } = await load();
    await loadMember();
    await Promise.all([refreshMember(), refreshMember()]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect($member.get().member?.firstName).toBe('v2');
    await loadMember();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps the member it had', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: member('EnrolledCardMember') }));
    const { loadMember, refreshMember, $member } = await load();
    await loadMember();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await refreshMember();
    expect($member.get()).toMatchObject({ status: 'error', member: { publicId: 'delta-card' } });
  });

  it.each([
    ['EnrolledCardMember', 'card_member'],
    ['NonCardMember', 'non_card_member'],
    ['ClosedAccountMember', 'closed_account'],
  ])('derives the user state of a %s', async (memberType, state) => {
    fakeFetch(() => ({ status: 200, body: member(memberType) }));
    const { loadMember, $userState } = await load();
    await loadMember();
    expect($userState.get()).toBe(state);
  });

  it("a member type a newer backend added is a signed-in member all the same (a card member's pages)", async () => {
    fakeFetch(() => ({ status: 200, body: member('PlatinumMember') }));
    const { loadMember, $member, $userState } = await load();
    await loadMember();
    expect($member.get().member?.memberType).toBe('PlatinumMember');
    expect($userState.get()).toBe('card_member');
  });

  it('is known when nobody is signed in but the known visitor loaded', async () => {
    fakeFetch((url) =>
      url === '/api/Member'
        ? { status: 401 }
        : url === '/api/CSRF'
          ? { status: 200, body: { csrfToken: 't' } }
          : { status: 200, body: member('EnrolledCardMember', { publicId: 'delta-known', interfaceType: 'known' }) },
    );
    const { loadMember, $userState } = await load();
    const { loadKnown } = await import('../../src/stores/known.ts');
    await Promise.all([loadMember(), loadKnown('delta-known')]);
    expect($userState.get()).toBe('known');
  });
});

describe('known visitor store', () => {
  it('reads the public id from the query first, else the cookie', async () => {
    const { knownPublicId, storePublicId } = await import('../../src/stores/known.ts');
    expect(knownPublicId('')).toBeNull();
    storePublicId('delta-cookie');
    expect(knownPublicId('')).toBe('delta-cookie');
    expect(knownPublicId('?public_id=delta-query')).toBe('delta-query');
  });

  it('loads the known member with the CSRF header and marks it known; failure → error', async () => {
    const fetchMock = fakeFetch((url) =>
      url === '/api/CSRF'
        ? { status: 200, body: { csrfToken: 'tok' } }
        : { status: 200, body: member('EnrolledCardMember', { publicId: 'delta-known' }) },
    );
    (await import('../../src/stores/csrf.ts')).registerCsrfHooks(); // as bootRuntime does first
    const { loadKnown, $known } = await import('../../src/stores/known.ts');
    await loadKnown('delta-known');
    expect($known.get()).toMatchObject({ status: 'ready', publicId: 'delta-known', member: { interfaceType: 'known' } });
    const lookup = fetchMock.mock.calls.find(([url]) => url === '/api/Member/delta-known');
    expect((lookup?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok');

    vi.resetModules();
    fakeFetch((url) => (url === '/api/CSRF' ? { status: 200, body: { csrfToken: 'tok' } } : { status: 404, body: { message: 'Unknown' } }));
    const fresh = await import('../../src/stores/known.ts');
    await expect(fresh.loadKnown('nobody')).resolves.toBeNull();
    expect(fresh.$known.get()).toEqual({ status: 'error', publicId: 'nobody', member: null });
  });
});
