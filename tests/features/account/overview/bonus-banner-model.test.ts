// Bonus banners in the content model (spec 001 §3 "Bonus banner config"): home entries of type bonus,
// never home banners; what the overview gets from them; and the sandbox's seeded banners, which
// every partner build reads without a warning.
import { describe, expect, it } from 'vitest';
import { parseContent, type ContentWarning } from '../../../../src/content/models/content-sets.ts';
import { bonusBannerViews } from '../../../../src/features/account/overview/banner-content.ts';
import { cmsSet } from '../../../../scripts/sandbox/seed/cms/index.ts';
import { findPartner } from '../../../../scripts/sandbox/partners.ts';
import { resolveTestSite } from '../../../helpers/sites.ts';

const entry = (slug: string, fields: Record<string, unknown>) => ({ slug, fields });
const homeBanner = entry('welcome', {
  user_states: ['anonymous'],
  banner_text: [{ type: 'title', text_mobile: 'Welcome' }],
});
const bonusEntry = (slug: string, fields: Record<string, unknown>) =>
  entry(slug, { type: 'bonus', code: 'NMB500', banner_text: [{ type: 'title', text_mobile: 'New member bonus' }], ...fields });

function parseHome(entries: unknown[]) {
  const warnings: ContentWarning[] = [];
  const content = parseContent({ home: entries }, (warning) => warnings.push(warning));
  return { home: content.home, bonuses: content.bonusBanners, warnings };
}

describe('home entries of type bonus', () => {
  it('are bonus banners, not home banners, and the home banners stay as they were', () => {
    const { home, bonuses, warnings } = parseHome([homeBanner, bonusEntry('nmb', { user_states: ['card_member'] })]);
    expect(home.map((e) => e.slug)).toEqual(['welcome']);
    expect(bonuses).toEqual([
      {
        slug: 'nmb',
        type: 'bonus',
        code: 'NMB500',
        order: undefined,
        banner_text: [{ type: 'title', text_desktop: undefined, text_mobile: 'New member bonus' }],
        image: undefined,
        days_to_display: undefined,
        app_only_bonus: false,
        app_text: undefined,
        user_states: ['card_member'],
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads order and days_to_display from numbers or numeric strings, and the app-only fields', () => {
    const { bonuses } = parseHome([
      bonusEntry('a', { order: '2', days_to_display: '30', app_only_bonus: true, app_text: '<p>Use the <b>app</b><script>x</script></p>' }),
    ]);
    expect(bonuses[0]).toMatchObject({ order: 2, days_to_display: 30, app_only_bonus: true, app_text: '<p>Use the <b>app</b></p>' });
  });

  it('drops a bonus entry that does not fit, naming the home set, slug and field; it never becomes a home banner', () => {
    const { home, bonuses, warnings } = parseHome([
      bonusEntry('no-code', { code: '' }),
      bonusEntry('bad-code', { code: 'NMB 500' }),
      bonusEntry('no-title', { banner_text: [{ type: 'body_text', text_mobile: 'x' }] }),
      bonusEntry('bad-days', { days_to_display: -1 }),
      bonusEntry('bad-state', { user_states: ['vip'], banner_text: [{ type: 'carousel', text_mobile: 'x' }] }),
    ]);
    expect(home).toEqual([]);
    expect(bonuses).toEqual([]);
    expect(warnings.map((w) => [w.set, w.slug, w.field])).toEqual([
      ['home', 'no-code', 'code'],
      ['home', 'bad-code', 'code'],
      ['home', 'no-title', 'banner_text'],
      ['home', 'bad-days', 'days_to_display'],
      ['home', 'bad-state', 'banner_text.0.type'],
      ['home', 'bad-state', 'user_states.0'],
    ]);
  });
});

describe('what the overview gets', () => {
  it('renders the text blocks at build time: placeholders filled, the button block as the label, desktop wording only when it differs', () => {
    const { site } = resolveTestSite(
      'delta',
      {},
      {
        home: [
          bonusEntry('nmb', {
            order: 1,
            days_to_display: 7,
            image: { src: '/images/bonus.jpg', alt: 'A dinner' },
            banner_text: [
              { type: 'body_text', text_mobile: '<p>Earn {currency}.</p>', text_desktop: '<p>Earn {currency}.</p>' },
              { type: 'title', text_mobile: 'Short', text_desktop: 'A longer title' },
              { type: 'button', text_mobile: 'Activate now', url: '/ignored' },
              { type: 'standalone_link', text_mobile: 'Terms', url: 'https://terms.example.com/bonus' },
            ],
          }),
        ],
      },
    );
    const [view] = bonusBannerViews(site, site.content.bonusBanners);
    expect(view).toEqual({
      slug: 'nmb',
      code: 'NMB500',
      order: 1,
      blocks: [
        { kind: 'body', text: { mobile: '<p>Earn miles.</p>' } },
        { kind: 'title', text: { mobile: 'Short', desktop: 'A longer title' } },
        { kind: 'link', text: { mobile: 'Terms' }, href: 'https://terms.example.com/bonus', newTab: true },
      ],
      button: { mobile: 'Activate now' },
      image: { src: '/images/bonus.jpg', alt: 'A dinner' },
      daysToDisplay: 7,
      appOnly: false,
      appTextHtml: null,
      userStates: [],
    });
  });
});

describe('the seeded bonus banners', () => {
  const seeded = (slug: string) => {
    const partner = findPartner(slug);
    if (!partner) throw new Error(slug);
    const warnings: ContentWarning[] = [];
    const content = parseContent({ home: cmsSet(partner, 'home', false) }, (w) => warnings.push(w));
    return { content, warnings };
  };

  it('name every demo bonus code, plus the special bonus of the partners that have one', () => {
    const delta = seeded('delta');
    expect(delta.warnings).toEqual([]);
    expect(delta.content.bonusBanners.map((b) => b.code)).toEqual(['NMB500', 'DINE3X', 'RESERVE50', 'TOPGOLF']);
    expect(delta.content.bonusBanners.find((b) => b.code === 'DINE3X')).toMatchObject({ app_only_bonus: true, days_to_display: 30 });
    expect(delta.content.home.every((e) => e.user_states.length > 0)).toBe(true);
    expect(seeded('hilton').content.bonusBanners.map((b) => b.code)).toContain('HHNEWMEMBER');
    expect(seeded('united').content.bonusBanners.map((b) => b.code)).toContain('UAPARTNER');
    expect(seeded('nosh').content.bonusBanners).toEqual([]);
  });
});
