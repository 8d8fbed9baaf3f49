// The page bench's arithmetic and verdicts (issue #26), without Chromium: medians and spreads of
// runs, page ÷ twin ratios, which goals a page of each kind misses, and the table's lines.
import { describe, expect, it } from 'vitest';
import { median, ratio, spread, summarize, type PageFigures } from '../../scripts/bench/figures.ts';
import { jsBudgetKb, missedGoals, type PageKind, type PageRow } from '../../scripts/bench/goals.ts';
import { formatRow, formatSummary, spreadText, tableHeader } from '../../scripts/bench/report.ts';

const run = (figures: Partial<PageFigures> = {}): PageFigures => ({
  performance: 100,
  fcp: 1000,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  lcpElement: 'h1.title "Dine and earn"',
  ...figures,
});

/** A page measured once against a twin at FCP and LCP 1000 ms. */
const row = (kind: PageKind, page: Partial<PageFigures>, jsKb = 10): PageRow => ({
  label: '/somewhere',
  kind,
  page: summarize([run(page)]),
  twin: summarize([run()]),
  jsBytes: jsKb * 1024,
});

describe('figures over runs', () => {
  it('takes the median of odd and even counts, and the spread', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spread([1200, 900, 1500])).toEqual({ median: 1200, min: 900, max: 1500 });
  });

  it('summarizes every figure, and keeps the largest paint most runs saw', () => {
    const summary = summarize([
      run({ lcp: 1500, performance: 90, lcpElement: 'div.skeleton' }),
      run({ lcp: 1100, performance: 96 }),
      run({ lcp: 1300, performance: 93 }),
    ]);
    expect(summary.lcp).toEqual({ median: 1300, min: 1100, max: 1500 });
    expect(summary.performance).toEqual({ median: 93, min: 90, max: 96 });
    expect(summary.lcpElement).toBe('h1.title "Dine and earn"');
    expect(summary.runs).toBe(3);
  });

  it('divides page by twin, a twin at zero included', () => {
    expect(ratio(1800, 1000)).toBe(1.8);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Infinity);
  });
});

describe('goals of island pages', () => {
  it('are met exactly at the goal: perf 90, TBT 200 ms, LCP 1.5x twin, CLS under 0.001, JS at budget', () => {
    for (const kind of ['search', 'merchant', 'form', 'account'] as const)
      expect(missedGoals(row(kind, { performance: 90, tbt: 200, lcp: 1500, cls: 0.0009 }, jsBudgetKb[kind])), kind).toEqual([]);
  });

  it('are missed just over the goal, each named with its figure', () => {
    expect(missedGoals(row('search', { performance: 89, tbt: 201, lcp: 1510, cls: 0.001 }, jsBudgetKb.search + 0.1))).toEqual([
      'perf 89 < 90',
      'LCP 1.51x > 1.5x',
      'TBT 201 ms > 200 ms',
      'CLS 0.001 > 0',
      `JS ${jsBudgetKb.search + 0.1} kB > ${jsBudgetKb.search} kB`,
    ]);
  });

  it('do not judge FCP', () => {
    expect(missedGoals(row('form', { fcp: 3000, lcp: 1000 }))).toEqual([]);
  });
});

describe('goals of home and content pages', () => {
  it('are met exactly at the goal: perf 98, LCP 1.10x and FCP 1.15x twin', () => {
    for (const kind of ['home', 'content'] as const)
      expect(missedGoals(row(kind, { performance: 98, lcp: 1100, fcp: 1150 }, jsBudgetKb[kind]))).toEqual([]);
  });

  it('are missed just over the goal, while TBT and CLS are not theirs', () => {
    expect(missedGoals(row('content', { performance: 97, lcp: 1110, fcp: 1160, tbt: 900, cls: 0.2 }))).toEqual([
      'perf 97 < 98',
      'LCP 1.11x > 1.1x',
      'FCP 1.16x > 1.15x',
    ]);
    const overBudget = jsBudgetKb.home + 0.2;
    expect(missedGoals(row('home', {}, overBudget))).toEqual([`JS ${overBudget.toFixed(1)} kB > ${jsBudgetKb.home} kB`]);
  });
});

describe('the table', () => {
  it('shows a spread only when the runs differ', () => {
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    expect(spreadText({ median: 1200, min: 1100, max: 1500 }, seconds)).toBe('1.20 (1.10–1.50)');
    expect(spreadText({ median: 1201, min: 1199, max: 1203 }, seconds)).toBe('1.20');
  });

  it('prints the page line with its figures, ratios and misses, and the twin line under it', () => {
    const measured: PageRow = {
      label: '/search?location=Chicago,+IL',
      kind: 'search',
      page: summarize([
        run({ performance: 70, fcp: 1300, lcp: 1900, tbt: 2452, cls: 0 }),
        run({ performance: 74, fcp: 1260, lcp: 1700, tbt: 1087 }),
      ]),
      twin: summarize([run({ lcp: 1000, fcp: 1200, lcpElement: 'p.intro "Restaurants near"' })]),
      jsBytes: 98.4 * 1024,
    };
    const [pageLine, twinLine] = formatRow(measured, 30);
    expect(pageLine).toMatch(
      new RegExp(`^/search\\?location=Chicago,\\+IL\\s+search\\s+98\\.4 \\[<= ${jsBudgetKb.search}\\]\\s+page\\s+72 \\(70–74\\)`),
    );
    expect(pageLine).toContain('1.28 (1.26–1.30)'); // FCP
    expect(pageLine).toContain('1.80 (1.70–1.90)'); // LCP
    expect(pageLine).toContain('1770 (1087–2452)'); // TBT
    expect(pageLine).toContain('h1.title "Dine and earn"');
    expect(pageLine).toMatch(/1\.80x\s+1\.07x\s+MISS: perf 72 < 90; LCP 1\.80x > 1\.5x; TBT 1770 ms > 200 ms$/);
    expect(twinLine).toMatch(/^\s+twin\s+100\s+1\.20\s+1\.00\s+0\s+0\.000\s+p\.intro "Restaurants near"$/);
    // The columns line up with the header's.
    const header = tableHeader(30);
    expect(pageLine.indexOf('page ')).toBe(header.indexOf('run'));
    expect(twinLine.indexOf('twin')).toBe(header.indexOf('run'));
    expect(pageLine.indexOf('MISS')).toBe(header.indexOf('goals')); // after a four-digit TBT's spread too
  });

  it('says ok for a page that meets its goals, and counts the pages that missed', () => {
    const fine = { ...row('content', {}), label: '/how-it-works' };
    const slow = { ...row('merchant', { tbt: 450 }), label: '/merchants/1001' };
    expect(formatRow(fine, 20)[0]).toMatch(/ ok$/);
    expect(formatSummary([fine, slow])).toBe('goals met by 1 of 2 pages; missed by 1: /merchants/1001');
    expect(formatSummary([fine])).toBe('goals met by 1 of 1 pages');
  });
});
