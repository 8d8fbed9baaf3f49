import { describe, expect, it } from 'vitest';
import {
  emptyContent,
  parseContent,
  parseSet,
  setNames,
  type ContentWarning,
  type SetName,
} from '../../src/content/models.ts';

const entry = (slug: string, fields: Record<string, unknown>) => ({ slug, fields });

function parse<S extends SetName>(set: S, entries: unknown[]) {
  const warnings: ContentWarning[] = [];
  const result = parseSet(set, entries, (warning) => warnings.push(warning));
  return { result, warnings };
}

const banner = [
  { type: 'title', text_desktop: 'Welcome to <b>dining</b>', text_mobile: 'Welcome' },
  { type: 'body_text', text_mobile: '<p>Earn more</p>' },
  { type: 'button', text_mobile: 'Join', url: '/join' },
  { type: 'standalone_link', text_mobile: 'Terms', url: 'https://www.example.com/terms', new_tab: true },
  { type: 'carousel', text_mobile: 'Featured' },
];

describe('set names', () => {
  it('lists the eleven sets, global first', () => {
    expect(setNames).toEqual([
      '*', 'home', 'discover', 'tier_1_activation', 'surveys', 'account_center', 'announcement_banner',
      'earn_details', 'earn_banner', 'popup', 'sidebar',
    ]);
  });
});

describe('entry envelopes', () => {
  it('drops entries without a slug or fields and names them by position', () => {
    const { result, warnings } = parse('earn_banner', [
      { fields: { text: 'no slug' } },
      { slug: 'no-fields' },
      'not an object',
      entry('ok', { text: 'Earn double' }),
    ]);
    expect(result).toEqual([{ slug: 'ok', text: 'Earn double' }]);
    expect(warnings.map((w) => [w.set, w.slug, w.field])).toEqual([
      ['earn_banner', '#0', 'slug'],
      ['earn_banner', 'no-fields', 'fields'],
      ['earn_banner', '#2', '(entry)'],
    ]);
    expect(warnings.every((w) => w.message.endsWith('(entry dropped)'))).toBe(true);
  });
});

describe('global set (*)', () => {
  const good = [
    entry('navbar', { nav_links: [{ text_desktop: 'Find restaurants', text_mobile: 'Find', url: '/search' }, { text_mobile: 'Earn', url: '/earn/how-it-works' }] }),
    entry('footer', {
      primary_links: [{ text: 'FAQ', url: '/earn/how-it-works' }],
      secondary_links: [{ text: 'Privacy', url: 'https://www.example.com/privacy' }],
      copyright: '© 2025 Example',
      support_contact: 'help@example.com',
      disclaimer: '<p>Terms apply.<script>x</script></p>',
      logo_chain: [{ alt: 'Visa', src: '/logos/visa.svg' }],
    }),
    entry('copy', { copy: { 'auth.signIn': 'Log in', 'cards.limit': 5, 'bad.value': { nested: true }, 'null.value': null } }),
    entry('site', { title: 'Dining', api_base: 'https://api.example.com', cms_base: null, dusted: ['/holiday'] }),
    entry('not_found', { tagline: 'Lost?', document_title: 'Not found', title: 'Nope', home_link_label: 'Home' }),
  ];

  it('parses the five known entries', () => {
    const { result, warnings } = parse('*', good);
    expect(result.navbar?.nav_links).toEqual([
      { text_desktop: 'Find restaurants', text_mobile: 'Find', url: '/search' },
      { text_mobile: 'Earn', url: '/earn/how-it-works' },
    ]);
    expect(result.footer).toMatchObject({
      copyright: '© 2025 Example',
      support_contact: 'help@example.com',
      disclaimer: '<p>Terms apply.</p>',
      logo_chain: [{ alt: 'Visa', src: '/logos/visa.svg' }],
    });
    expect(result.copy).toEqual({ 'auth.signIn': 'Log in', 'cards.limit': '5' });
    expect(result.site).toEqual({ title: 'Dining', api_base: 'https://api.example.com', cms_base: undefined, dusted: ['/holiday'] });
    expect(result.notFound?.title).toBe('Nope');
    // One bad copy value costs only that key.
    expect(warnings).toEqual([
      { set: '*', slug: 'copy', field: 'copy.bad.value', message: 'copy values must be text (this key is ignored)' },
    ]);
  });

  it('drops a bad entry, ignores unknown slugs and keeps the first of duplicates', () => {
    const { result, warnings } = parse('*', [
      entry('navbar', { nav_links: [{ text_mobile: 'Evil', url: 'javascript:alert(1)' }] }),
      entry('footer', { primary_links: [] }),
      entry('header', {}),
      entry('not_found', { tagline: 'a', document_title: 'b', title: 'c', home_link_label: 'd' }),
      entry('not_found', { tagline: 'x', document_title: 'x', title: 'x', home_link_label: 'x' }),
    ]);
    expect(result.navbar).toBeUndefined();
    expect(result.footer).toBeUndefined();
    expect(result.notFound?.title).toBe('c');
    expect(warnings.map((w) => `${w.set}/${w.slug}: ${w.field}`)).toEqual([
      '*/navbar: nav_links.0.url',
      '*/footer: secondary_links',
      '*/header: slug',
      '*/not_found: slug',
    ]);
    expect(warnings[0]?.message).toContain('"javascript:alert(1)" is not an allowed URL');
  });

  it('rejects a support contact that is neither an email nor a safe link', () => {
    const { warnings } = parse('*', [entry('footer', { primary_links: [], secondary_links: [], support_contact: 'javascript:alert(1)' })]);
    expect(warnings.map((w) => w.field)).toEqual(['support_contact']);
  });
});

