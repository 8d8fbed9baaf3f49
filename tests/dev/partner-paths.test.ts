// How `npm run dev` maps a partner's URLs onto Astro's /<slug>/ pages: the same answers as the
// bundle's host gives through `_redirects` (scripts/dev/partner-paths.ts).
import { describe, expect, it } from 'vitest';
import { devPaths } from '../../scripts/dev/partner-paths.ts';
import { resolveTestSite } from '../helpers/sites.ts';

const delta = devPaths(resolveTestSite('delta').site);

describe('dev paths of a partner', () => {
  it('renders page paths under the partner, with the query kept', () => {
    expect(delta('/')).toEqual({ kind: 'page', url: '/delta/' });
    expect(delta('/search?location=Chicago,+IL')).toEqual({ kind: 'page', url: '/delta/search?location=Chicago,+IL' });
    expect(delta('/how-it-works/')).toEqual({ kind: 'page', url: '/delta/how-it-works' });
    expect(delta('/account/overview')).toEqual({ kind: 'page', url: '/delta/account/overview' });
  });

  it('rewrites runtime paths as the bundle’s _redirects do', () => {
    expect(delta('/merchants/1001')).toEqual({ kind: 'page', url: '/delta/merchants/_detail' });
    expect(delta('/merchants/1001/Order?slot=1')).toEqual({ kind: 'page', url: '/delta/merchants/_order?slot=1' });
  });

  it('redirects as the bundle’s _redirects do', () => {
    expect(delta('/account/nothing-here')).toEqual({ kind: 'redirect', status: 302, location: '/account/overview' });
    expect(delta('/account')).toEqual({ kind: 'redirect', status: 301, location: '/account/overview' });
    expect(delta('/merchants?x=1')).toEqual({ kind: 'redirect', status: 302, location: '/search?x=1' });
    expect(delta('/recover-credentials/confirm')).toEqual({ kind: 'redirect', status: 301, location: '/recover/confirm' });
  });

  it('answers a page path the site does not have with its not-found page', () => {
    expect(delta('/no-such-page')).toEqual({ kind: 'not-found', url: '/delta/404' });
    // Read as a path on this host, never as another host ("//host/path").
    expect(delta('//evil.example/x')).toEqual({ kind: 'not-found', url: '/delta/404' });
    // nosh enrolls no one: no account pages, so no account fallbacks either.
    expect(devPaths(resolveTestSite('nosh').site)('/account/overview')).toEqual({ kind: 'not-found', url: '/nosh/404' });
  });

  it('leaves Vite’s and Astro’s requests, files and /api to them', () => {
    for (const target of [
      '/@vite/client',
      '/src/features/merchant/MerchantIsland.tsx',
      '/_image?href=x',
      '/robots.txt',
      '/api/DefaultUserLocation',
    ]) {
      expect(delta(target), target).toEqual({ kind: 'pass' });
    }
  });
});
