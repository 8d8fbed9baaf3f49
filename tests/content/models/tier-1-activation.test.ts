import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

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