describe('home', () => {
  it('keeps entries with at least one user state and parses the banner blocks', () => {
    const { result, warnings } = parse('home', [
      entry('hero', { user_states: ['anonymous', 'known'], banner_text: banner, image: { src: 'https://cdn.example.com/hero.jpg', alt: 'Dinner' } }),
      entry('no-states', { user_states: [], banner_text: banner }),
      entry('bad-state', { user_states: ['vip'], banner_text: banner }),
    ]);
    expect(result).toHaveLength(1);
    const [hero] = result;
    expect(hero?.slug).toBe('hero');
    expect(hero?.image).toEqual({ src: 'https://cdn.example.com/hero.jpg', alt: 'Dinner' });
    expect(hero?.banner_text).toEqual([
      { type: 'title', text_desktop: 'Welcome to <b>dining</b>', text_mobile: 'Welcome' },
      { type: 'body_text', text_desktop: undefined, text_mobile: '<p>Earn more</p>' },
      { type: 'button', text_desktop: undefined, text_mobile: 'Join', url: '/join', new_tab: false },
      { type: 'standalone_link', text_desktop: undefined, text_mobile: 'Terms', url: 'https://www.example.com/terms', new_tab: true },
      { type: 'carousel', text_mobile: 'Featured' },
    ]);
    expect(warnings.map((w) => [w.set, w.slug, w.field])).toEqual([
      ['home', 'no-states', 'user_states'],
      ['home', 'bad-state', 'user_states.0'],
    ]);
  });

  it('names the field of a bad banner block', () => {
    const { warnings } = parse('home', [
      entry('hero', {
        user_states: ['anonymous'],
        banner_text: [{ type: 'marquee', text_mobile: 'x' }, { type: 'button', text_mobile: 'Go', url: 'data:text/html,x' }],
      }),
    ]);
    expect(warnings.map((w) => w.field)).toEqual(['banner_text.0.type', 'banner_text.1.url']);
    expect(warnings[0]?.message).toContain('type must be one of body_text, title, button, standalone_link, carousel');
  });
});

