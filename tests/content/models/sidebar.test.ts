import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('sidebar', () => {
  it('keys sidebars by slug and needs page_text', () => {
    const { result, warnings } = parse('sidebar', [entry('earn', { page_text: '<ul><li>One</li></ul>' }), entry('empty', {})]);
    expect(result).toEqual({ earn: { page_text: '<ul><li>One</li></ul>' } });
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([['empty', 'page_text']]);
  });
});
