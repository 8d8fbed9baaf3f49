import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('earn_banner', () => {
  it('needs non-empty text', () => {
    const { result, warnings } = parse('earn_banner', [
      entry('a', { text: '<p>Earn <b>2x</b></p>' }),
      entry('b', { text: '' }),
      entry('c', { text: '<p> </p>' }),
    ]);
    expect(result).toEqual([{ slug: 'a', text: '<p>Earn <b>2x</b></p>' }]);
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['b', 'text'],
      ['c', 'text'],
    ]);
  });
});
