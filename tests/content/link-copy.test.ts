// CMS copy values that become link targets (issue #22 item 15): the `[[marker]]` URL rule applies
// to every `*Url` / `*.url` key, and an unsafe value falls back to the built-in default with a warning.
import { describe, expect, it } from 'vitest';
import { isLinkCopyKey } from '../../src/content/link-copy.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { footerAuthLinks, menuSignOut, navbarAuthLinks } from '../../src/features/shell/auth-links.ts';
import { loadPartner } from '../../partners/index.ts';
import { resolveSite } from '../../src/site/resolve.ts';
import { resolveTestSite, testProviders } from '../helpers/sites.ts';

const copySet = (copy: Record<string, string>) => ({ '*': [{ slug: 'copy', fields: { copy } }] });
const withCopy = (slug: string, copy: Record<string, string>) => resolveTestSite(slug, {}, { '*': [{ slug: 'copy', fields: { copy } }] });

describe('copy values used as link targets', () => {
  it('are the keys that name a URL', () => {
    expect(isLinkCopyKey('auth.signInUrl')).toBe(true);
    expect(isLinkCopyKey('auth.ssoJoinUrl')).toBe(true);
    expect(isLinkCopyKey('marker.terms.url')).toBe(true);
    expect(isLinkCopyKey('activity.helpUrl')).toBe(true);
    expect(isLinkCopyKey('auth.signIn')).toBe(false);
    expect(isLinkCopyKey('profile.resetLink')).toBe(false);
  });

  it('fall back to the built-in default when unsafe, with a warning naming the partner and key', () => {
    const { site, warnings, lines } = withCopy('delta', {
      'auth.signInUrl': 'javascript:alert(1)',
      'auth.directJoinUrl': 'data:text/html,<script>alert(1)</script>',
      'auth.signOutUrl': '//phish.example/out',
      'marker.recover.url': 'JaVa&#x53;cript:alert(1)',
      'activity.helpUrl': 'java\tscript:alert(1)',
    });
    expect(site.copy['auth.signInUrl']).toBe(copyDefaults['auth.signInUrl']);
    expect(site.copy['auth.directJoinUrl']).toBe(copyDefaults['auth.directJoinUrl']);
    expect(site.copy['auth.signOutUrl']).toBe(copyDefaults['auth.signOutUrl']);
    expect(site.copy['marker.recover.url']).toBe(copyDefaults['marker.recover.url']);
    expect(site.copy['activity.helpUrl']).toBe(copyDefaults['activity.helpUrl']);
    expect(warnings.map((w) => [w.partner, w.set, w.slug, w.field])).toEqual([
      ['delta', '*', 'copy', 'copy.auth.signInUrl'],
      ['delta', '*', 'copy', 'copy.auth.directJoinUrl'],
      ['delta', '*', 'copy', 'copy.auth.signOutUrl'],
      ['delta', '*', 'copy', 'copy.marker.recover.url'],
      ['delta', '*', 'copy', 'copy.activity.helpUrl'],
    ]);
    expect(lines[0]).toBe(
      '*/copy: copy.auth.signInUrl: "javascript:alert(1)" is not a safe link (site-relative, http(s), mailto: or tel:); the built-in "/login" is used',
    );
    // What the member gets: the default links in the navbar, menu and footer.
    const hrefs = (links: { kind: string; href: string }[], kind: string) => links.filter((l) => l.kind === kind).map((l) => l.href);
    expect(hrefs(navbarAuthLinks(site), 'sign-in')).toEqual(['/login']);
    expect(hrefs(navbarAuthLinks(site), 'join')).toEqual(['/join']);
    expect(hrefs(footerAuthLinks(site), 'sign-in')).toEqual(['/login']);
    expect(menuSignOut(site)?.href).toBe('/SignOut');
  });

  it('keep a safe value, placeholders filled as for markers', () => {
    const { site, warnings } = withCopy('hilton', {
      'auth.signOutUrl': '/SignOut?next=home',
      'marker.findPartnerNumber.url': 'https://help.partner.example/number',
      'marker.terms.url': '{siteUrl}/legal/terms',
      'marker.supportEmail.url': '{emailHref}',
    });
    expect(warnings).toEqual([]);
    expect(site.copy['auth.signOutUrl']).toBe('/SignOut?next=home');
    expect(site.copy['marker.findPartnerNumber.url']).toBe('https://help.partner.example/number');
    expect(site.copy['marker.terms.url']).toBe('{siteUrl}/legal/terms');
  });

  it('send sign-in, sign-out and join only to the site or an origin the partner config lists', () => {
    const partner = loadPartner('hilton');
    const phishing = {
      'auth.signOutUrl': 'https://hilton.example.phish.example/out',
      'auth.ssoJoinUrl': 'https://join.hilton.example/dining',
    };
    const refused = resolveSite({
      partner,
      flags: {},
      sets: copySet(phishing),
      providers: testProviders,
      production: false,
      report: () => {},
    });
    expect(refused.copy['auth.signOutUrl']).toBe('/SignOut');
    expect(refused.copy['auth.ssoJoinUrl']).toBe(copyDefaults['auth.ssoJoinUrl']);
    const lines: string[] = [];
    const listed = { ...partner, sources: { ...partner.sources, authOrigins: ['https://join.hilton.example'] } };
    const site = resolveSite({
      partner: listed,
      flags: {},
      sets: copySet({ ...phishing, 'auth.signInUrl': `${partner.sources.siteUrl}/login` }),
      providers: testProviders,
      production: false,
      report: (line) => lines.push(line),
    });
    expect(site.copy['auth.ssoJoinUrl']).toBe('https://join.hilton.example/dining');
    expect(site.copy['auth.signInUrl']).toBe(`${partner.sources.siteUrl}/login`);
    expect(site.copy['auth.signOutUrl']).toBe('/SignOut');
    expect(lines).toEqual([
      '*/copy: copy.auth.signOutUrl: "https://hilton.example.phish.example/out" leaves the site for an origin the partner config does not list (sources.authOrigins); the built-in "/SignOut" is used',
    ]);
  });

  it('leave copy that is not a link target alone', () => {
    const { site, warnings } = withCopy('delta', { 'auth.signIn': 'javascript: is not a link here' });
    expect(warnings).toEqual([]);
    expect(site.copy['auth.signIn']).toBe('javascript: is not a link here');
  });
});
