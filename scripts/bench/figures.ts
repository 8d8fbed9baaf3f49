// A page's Lighthouse figures over several runs: the median says what is typical, the spread
// (min–max) how far one run may be off, which on a shared 2-core machine is not negligible.

/** One Lighthouse run of one page. */
export interface PageFigures {
  /** Lighthouse performance score, 0–100. */
  performance: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** What the largest paint was: a short selector and its text (lcp-element.ts); '' when unknown. */
  lcpElement: string;
}

export const figureNames = ['performance', 'fcp', 'lcp', 'tbt', 'cls'] as const;
export type FigureName = (typeof figureNames)[number];

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Every figure's median and spread, and the largest paint most runs saw. */
export type FiguresSummary = Record<FigureName, Spread> & { lcpElement: string; runs: number };

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The most frequent value; the earliest of equally frequent ones. */
function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0])[0];
}

export function summarize(runs: readonly PageFigures[]): FiguresSummary {
  const summary = Object.fromEntries(figureNames.map((name) => [name, spread(runs.map((run) => run[name]))])) as Record<FigureName, Spread>;
  return { ...summary, lcpElement: mostFrequent(runs.map((run) => run.lcpElement)), runs: runs.length };
}

/** page ÷ twin; a twin at 0 makes any page above 0 infinitely slower, and 0 ÷ 0 even. */
export function ratio(page: number, twin: number): number {
  if (twin > 0) return page / twin;
  return page > 0 ? Infinity : 1;
}
