import { describe, expect, it } from 'vitest';
import { applyFlags, parseFlags } from '../../src/site/resolve.ts';
import { loadPartner } from '../../partners/index.ts';
import { resolveTestSite, testProviders } from '../helpers/sites.ts';

const resolve = resolveTestSite;

describe('parseFlags', () => {
  it('defaults missing groups to {} and ignores extra keys', () => {
    expect(parseFlags({})).toEqual({ authFlags: {}, filters: {}, partnerFeatureFlags: {} });
    expect(parseFlags({ authFlags: { sso: true }, partnerFeatureFlags: null, version: 3 })).toEqual({
      authFlags: { sso: true },
      filters: {},
      partnerFeatureFlags: {},
    });
  });

  it('throws a clear error when the answer is not an object', () => {
    expect(() => parseFlags(null)).toThrow(
      'The feature-flags answer must be a JSON object like { authFlags?, filters?, partnerFeatureFlags? }, but it is null.',
    );
    expect(() => parseFlags([])).toThrow('but it is an array');
    expect(() => parseFlags('<html>')).toThrow('but it is string "<html>"');
    expect(() => parseFlags({ partnerFeatureFlags: [1] })).toThrow(
      'The feature-flags answer is malformed: partnerFeatureFlags must be an object of flags, but it is an array.',
    );
  });
});

describe('feature flags over partner settings', () => {
  it('override settings by name, including enrollmentType, currencyType, homePage and hasVIP', () => {
    const { site, warnings } = resolve('choice', {
      partnerFeatureFlags: {
        enrollmentType: 'sso',
        currencyType: 'Credit',
        hasDiscoverPage: true,
        homePage: 'discover',
        hasVIP: true,
        hasPPN: false,
        cardTypesAccepted: ['VISA'],
        minimumAppVersion: '2.0',
        appStore: { ios: 'https://apps.apple.com/app/id1', android: null },
      },
    });
    expect(warnings).toEqual([]);
    expect(site.settings).toMatchObject({
      enrollmentType: 'sso',
      currencyType: 'Credit',
      homePage: 'discover',
      hasDiscoverPage: true,
      hasVIP: true,
      hasPPN: false,
      cardTypesAccepted: ['VISA'],
      minimumAppVersion: '2.0',
    });
    // Untouched settings keep the partner's value.
    expect(site.settings.name).toBe('Choice Privileges® Dining');
  });

  it('warns about and ignores values that do not fit, keeping the partner value', () => {
    const { site, lines, warnings } = resolve('delta', {
      partnerFeatureFlags: { hasVIP: 'yes', currencyType: 'Yen', enrollmentType: null, shortCode: '12345' },
    });
    expect(site.settings.hasVIP).toBe(true);
    expect(site.settings.currencyType).toBe('Mile');
    expect(site.settings.enrollmentType).toBe('direct');
    expect(site.settings.shortCode).toBe('12345');
    expect(warnings.map((w) => [w.partner, w.set, w.slug, w.field])).toEqual([
      ['delta', 'feature-flags', 'partnerFeatureFlags', 'hasVIP'],
      ['delta', 'feature-flags', 'partnerFeatureFlags', 'currencyType'],
      ['delta', 'feature-flags', 'partnerFeatureFlags', 'enrollmentType'],
    ]);
    expect(lines[0]).toBe(
      'feature-flags/partnerFeatureFlags: hasVIP: string "yes" does not fit (Invalid input: expected boolean, received string); the partner value true is kept',
    );
  });

  it('warns about and ignores unknown flag keys', () => {
    const { site, warnings } = resolve('united', { partnerFeatureFlags: { hasTeleporter: true } });
    expect(site.settings).not.toHaveProperty('hasTeleporter');
    expect(warnings).toEqual([
      {
        partner: 'united',
        set: 'feature-flags',
        slug: 'partnerFeatureFlags',
        field: 'hasTeleporter',
        message: 'not a partner setting (flag ignored)',
      },
    ]);
  });

  it('keeps the home page consistent when a flag removes the discover page', () => {
    const { site, warnings } = resolve('united', { partnerFeatureFlags: { hasDiscoverPage: false } });
    expect(site.settings.hasDiscoverPage).toBe(false);
    expect(site.settings.homePage).toBe('how-it-works');
    expect(warnings.map((w) => w.field)).toEqual(['homePage']);
  });

  it('applyFlags does not mutate the partner settings', () => {
    const settings = loadPartner('delta').settings;
    const merged = applyFlags(settings, { hasVIP: false }, () => {});
    expect(merged.hasVIP).toBe(false);
    expect(settings.hasVIP).toBe(true);
  });
});

describe('resolveSite', () => {
  it('builds a working Site from an empty CMS', () => {
    const { site, warnings } = resolve('nosh', {});
    expect(warnings).toEqual([]);
    expect(site.slug).toBe('nosh');
    expect(site.siteUrl).toBe('https://dining.nosh.example');
    expect(site.theme.logo).toBe('nosh.svg');
    expect(site.flags).toEqual({ authFlags: {}, filters: {} });
    expect(site.content.home).toEqual([]);
    expect(site.copy['auth.signIn']).toBe('Sign In');
    expect(site.providers).toBe(testProviders);
    expect(site.production).toBe(false);
  });

  it('parses the sets, overlays CMS copy and reports content problems with partner, set, slug and field', () => {
    const { site, lines, warnings } = resolve(
      'delta',
      { authFlags: { emulation: true }, filters: { acclaimed: true } },
      {
        '*': [{ slug: 'copy', fields: { copy: { 'auth.signIn': 'Log in', 'made.up': 'x' } } }],
        earn_banner: [
          { slug: 'bad', fields: { text: '' } },
          { slug: 'good', fields: { text: 'Earn 2x' } },
        ],
      },
    );
    expect(site.flags).toEqual({ authFlags: { emulation: true }, filters: { acclaimed: true } });
    expect(site.copy['auth.signIn']).toBe('Log in');
    expect(site.content.earnBanner).toEqual([{ slug: 'good', text: 'Earn 2x' }]);
    expect(warnings.map((w) => [w.partner, w.set, w.slug, w.field])).toEqual([
      ['delta', 'earn_banner', 'bad', 'text'],
      ['delta', '*', 'copy', 'copy.made.up'],
    ]);
    expect(lines[0]).toBe('earn_banner/bad: text: must not be empty (after removing disallowed HTML) (entry dropped)');
  });

  it('fails the partner with a clear message when the flags answer is broken', () => {
    expect(() => resolve('delta', 'Service Unavailable')).toThrow('Partner "delta": The feature-flags answer must be a JSON object');
  });

  it('produces a Site that survives JSON (it is handed to Astro as a file)', () => {
    const { site } = resolve(
      'hilton',
      {},
      {
        home: [{ slug: 'hero', fields: { user_states: ['anonymous'], banner_text: [{ type: 'title', text_mobile: 'Hi' }] } }],
      },
    );
    const copy = JSON.parse(JSON.stringify(site)) as typeof site;
    expect(copy.content.home[0]?.banner_text[0]).toEqual({ type: 'title', text_mobile: 'Hi' });
    expect(copy.settings).toEqual(site.settings);
  });
});
