// @vitest-environment happy-dom
// Where sign-in and single sign-on send a member (spec 000 §3 login redirect, §4 last visited
// path): stored and addressed targets are untrusted, so only paths on the site's own origin pass.
import { describe, expect, it, vi } from 'vitest';
import { visit } from './fixture.tsx';
vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const origin = 'http://127.0.0.1:4622';
const hostile = [
  '/\t/evil.example/x',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  ' //evil.example',
];

async function load(path: string) {
  visit(path);
  const sso = await import('../../../src/features/auth/sso-hand-off.ts');
  const after = await import('../../../src/features/auth/after-sign-in.ts');
  const { replacePage } = await import('../../../src/lib/navigate.ts');
  return { ...sso, ...after, replacePage: vi.mocked(replacePage) };
}

describe('after sign-in', () => {
  it('prefers the login redirect (used once), then the last path, then the account center', async () => {
    const { signInTarget } = await load('/login');
    sessionStorage.setItem('login_redirect', '/account/recent_activity?page=3');
    document.cookie = `last_path=${encodeURIComponent('/search')}; path=/`;
    expect(signInTarget(origin)).toBe('/account/recent_activity?page=3');
    expect(signInTarget(origin)).toBe('/search');
    document.cookie = 'last_path=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(signInTarget(origin)).toBe('/account/overview');
  });

  it('skips the sign-in pages themselves: the last path may be /fix_credentials, just used', async () => {
    const { signInTarget } = await load('/fix_credentials');
    sessionStorage.setItem('login_redirect', '/login');
    document.cookie = `last_path=${encodeURIComponent('/fix_credentials')}; path=/`;
    expect(signInTarget(origin)).toBe('/account/overview');
    document.cookie = `last_path=${encodeURIComponent('/recover/update')}; path=/`;
    expect(signInTarget(origin)).toBe('/account/overview');
    // Only those pages: a path that merely starts alike is a page like any other.
    document.cookie = `last_path=${encodeURIComponent('/login-help')}; path=/`;
    expect(signInTarget(origin)).toBe('/login-help');
  });

  it.each(hostile)('drops %j from storage and goes on to the next candidate', async (target) => {
    const { signInTarget } = await load('/login');
    sessionStorage.setItem('login_redirect', target);
    document.cookie = `last_path=${encodeURIComponent(target)}; path=/`;
    expect(signInTarget(origin)).toBe('/account/overview');
  });
});

describe('the sso hand-off', () => {
  it('returns to ?returnUrl= on the site, else the login redirect, else the last path, else the account center', async () => {
    const { ssoReturnPath } = await load('/Login');
    expect(ssoReturnPath('?returnUrl=%2Fsearch%3Flocation%3DBoston', origin)).toBe('/search?location=Boston');
    sessionStorage.setItem('login_redirect', '/account/manage_cards');
    expect(ssoReturnPath('', origin)).toBe('/account/manage_cards');
    document.cookie = `last_path=${encodeURIComponent('/how-it-works')}; path=/`;
    expect(ssoReturnPath('', origin)).toBe('/how-it-works');
    document.cookie = 'last_path=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(ssoReturnPath('', origin)).toBe('/account/overview');
  });

  it.each(hostile)('never passes %j on as returnUrl', async (target) => {
    const { ssoReturnPath } = await load('/Login');
    expect(ssoReturnPath(`?returnUrl=${encodeURIComponent(target)}`, origin)).toBe('/account/overview');
  });

  it('never returns into signing in (/Login would hand off again)', async () => {
    const { ssoReturnPath } = await load('/Login');
    for (const path of ['/Login', '/login?rfr=3', '/SignOut', '/recover/confirm', '/fix_credentials']) {
      expect(ssoReturnPath(`?returnUrl=${encodeURIComponent(path)}`, origin)).toBe('/account/overview');
    }
  });

  it('an absolute URL of the site itself becomes its path', async () => {
    const { ssoReturnPath } = await load('/Login');
    expect(ssoReturnPath(`?returnUrl=${encodeURIComponent(`${origin}/search`)}`, origin)).toBe('/search');
  });

  it('goes to the identity provider at once, replacing the hand-off page', async () => {
    const { handOffToSso, replacePage } = await load('/Login?returnUrl=/search');
    handOffToSso();
    expect(replacePage).toHaveBeenCalledWith('/api/Sso/Login?returnUrl=%2Fsearch');
  });

  it('prefixes the API base a CMS page setting may set', async () => {
    const { ssoSignInUrl } = await load('/Login');
    expect(ssoSignInUrl('https://api.example', '/account/overview')).toBe(
      'https://api.example/api/Sso/Login?returnUrl=%2Faccount%2Foverview',
    );
  });
});
