import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('announcement_banner', () => {
  it('needs non-empty banner_copy, and links need a url', () => {
    const { result, warnings } = parse('announcement_banner', [
      entry('ok', {
        banner_copy: [
          { type: 'text', copy: 'New:' },
          { type: 'link', copy: 'double miles', url: '/earn/new-member-bonus' },
        ],
        tooltip_copy: '',
      }),
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
