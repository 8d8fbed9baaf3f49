// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../helpers/browser-runtime.ts';

const load = () => import('../../src/stores/last-path.ts');

beforeEach(() => {
  vi.resetModules();
  clearCookies();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('last visited path', () => {
  it('records ordinary paths with their query', async () => {
    const { recordLastPath, readLastPath } = await load();
    recordLastPath('/search?location=Boston');
    expect(readLastPath()).toBe('/search?location=Boston');
    recordLastPath('/merchants/12');
    expect(readLastPath()).toBe('/merchants/12');
  });

  it.each(['/error', '/error?code=500', '/login', '/login?rfr=3', '/Login', '/SignOut'])(
    'does not record %s but keeps the stored one',
    async (path) => {
      const { recordLastPath, readLastPath } = await load();
      recordLastPath('/account/overview');
      recordLastPath(path);
      expect(readLastPath()).toBe('/account/overview');
    },
  );

  it.each(['/join', '/join?rfr=1', '/add_card', '/card_added', '/recover', '/recover/confirm', '/recover/success'])(
    'visiting %s clears it',
    async (path) => {
      const { recordLastPath, readLastPath } = await load();
      recordLastPath('/account/overview');
      recordLastPath(path);
      expect(readLastPath()).toBeUndefined();
    },
  );

  it('matches whole segments only', async () => {
    const { recordLastPath, readLastPath } = await load();
    recordLastPath('/joined-offers');
    expect(readLastPath()).toBe('/joined-offers');
    recordLastPath('/login-help');
    expect(readLastPath()).toBe('/login-help');
  });

  it('lasts 60 minutes', async () => {
    const { recordLastPath } = await load();
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    recordLastPath('/search');
    expect(setter).toHaveBeenCalledWith(expect.stringMatching(/^last_path=%2Fsearch; path=\/; SameSite=Lax; max-age=3600$/));
  });

  it('reads back only same-site paths', async () => {
    const { readLastPath } = await load();
    document.cookie = 'last_path=%2F%2Fevil.example; path=/';
    expect(readLastPath()).toBeUndefined();
    document.cookie = 'last_path=https%3A%2F%2Fevil.example; path=/';
    expect(readLastPath()).toBeUndefined();
  });
});

describe('cookies', () => {
  it('sets, reads (decoded) and deletes with path=/ and SameSite=Lax', async () => {
    const { cookieString, deleteCookie, getCookie, setCookie } = await import('../../src/lib/cookies.ts');
    expect(cookieString('a', 'b c', { days: 1 })).toBe('a=b%20c; path=/; SameSite=Lax; max-age=86400');
    expect(cookieString('a', 'b', { minutes: 2 })).toBe('a=b; path=/; SameSite=Lax; max-age=120');
    expect(cookieString('a', 'b')).toBe('a=b; path=/; SameSite=Lax');
    setCookie('x_test', 'v=1;2');
    expect(getCookie('x_test')).toBe('v=1;2');
    expect(getCookie('x')).toBeUndefined();
    deleteCookie('x_test');
    expect(getCookie('x_test')).toBeUndefined();
  });
});
