// The results' status line (issue #24): a page of a longer list gives its range, a list of one page
// the plain count, each near the search's place when the answer named one.
import { describe, expect, it } from 'vitest';
import { copyReader } from '../../../src/lib/element-copy.ts';
import { resultRange, resultsCountText } from '../../../src/features/search/results-heading.ts';
import { searchCopy } from '../../../src/features/search/copy.ts';

const t = copyReader<keyof typeof searchCopy>(searchCopy);
const count = (pageNo: number, total: number, place = 'Chicago, IL') => ({ pageNo, pageSize: 15, total, place });

describe('the results range', () => {
  it('page 1 and page 2 of 136, and the last page ends at the total', () => {
    expect(resultsCountText(count(1, 136), t)).toBe('1–15 of 136 restaurants near Chicago, IL');
    expect(resultsCountText(count(2, 136), t)).toBe('16–30 of 136 restaurants near Chicago, IL');
    expect(resultRange(count(10, 136))).toEqual({ first: 136, last: 136 });
  });

  it('a list that fits one page says the plain count; one result is singular; no place, no "near"', () => {
    expect(resultsCountText(count(1, 15), t)).toBe('15 restaurants near Chicago, IL');
    expect(resultsCountText(count(1, 1), t)).toBe('1 restaurant near Chicago, IL');
    expect(resultsCountText(count(1, 40, ''), t)).toBe('1–15 of 40 restaurants');
  });

  it('a page past the end (an old link) says the plain count rather than an impossible range', () => {
    expect(resultRange(count(20, 136))).toBeNull();
    expect(resultsCountText(count(20, 136), t)).toBe('136 restaurants near Chicago, IL');
  });
});
