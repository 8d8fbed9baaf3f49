// Issue #22 item 10: the partners' sites are American, so the words they show are spelled the US
// way: the built-in copy and the content the sandbox CMS and reviews serve every partner.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPartners } from '../../scripts/sandbox/partners.ts';
import { cmsSet } from '../../scripts/sandbox/seed/cms/index.ts';
import { generateMerchants } from '../../scripts/sandbox/seed/merchants.ts';
import { setNames } from '../../src/content/models/content-sets.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';

/** British spellings with a different US form; whole-word stems, so "program" or "canceled" pass. */
const british =
  /\b(finalis\w*|programmes?|cos(y|ier|iest)|colours?|favourites?|centres?|organis\w*|licence|behaviours?|catalogues?|enrolment\w*|neighbour\w*|honour\w*|cancell(ed|ing)|travell(ed|ing|er)|apologis\w*|recognis\w*|personalis\w*|authoris\w*|customis\w*|realis(e|ed|es|ing)|analys(e|ed|es|ing)|judgement|theatres?|metres?|defence|labell(ed|ing)|whilst|amongst)\b/gi;

const britishIn = (text: string): string[] => text.match(british) ?? [];

describe('US spelling', () => {
  it('in the built-in copy', () => {
    const found = Object.entries(copyDefaults).flatMap(([key, value]) => britishIn(value).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('in the content the sandbox CMS serves each partner', () => {
    const found = allPartners().flatMap((partner) =>
      setNames.flatMap((set) => britishIn(JSON.stringify(cmsSet(partner, set, true))).map((word) => `${partner.slug} ${set}: ${word}`)),
    );
    expect(found).toEqual([]);
  });

  it("in the sandbox's merchants", () => {
    expect(britishIn(JSON.stringify(generateMerchants()))).toEqual([]);
  });

  it("in the sandbox's review texts", () => {
    const source = readFileSync(new URL('../../scripts/sandbox/routes/merchants.ts', import.meta.url), 'utf8');
    const reviews = /const reviewTexts = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    expect(reviews).not.toBe('');
    expect(britishIn(reviews)).toEqual([]);
  });

  it('finds the British forms it looks for', () => {
    expect(britishIn('Finalised programme, a cosy favourite in the centre; cancelled.')).toHaveLength(6);
    expect(britishIn('Finalized program, a cozy favorite in the center; canceled, enrollment, colorful.')).toEqual([]);
  });
});
