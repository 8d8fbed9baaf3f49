import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

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
