import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('global set (*)', () => {
  const good = [
    entry('navbar', {
      nav_links: [
        { text_desktop: 'Find restaurants', text_mobile: 'Find', url: '/search' },
        { text_mobile: 'Earn', url: '/earn/how-it-works' },
      ],
    }),
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
