// earn_banner and sidebar: parsed from the CMS, shown where they belong (issue #7).
import { describe, expect, it } from 'vitest';
import { sidebarFor, sidebarKeysFor } from '../../src/features/content/sidebar.ts';
import { showsEarnBanner } from '../../src/features/earn/earn-banner.ts';
import { pageRoutes } from '../../src/site/routes.ts';
import { resolveTestSite } from '../helpers/sites.ts';

const sidebarSet = [
  { slug: 'earn', fields: { page_text: '<p>Every dine earns.</p>' } },
  { slug: 'reservations', fields: { page_text: '<p>Book through OpenTable.</p>' } },
  { slug: 'account', fields: { page_text: '<p>Need help?</p>' } },
];

describe('sidebar', () => {
  it('is looked up by the page’s last path segment, then its first', () => {
    expect(sidebarKeysFor('/earn/reservations')).toEqual(['reservations', 'earn']);
    expect(sidebarKeysFor('/account/overview')).toEqual(['overview', 'account']);
    expect(sidebarKeysFor('/search')).toEqual(['search']);
    expect(sidebarKeysFor('/')).toEqual([]);
  });

  it('earn pages show theirs or the earn one; account pages the account one; other pages none', () => {
    const { site } = resolveTestSite('delta', {}, { sidebar: sidebarSet });
    const text = (path: string) => sidebarFor(site.content.sidebars, path)?.page_text;
    expect(text('/earn/reservations')).toContain('OpenTable');
    expect(text('/earn/topgolf-bonus')).toContain('Every dine');
    expect(text('/account/overview')).toContain('Need help');
    expect(text('/account/user_profile')).toContain('Need help');
    expect(text('/how-it-works')).toBeUndefined();
    expect(text('/')).toBeUndefined();
    expect(sidebarFor(site.content.sidebars, '/earn/vip-upgrade')?.key).toBe('earn');
  });

  it('every page of the route table with a sidebar key of the seed finds it (no key shadows another by accident)', () => {
    const { site } = resolveTestSite('delta', {}, { sidebar: sidebarSet });
    const shown = pageRoutes(site)
      .filter((route) => sidebarFor(site.content.sidebars, route.path))
      .map((route) => route.path)
      .sort();
    expect(shown.every((path) => path.startsWith('/earn/') || path.startsWith('/account/'))).toBe(true);
    expect(shown).toContain('/earn/reservations');
    expect(shown).toContain('/account/overview');
  });
});

describe('earn banner', () => {
  it('shows on earn pages and the restaurant search, nowhere else', () => {
    expect(showsEarnBanner('earn')).toBe(true);
    expect(showsEarnBanner('search')).toBe(true);
    for (const view of ['home', 'how-it-works', 'discover', 'merchant', 'account-overview', 'login', 'join'] as const)
      expect(showsEarnBanner(view)).toBe(false);
  });
});