describe('discover', () => {
  it('parses column items with their defaults', () => {
    const { result, warnings } = parse('discover', [
      entry('main', {
        items: [
          { type: 'title', text: 'Near you' },
          { type: 'body_text', text: '<p onclick="x">Hand-picked</p>' },
          { type: 'button', text: 'Search', url: '/search', variant: 'secondary' },
          { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations' },
          { type: 'merchant_carousel', headline: 'Acclaimed', query: '?location=Chicago%2C%20IL&acclaimed=true' },
        ],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(result[0]?.banner_text).toEqual([]);
    expect(result[0]?.items).toEqual([
      { type: 'title', text: 'Near you', variant: 'Lg' },
      { type: 'body_text', text: '<p>Hand-picked</p>' },
      { type: 'button', text: 'Search', url: '/search', variant: 'secondary' },
      { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations', new_tab: false },
      { type: 'merchant_carousel', headline: 'Acclaimed', body: undefined, query: 'location=Chicago%2C+IL&acclaimed=true' },
    ]);
  });

  it('drops an entry with a bad item and says which', () => {
    const { result, warnings } = parse('discover', [
      entry('bad', { items: [{ type: 'title', text: 'ok' }, { type: 'title', text: 'x', variant: 'XXL' }, { type: 'merchant_carousel', query: '' }] }),
    ]);
    expect(result).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['items.1.variant', 'items.2.query']);
  });
});

describe('tier_1_activation', () => {
  it('uses the "page" entry and ignores others', () => {
    const { result, warnings } = parse('tier_1_activation', [
      entry('page', { title: 'Activate', body: '<p>Start <em>earning</em></p>', button_text: 'Activate now' }),
      entry('other', { title: 'x', body: 'y', button_text: 'z' }),
    ]);
    expect(result).toEqual({ title: 'Activate', body: '<p>Start <em>earning</em></p>', button_text: 'Activate now', image: undefined });
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['other', 'slug']]);
  });

  it('drops a page whose rich body sanitizes to nothing', () => {
    const { result, warnings } = parse('tier_1_activation', [entry('page', { title: 'A', body: '<script>x</script>', button_text: 'B' })]);
    expect(result).toBeUndefined();
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['page', 'body']]);
  });
});

describe('surveys', () => {
  it('fills the spec defaults (0 s delay, 90 days) and accepts numeric ids and strings', () => {
    const { result, warnings } = parse('surveys', [
      entry('dining', { id: 1234, text: 'Tell us', url_allow_list: [{ url_allowed: '/search' }] }),
      entry('nps', { id: 'nps-1', text: 'Rate us', delay_timeout: '5', cookie_timeout: 30, url_disallow_list: null }),
      entry('bad', { id: 'x', text: 'y', delay_timeout: -1, url_allow_list: [{ url_allowed: 'search' }] }),
    ]);
    expect(result).toEqual([
      { slug: 'dining', id: '1234', text: 'Tell us', delay_timeout: 0, cookie_timeout: 90, url_allow_list: [{ url_allowed: '/search' }], url_disallow_list: [] },
      { slug: 'nps', id: 'nps-1', text: 'Rate us', delay_timeout: 5, cookie_timeout: 30, url_allow_list: [], url_disallow_list: [] },
    ]);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['bad', 'delay_timeout'],
      ['bad', 'url_allow_list.0.url_allowed'],
    ]);
  });
});

describe('account_center', () => {
  it('needs referral_link', () => {
    const { result, warnings } = parse('account_center', [
      entry('main', {
        referral_link: { is_enabled: true, title: 'Refer a friend', description: 'Share your link' },
        link_groups: [{ title: 'Help', links: [{ text: 'FAQ', url: '/earn/how-it-works' }] }],
      }),
      entry('no-referral', { link_groups: [] }),
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]?.referral_link.is_enabled).toBe(true);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['no-referral', 'referral_link']]);
  });
});

