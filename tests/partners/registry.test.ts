import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPartnerSlug, loadAllPartners, loadPartner, parsePartner, partnerSlugs } from '../../partners/index.ts';
import delta from '../../partners/delta.ts';
import { currencyTypes, enrollmentTypes } from '../../partners/schema.ts';

const contractSlugs =
  'american caesars choice daak delta ftch free-spirit fuel-rewards hilton ihg jetblue marriott nosh southwest tgbk t-mobile united upromise wynd'.split(
    ' ',
  );

describe('partner registry', () => {
  it('lists the 19 partners of CONTRACTS §2, in its order', () => {
    expect([...partnerSlugs]).toEqual(contractSlugs);
  });

  it('parses every partner config', () => {
    const partners = loadAllPartners();
    expect(partners.map((p) => p.slug)).toEqual(contractSlugs);
  });

  it('tells partner slugs from other strings', () => {
    expect(isPartnerSlug('t-mobile')).toBe(true);
    expect(isPartnerSlug('T-Mobile')).toBe(false);
    expect(isPartnerSlug(undefined)).toBe(false);
    expect(() => loadPartner('acme')).toThrow(/Unknown partner "acme"/);
  });

  it('covers every enrollment type and every currency', () => {
    const partners = loadAllPartners();
    for (const type of enrollmentTypes) expect(partners.some((p) => p.settings.enrollmentType === type)).toBe(true);
    for (const currency of currencyTypes) expect(partners.some((p) => p.settings.currencyType === currency)).toBe(true);
  });

  it('follows the enrollment/currency plan', () => {
    const plan = Object.fromEntries(loadAllPartners().map((p) => [p.slug, `${p.settings.enrollmentType} ${p.settings.currencyType}`]));
    expect(plan).toEqual({
      delta: 'direct Mile',
      united: 'direct Mile',
      american: 'direct Mile',
      caesars: 'direct Point',
      choice: 'direct Point',
      'free-spirit': 'direct Point',
      ihg: 'direct Point',
      jetblue: 'direct Point',
      southwest: 'direct Point',
      wynd: 'direct Point',
      hilton: 'sso Point',
      marriott: 'sso Point',
      'fuel-rewards': 'sso Credit',
      't-mobile': 'sso Credit',
      upromise: 'sso Dollar',
      daak: 'none Dollar',
      nosh: 'none Dollar',
      tgbk: 'none Dollar',
      ftch: 'none Dollar',
    });
  });

  it('configures the reference partner as spec 001 describes it', () => {
    const { settings } = loadPartner('delta');
    expect(settings).toMatchObject({
      name: 'Delta SkyMiles® Dining',
      programName: 'SkyMiles® Dining',
      hasVIP: true,
      hasReservationBonus: true,
      openTableReservationsEnabled: true,
      acclaimedEnabled: true,
      adTagPrefix: 'DL',
    });
  });

  it('exercises every optional branch somewhere, and the one-partner settings exactly once', () => {
    const settings = loadAllPartners().map((p) => p.settings);
    const count = (pick: (s: (typeof settings)[number]) => boolean) => settings.filter(pick).length;
    expect(count((s) => s.homePage === 'discover')).toBeGreaterThan(0);
    expect(count((s) => s.hasPWAInstallBanner)).toBeGreaterThan(0);
    expect(count((s) => s.hasSmsOptIn)).toBeGreaterThan(0);
    expect(count((s) => s.hasSmsOptInV2)).toBeGreaterThan(0);
    expect(count((s) => s.fullAddressRequired)).toBeGreaterThan(0);
    expect(count((s) => s.hasPartnerLoadedCards)).toBeGreaterThan(0);
    expect(count((s) => s.minimumAppVersion !== null)).toBeGreaterThan(0);
    expect(count((s) => Object.keys(s.routeMeta).length > 0)).toBeGreaterThan(0);
    expect(count((s) => s.generalModalType !== null)).toBe(1);
    expect(count((s) => s.formPrivacyNotice)).toBe(1);
    expect(count((s) => s.hideNetworkLogos)).toBe(1);
    expect(count((s) => s.shortCode === null)).toBe(1);
    expect(count((s) => s.shortCode !== null)).toBeGreaterThan(settings.length / 2);
  });

  it('keeps the home page and discover page settings consistent', () => {
    for (const { slug, settings } of loadAllPartners()) {
      if (settings.homePage === 'discover') expect(settings.hasDiscoverPage, slug).toBe(true);
    }
  });
});

describe('friendly errors for a broken config', () => {
  it('names the partner and gives one `file: path: message` line per problem', () => {
    const broken = {
      ...delta,
      settings: {
        ...delta.settings,
        currencyType: 'Yen',
        customerSupport: {
          phone: { href: 'call us', formatted: '1-800-555-0101' },
          email: delta.settings.customerSupport.email,
        },
      },
      theme: { ...delta.theme, colors: { ...delta.theme.colors, brand: 'navy' } },
    };
    let message = '';
    try {
      parsePartner('delta', broken);
    } catch (error) {
      message = (error as Error).message;
    }
    const [heading, ...lines] = message.split('\n');
    expect(heading).toBe('Partner "delta" has an invalid configuration (3 problems):');
    expect(lines).toEqual([
      expect.stringMatching(/^partners\/delta\.ts: settings\.currencyType: .*"Dollar"\|"Mile"\|"Point"\|"Credit"/),
      'partners/delta.ts: settings.customerSupport.phone.href: use a tel: link such as tel:+18005551234',
      'partners/delta.ts: theme.colors.brand: use a 6-digit hex colour such as #003366',
    ]);
  });

  it('checks rules that span fields', () => {
    const broken = { ...delta, slug: 'delta', settings: { ...delta.settings, homePage: 'discover', hasDiscoverPage: false } };
    expect(() => parsePartner('delta', broken)).toThrow("partners/delta.ts: settings.homePage: 'discover' needs hasDiscoverPage: true");
    expect(() => parsePartner('united', delta)).toThrow('partners/united.ts: slug: must be "united", the file name');
  });
});

describe('partner themes and logos', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

  for (const partner of loadAllPartners()) {
    it(`${partner.slug}: brand and accent read on white, font stacks ending in a generic family, a matching wordmark`, () => {
      const { colors, fonts, logo, logoAspect } = partner.theme;
      // WCAG AA for normal text: the logo and links are drawn in these colours on white.
      expect(contrastOnWhite(colors.brand)).toBeGreaterThanOrEqual(4.5);
      expect(contrastOnWhite(colors.accent)).toBeGreaterThanOrEqual(4.5);
      for (const stack of [fonts.body, fonts.heading]) {
        expect(stack).toMatch(/(sans-serif|serif)$/);
        expect(stack).not.toMatch(/url\(|@import/);
      }

      expect(logo).toBe(`${partner.slug}.svg`);
      const file = fileURLToPath(new URL(`../../partners/logos/${logo}`, import.meta.url));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).toContain(`fill="${colors.brand}"`);
      expect(svg).not.toMatch(/<script|on[a-z]+=|href=/i);
      const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
      expect(Number(width) / Number(height)).toBeCloseTo(logoAspect, 1);
    });
  }
});
