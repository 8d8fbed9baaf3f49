// Joining's value panel and Card Added name the new-member bonus in the CMS's words (issue #25):
// the bonus entry whose code begins "NMB", its body text; none, and the pages use their copy.
import { describe, expect, it } from 'vitest';
import type { BonusBannerEntry } from '../../../src/content/models/bonus-banner.ts';
import { newMemberBonusText } from '../../../src/features/enrollment/new-member-bonus.ts';

const entry = (code: string, body?: string) =>
  ({
    slug: `bonus-${code.toLowerCase()}`,
    code,
    banner_text: [{ type: 'title', text_mobile: 'A bonus' }, ...(body === undefined ? [] : [{ type: 'body_text', text_mobile: body }])],
  }) as unknown as BonusBannerEntry;

describe('the new-member bonus in words', () => {
  it("is the body of the CMS's new-member bonus entry (code NMB…, any case)", () => {
    const entries = [entry('DINE3X', '<p>Dine three times.</p>'), entry('nmb500', '<p>Earn <strong>500 bonus miles</strong>.</p>')];
    expect(newMemberBonusText(entries)).toEqual({
      html: '<p>Earn <strong>500 bonus miles</strong>.</p>',
      source: 'home/bonus-nmb500: banner_text',
    });
  });

  it('is null without such an entry, or when it has no body (the copy speaks then)', () => {
    expect(newMemberBonusText([entry('DINE3X', '<p>x</p>')])).toBeNull();
    expect(newMemberBonusText([entry('NMB500')])).toBeNull();
    expect(newMemberBonusText([])).toBeNull();
  });
});
