// The page step's table: per page a line of its figures and one of its twin's, each figure the median
// with the spread of the runs in brackets (left out when all runs agree), the page ÷ twin ratios, and
// a trailing column naming the goals the page misses. Fixed column widths: a line prints as soon as
// its page is measured.
import type { FiguresSummary, Spread } from './figures.ts';
import { clsText, jsBudgetKb, missedGoals, printedRatio, type PageRow } from './goals.ts';

interface Column {
  title: string;
  width: number;
}

const columns = {
  kind: { title: 'kind', width: 9 },
  js: { title: 'JS kB [budget]', width: 15 },
  run: { title: 'run', width: 5 },
  perf: { title: 'perf', width: 12 },
  fcp: { title: 'FCP s', width: 18 },
  lcp: { title: 'LCP s', width: 18 },
  tbt: { title: 'TBT ms', width: 18 },
  cls: { title: 'CLS', width: 20 },
  element: { title: 'LCP element', width: 48 },
  lcpRatio: { title: 'LCP/twin', width: 9 },
  fcpRatio: { title: 'FCP/twin', width: 9 },
} satisfies Record<string, Column>;

const line = (label: string, labelWidth: number, cells: [Column, string][], last = '') =>
  [label.padEnd(labelWidth), ...cells.map(([column, text]) => text.padEnd(column.width)), last].join(' ').trimEnd();

/** "1.20 (1.18–1.25)", or "1.20" when every run printed the same. */
export function spreadText({ median, min, max }: Spread, format: (value: number) => string): string {
  const [mid, low, high] = [median, min, max].map(format);
  return low === high ? mid! : `${mid} (${low}–${high})`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const wholeNumber = (value: number) => String(Math.round(value));

function figureCells(figures: FiguresSummary): [Column, string][] {
  return [
    [columns.perf, spreadText(figures.performance, wholeNumber)],
    [columns.fcp, spreadText(figures.fcp, seconds)],
    [columns.lcp, spreadText(figures.lcp, seconds)],
    [columns.tbt, spreadText(figures.tbt, wholeNumber)],
    [columns.cls, spreadText(figures.cls, clsText)],
    [columns.element, figures.lcpElement || '?'],
  ];
}

export function tableHeader(labelWidth: number): string {
  return line(
    'page',
    labelWidth,
    Object.values(columns).map((column) => [column, column.title]),
    'goals',
  );
}

/** The page's line (with ratios and goals) and its twin's. */
export function formatRow(row: PageRow, labelWidth: number): [string, string] {
  const misses = missedGoals(row);
  const js = `${(row.jsBytes / 1024).toFixed(1)} [<= ${jsBudgetKb[row.kind]}]`;
  const pageLine = line(
    row.label,
    labelWidth,
    [
      [columns.kind, row.kind],
      [columns.js, js],
      [columns.run, 'page'],
      ...figureCells(row.page),
      [columns.lcpRatio, `${printedRatio(row.page.lcp.median, row.twin.lcp.median).toFixed(2)}x`],
      [columns.fcpRatio, `${printedRatio(row.page.fcp.median, row.twin.fcp.median).toFixed(2)}x`],
    ],
    misses.length ? `MISS: ${misses.join('; ')}` : 'ok',
  );
  const twinLine = line('', labelWidth, [[columns.kind, ''], [columns.js, ''], [columns.run, 'twin'], ...figureCells(row.twin)]);
  return [pageLine, twinLine];
}

/** How many pages met their goals, and which missed. */
export function formatSummary(rows: readonly PageRow[]): string {
  const missed = rows.filter((row) => missedGoals(row).length > 0);
  const met = `goals met by ${rows.length - missed.length} of ${rows.length} pages`;
  return missed.length ? `${met}; missed by ${missed.length}: ${missed.map((row) => row.label).join(', ')}` : `${met}`;
}
