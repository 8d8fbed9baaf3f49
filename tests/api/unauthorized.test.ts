// @vitest-environment happy-dom
// The 401 → /login mapping comes from the call's descriptor (`signedIn`), spec 000 §8: a member
// call's 401 means the session ended; any other call's 401 (sign-in's wrong password) is its own.
import { describe, expect, it, vi } from 'vitest';
import { loadApiClient } from '../helpers/api-client.ts';
import { fakeFetch, withBrowserRuntime } from '../helpers/browser-runtime.ts';
import * as calls from '../../src/api/contract/calls.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const load = loadApiClient;

withBrowserRuntime();

describe('redirectsUnauthorized', () => {
  it('follows the descriptor, and the option over it', async () => {
    const { redirectsUnauthorized } = await load();
    expect(redirectsUnauthorized(calls.getCards, {})).toBe(true);
    expect(redirectsUnauthorized(calls.getFlexOffers, {})).toBe(true);
    expect(redirectsUnauthorized(calls.signIn, {})).toBe(false);
    expect(redirectsUnauthorized(calls.fixCredentials, {})).toBe(false);
    expect(redirectsUnauthorized(calls.getKnownMember, {})).toBe(false);
    expect(redirectsUnauthorized(calls.getCards, { unauthorized: 'reject' })).toBe(false);
    expect(redirectsUnauthorized('/api/Member', {})).toBe(false);
    expect(redirectsUnauthorized('/api/Member', { unauthorized: 'redirect' })).toBe(true);
  });
});

describe('a 401', () => {
  it('on a signed-in call leaves for /login, keeping the page to come back to', async () => {
    fakeFetch(() => ({ status: 401, body: { message: 'Signed out' } }));
    const { api, withParams, navigate } = await load();
    history.replaceState(null, '', '/account/overview');
    await expect(api(withParams(calls.registerBonus, { code: 'DINE3X' }))).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    const { takeLoginRedirect } = await import('../../src/lib/login-redirect.ts');
    expect(takeLoginRedirect()).toBe('/account/overview');
  });

  it('on sign-in (a wrong password) stays with the form', async () => {
    fakeFetch(() => ({ status: 401, body: { message: 'Wrong email or password' } }));
    const { api, navigate } = await load();
    await expect(api(calls.signIn, { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays with the member store and the reservation widget, which read it themselves', async () => {
    fakeFetch(() => ({ status: 401, body: { message: 'Signed out' } }));
    const { navigate } = await load();
    const { fetchMember } = await import('../../src/api/member.ts');
    await expect(fetchMember()).rejects.toMatchObject({ status: 401 });
    const { bookTable } = await import('../../src/api/reservations.ts');
    await expect(bookTable('1001', { dateTime: '2026-11-20T19:00', partySize: 2 })).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
