import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('popup', () => {
  it('keys popups by slug (the popup type)', () => {
    const { result, warnings } = parse('popup', [
      entry('double-points', {
        title: 'Double points',
        body_text: '<p>This week only</p>',
        learn_more_url: '/earn/topgolf-bonus',
        learn_more_text: 'Details',
      }),
      entry('bad-link', { body_text: 'x', learn_more_url: 'javascript:alert(1)' }),
      entry('double-points', { body_text: 'second' }),
    ]);
    expect(Object.keys(result)).toEqual(['double-points']);
    expect(result['double-points']?.body_text).toBe('<p>This week only</p>');
    expect(warnings.map((w) => [w.slug, w.field])).toEqual([
      ['bad-link', 'learn_more_url'],
      ['double-points', 'slug'],
    ]);
  });
});
