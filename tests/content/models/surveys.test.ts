import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('surveys', () => {
  it('fills the spec defaults (0 s delay, 90 days) and accepts numeric ids and strings', () => {
    const { result, warnings } = parse('surveys', [
      entry('dining', { id: 1234, text: 'Tell us', url_allow_list: [{ url_allowed: '/search' }] }),
      entry('nps', { id: 'nps-1', text: 'Rate us', delay_timeout: '5', cookie_timeout: 30, url_disallow_list: null }),
      entry('bad', { id: 'x', text: 'y', delay_timeout: -1, url_allow_list: [{ url_allowed: 'search' }] }),
    ]);
    expect(result).toEqual([
      {
        slug: 'dining',
        id: '1234',
        text: 'Tell us',
        delay_timeout: 0,
        cookie_timeout: 90,
        url_allow_list: [{ url_allowed: '/search' }],
        url_disallow_list: [],
      },
      { slug: 'nps', id: 'nps-1', text: 'Rate us', delay_timeout: 5, cookie_timeout: 30, url_allow_list: [], url_disallow_list: [] },
    ]);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['bad', 'delay_timeout'],
      ['bad', 'url_allow_list.0.url_allowed'],
    ]);
  });
});
