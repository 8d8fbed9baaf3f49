import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

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