describe('announcement_banner', () => {
  it('needs non-empty banner_copy, and links need a url', () => {
    const { result, warnings } = parse('announcement_banner', [
      entry('ok', { banner_copy: [{ type: 'text', copy: 'New:' }, { type: 'link', copy: 'double miles', url: '/earn/new-member-bonus' }], tooltip_copy: '' }),
      entry('empty', { banner_copy: [] }),
      entry('missing', {}),
      entry('link-without-url', { banner_copy: [{ type: 'link', copy: 'x' }] }),
    ]);
    expect(result).toEqual([
      {
        slug: 'ok',
        banner_copy: [
          { type: 'text', copy: 'New:' },
          { type: 'link', copy: 'double miles', url: '/earn/new-member-bonus', new_tab: false },
        ],
        tooltip_copy: undefined,
      },
    ]);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['empty', 'banner_copy'],
      ['missing', 'banner_copy'],
      ['link-without-url', 'banner_copy.0.url'],
    ]);
  });
});

describe('earn_details', () => {
  it('needs a url under /earn/ and keeps one entry per url', () => {
    const { result, warnings } = parse('earn_details', [
      entry('reservations', {
        url: '/earn/reservations/',
        browser_title: 'Reservations',
        disclaimer: '<p>Terms</p>',
        main_column: [{ type: 'title', text: 'Book and earn', variant: 'XL' }],
        side_column: [{ type: 'standalone_link', text: 'OpenTable', url: 'https://www.opentable.example', new_tab: true }],
      }),
      entry('again', { url: '/earn/reservations' }),
      entry('outside', { url: '/promo' }),
      entry('missing-url', {}),
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ slug: 'reservations', url: '/earn/reservations', banner_text: [], browser_title: 'Reservations' });
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['outside', 'url'],
      ['missing-url', 'url'],
      ['again', 'url'],
    ]);
  });
});

describe('earn_banner', () => {
  it('needs non-empty text', () => {
    const { result, warnings } = parse('earn_banner', [entry('a', { text: '<p>Earn <b>2x</b></p>' }), entry('b', { text: '' }), entry('c', { text: '<p> </p>' })]);
    expect(result).toEqual([{ slug: 'a', text: '<p>Earn <b>2x</b></p>' }]);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['b', 'text'], ['c', 'text']]);
  });
});

describe('popup and sidebar', () => {
  it('keys popups by slug (the popup type)', () => {
    const { result, warnings } = parse('popup', [
      entry('double-points', { title: 'Double points', body_text: '<p>This week only</p>', learn_more_url: '/earn/topgolf-bonus', learn_more_text: 'Details' }),
      entry('bad-link', { body_text: 'x', learn_more_url: 'javascript:alert(1)' }),
      entry('double-points', { body_text: 'second' }),
    ]);
    expect(Object.keys(result)).toEqual(['double-points']);
    expect(result['double-points']?.body_text).toBe('<p>This week only</p>');
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['bad-link', 'learn_more_url'], ['double-points', 'slug']]);
  });

  it('keys sidebars by slug and needs page_text', () => {
    const { result, warnings } = parse('sidebar', [entry('earn', { page_text: '<ul><li>One</li></ul>' }), entry('empty', {})]);
    expect(result).toEqual({ earn: { page_text: '<ul><li>One</li></ul>' } });
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['empty', 'page_text']]);
  });
});

describe('parseContent', () => {
  it('treats every missing set as empty', () => {
    expect(parseContent({}, () => {})).toEqual(emptyContent());
  });

  it('fills every key of SiteContent', () => {
    const content = parseContent(
      {
        tier_1_activation: [entry('page', { title: 'A', body: 'B', button_text: 'C' })],
        popup: [entry('p', { body_text: 'x' })],
      },
      () => {},
    );
    expect(Object.keys(content).sort()).toEqual(
      ['accountCenter', 'announcementBanner', 'discover', 'earnBanner', 'earnDetails', 'global', 'home', 'popups', 'sidebars', 'surveys', 'tier1Activation'],
    );
  });
});
