import { describe, expect, it } from 'vitest';
import { pageRoutes, redirectRules } from '../../src/site/routes.ts';
import { resolveTestSite, siteWith } from '../helpers/sites.ts';

const paths = (slug: string, flags: Record<string, unknown> = {}, production = false) =>
  pageRoutes(siteWith(slug, flags, production)).map((route) => route.path);

describe('route availability by enrollment type (spec 000 §2 route table)', () => {
  it('gives direct partners sign-in, enrollment, account, recovery and credential fixing', () => {
    const routes = paths('delta');
    for (const path of [
      '/login',
      '/join',
      '/add_card',
      '/card_added',
      '/activate',
      '/activate/activated',
      '/account/overview',
      '/account/user_profile',
      '/recover',
      '/recover/confirm',
      '/recover/update',
      '/recover/success',
      '/fix_credentials',
    ]) {
      expect(routes).toContain(path);
    }
    expect(routes).not.toContain('/Login');
  });

  it('gives sso partners the /Login target and enrollment, but no recovery or credential fixing', () => {
    const routes = paths('hilton');
    expect(routes).toEqual(expect.arrayContaining(['/Login', '/login', '/join', '/account/manage_cards']));
    expect(routes).not.toContain('/recover');
    expect(routes).not.toContain('/fix_credentials');
  });

  it('gives partners without enrollment none of the member routes', () => {
    const routes = paths('nosh');
    for (const path of ['/login', '/Login', '/join', '/add_card', '/activate', '/account/overview', '/recover', '/fix_credentials']) {
      expect(routes).not.toContain(path);
    }
    expect(routes).toEqual(expect.arrayContaining(['/', '/how-it-works', '/search', '/SignOut', '/error', '/not_found', '/404']));
  });

  it('follows the flags: enrollment type switched by a flag changes the routes', () => {
    expect(paths('nosh', { enrollmentType: 'direct' })).toContain('/recover');
    expect(paths('delta', { enrollmentType: 'none' })).not.toContain('/login');
  });

  it('has /discover only with hasDiscoverPage', () => {
    expect(paths('delta', { hasDiscoverPage: false })).not.toContain('/discover');
    expect(paths('delta', { hasDiscoverPage: true })).toContain('/discover');
  });

  it('has the staging tools page only outside production', () => {
    expect(paths('delta')).toContain('/stgtools');
    expect(paths('delta', {}, true)).not.toContain('/stgtools');
  });

  it('turns every earn_details entry into a page beside the built-in earn pages', () => {
    const { site } = resolveTestSite(
      'delta',
      {},
      {
        earn_details: [
          {
            slug: 'dine-double',
            fields: { url: '/earn/double-miles', browser_title: 'Double miles', main_column: [{ type: 'title', text: 'Double' }] },
          },
        ],
      },
    );
    const routes = pageRoutes(site);
    expect(routes.find((route) => route.path === '/earn/double-miles')).toMatchObject({ view: 'earn', earnUrl: '/earn/double-miles' });
    for (const path of ['/earn/topgolf-bonus', '/earn/new-member-bonus', '/earn/how-it-works', '/earn/reservations', '/earn/vip-upgrade']) {
      expect(routes.map((route) => route.path)).toContain(path);
    }
  });

  it('adds dusted paths as special pages unless they clash with a real route', () => {
    const { site } = resolveTestSite('delta', {}, { '*': [{ slug: 'site', fields: { dusted: ['/holiday', '/search', '/login'] } }] });
    const dusted = pageRoutes(site)
      .filter((route) => route.view === 'dusted')
      .map((route) => route.path);
    expect(dusted).toEqual(['/holiday']);
  });

  it('never emits the same path twice', () => {
    for (const slug of ['delta', 'hilton', 'nosh', 'united']) {
      const routes = paths(slug);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });
});

describe('redirect rules', () => {
  const rules = (slug: string) => redirectRules(siteWith(slug)).map((rule) => `${rule.from} ${rule.to} ${rule.status}`);

  it('rewrites merchant ids and the order sub-path onto their static pages', () => {
    expect(rules('nosh')).toEqual(
      expect.arrayContaining(['/merchants/:id/Order /merchants/_order/ 200', '/merchants/:id /merchants/_detail/ 200']),
    );
  });

  it('sends unknown account sub-paths to the overview, after the real account pages', () => {
    const list = rules('hilton');
    const fallback = list.indexOf('/account/* /account/overview 302');
    expect(fallback).toBeGreaterThan(list.indexOf('/account/manage_cards /account/manage_cards/ 200'));
    expect(rules('nosh').some((rule) => rule.startsWith('/account'))).toBe(false);
  });

  it("redirects the second document's recovery and fixing paths for direct partners only", () => {
    expect(rules('delta')).toEqual(
      expect.arrayContaining([
        '/recover-credentials /recover 301',
        '/recover-credentials/* /recover/:splat 301',
        '/fix-credentials /fix_credentials 301',
      ]),
    );
    expect(rules('hilton').some((rule) => rule.includes('recover'))).toBe(false);
  });
});
