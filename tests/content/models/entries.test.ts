import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

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
