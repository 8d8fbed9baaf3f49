// The fleet report (`dist/index.html`, issue #12): one row per partner, rendered from plain rows into
// one static page that reads offline (inline CSS, thumbnails as files beside it). Partner names,
// errors and CMS warnings come from outside the code, so every text and attribute is escaped.
import type { PartnerWarning } from './build.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';

/** The kinds of page ops compare JavaScript across; every bundle page falls in one. */
export const pageKinds = ['home', 'content', 'search', 'merchant', 'form', 'account', 'tools'] as const;
export type PageKind = (typeof pageKinds)[number];

/** The member's ways in: sign-in and its sso hand-off, joining, recovery, fixing credentials, activation. */
const formPage = /^\/(login|join|add_card|card_added|activate|recover|fix_credentials)(\/|$)/;

export function pageKind(page: string): PageKind {
  const lower = page.toLowerCase();
  if (lower === '/') return 'home';
  if (lower === '/search') return 'search';
  if (lower === '/merchants' || lower.startsWith('/merchants/')) return 'merchant';
  if (lower.startsWith('/account/')) return 'account';
  if (formPage.test(lower)) return 'form';
  // The staging tools page is an island for testers, not content: it would hide content's ~10 kB.
  if (lower === '/stgtools') return 'tools';
  return 'content';
}

export interface KindWeight {
  /** Start-up JS of the heaviest page of the kind, gzipped. */
  bytes: number;
  page: string;
}

/** The heaviest page of each kind (measureBundleJs's perPage in, one figure per kind out). */
export function jsByKind(perPage: ReadonlyMap<string, number>): Partial<Record<PageKind, KindWeight>> {
  const out: Partial<Record<PageKind, KindWeight>> = {};
  for (const [page, bytes] of [...perPage].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = pageKind(page);
    if (!out[kind] || bytes > out[kind].bytes) out[kind] = { bytes, page };
  }
  return out;
}

/** What the bundle in `dist/<slug>/` is, whatever this run did to it. */
export interface BundleFigures {
  pages: number;
  js: Partial<Record<PageKind, KindWeight>>;
  contentHash: string;
  builtAt: string;
}

export interface Thumbnail {
  /** The viewport width the page was rendered at (390, 1280). */
  viewport: number;
  /** Relative to the report. */
  src: string;
  width: number;
  height: number;
}

/** What this run did to a partner: the build's outcome, or nothing when it was not asked for. */
export type FleetStatus = 'built' | 'skipped' | 'failed' | 'not-run';

export interface FleetRow {
  slug: string;
  name: string;
  status: FleetStatus;
  error?: string;
  /** This run's seconds for the partner. */
  seconds?: number;
  /** Undefined when the partner has no bundle. */
  bundle?: BundleFigures;
  warnings: readonly PartnerWarning[];
  /** May exceed `warnings.length` when only the count survived (a bundle built before the report existed). */
  warningCount: number;
  thumbnails: readonly Thumbnail[];
  /** Why there are no thumbnails. */
  thumbnailNote?: string;
}

export interface FleetReport {
  generatedAt: string;
  /** The whole run, seconds. */
  runSeconds?: number;
  rows: readonly FleetRow[];
  /** One line on the screenshot step: its cost, or why it was skipped. */
  screenshots: string;
  /** Where `npm start` serves the partner it is started for (scripts/start.ts). */
  startUrl: string;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const statusLabel: Record<FleetStatus, string> = {
  built: 'built',
  skipped: 'up to date',
  failed: 'failed',
  'not-run': 'not in this run',
};

function resultCell(row: FleetRow): string {
  const label = `<span class="status ${row.status}">${statusLabel[row.status]}</span>`;
  const kept = !row.bundle
    ? '<div class="note">no bundle</div>'
    : row.status === 'failed'
      ? `<div class="note">kept: the bundle built ${escapeHtml(row.bundle.builtAt)}</div>`
      : '';
  const error = row.error ? `<pre class="error">${escapeHtml(row.error)}</pre>` : '';
  return `${label}${kept}${error}`;
}

function warningWhere(warning: PartnerWarning): string {
  if (warning.kind === 'content')
    return `set <b>${escapeHtml(warning.set)}</b> · slug <b>${escapeHtml(warning.slug)}</b> · field <b>${escapeHtml(warning.field)}</b>`;
  return warning.kind === 'link' ? '<b>link</b>' : '<b>environment</b>';
}

function warningsCell(row: FleetRow): string {
  if (row.warningCount === 0 && row.warnings.length === 0) return '<span class="none">none</span>';
  const count = Math.max(row.warningCount, row.warnings.length);
  const items = row.warnings.map(
    (warning) => `<li><span class="where">${warningWhere(warning)}</span> ${escapeHtml(warning.message)}</li>`,
  );
  const missing = count - row.warnings.length;
  if (missing > 0)
    items.push(`<li class="note">${missing} more in the build log of ${escapeHtml(row.bundle?.builtAt ?? 'that build')}</li>`);
  return `<details><summary>${count} warning${count === 1 ? '' : 's'}</summary><ul>${items.join('')}</ul></details>`;
}

function thumbnailsCell(row: FleetRow): string {
  if (row.thumbnails.length === 0) return `<span class="note">${escapeHtml(row.thumbnailNote ?? 'no thumbnail')}</span>`;
  return row.thumbnails
    .map(
      (shot) =>
        `<a href="${escapeHtml(shot.src)}"><img src="${escapeHtml(shot.src)}" width="${shot.width}" height="${shot.height}" loading="lazy" alt="${escapeHtml(`${row.name} home page at ${shot.viewport} px`)}"></a>`,
    )
    .join('');
}

function rowHtml(row: FleetRow, startUrl: string): string {
  const command = `npm start -- --partner ${row.slug}`;
  const js = pageKinds.map((kind) => {
    const weight = row.bundle?.js[kind];
    return weight ? `<td class="num" title="heaviest: ${escapeHtml(weight.page)}">${kB(weight.bytes)}</td>` : '<td class="num">-</td>';
  });
  const bundle = row.bundle;
  return [
    `<tr id="${escapeHtml(row.slug)}" class="${row.status}">`,
    `<th scope="row"><div class="name">${escapeHtml(row.name)}</div><code>${escapeHtml(row.slug)}</code>`,
    bundle
      ? `<div class="open"><a href="${escapeHtml(startUrl)}" title="${escapeHtml(`run ${command} first`)}">${escapeHtml(startUrl)}</a><br><code>${escapeHtml(command)}</code></div>`
      : '',
    '</th>',
    `<td>${resultCell(row)}</td>`,
    `<td class="num">${bundle ? bundle.pages : '-'}</td>`,
    ...js,
    `<td class="num">${row.seconds === undefined ? '-' : row.seconds.toFixed(1)}</td>`,
    bundle
      ? `<td><code title="${escapeHtml(bundle.contentHash)}">${escapeHtml(bundle.contentHash.slice(0, 12))}</code></td>`
      : '<td>-</td>',
    bundle ? `<td><time datetime="${escapeHtml(bundle.builtAt)}">${escapeHtml(bundle.builtAt)}</time></td>` : '<td>-</td>',
    `<td class="warnings">${warningsCell(row)}</td>`,
    `<td class="thumbs">${thumbnailsCell(row)}</td>`,
    '</tr>',
  ].join('');
}

const css = `
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:24px;color:#1b1f24;background:#fff}
h1{font-size:20px;margin:0 0 4px}
.summary{margin:0 0 16px;color:#444}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #d8dde3;padding:6px 8px;text-align:left;vertical-align:top}
thead th{position:sticky;top:0;background:#f4f6f8;font-weight:600;white-space:nowrap}
thead tr:nth-child(2) th{top:30px}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
code,pre,time{font:12px ui-monospace,SFMono-Regular,Menlo,monospace}
.name{font-weight:600}
.open{font-weight:400;font-size:12px;margin-top:4px;white-space:nowrap}
.status{display:inline-block;white-space:nowrap;padding:1px 6px;border-radius:4px;font-weight:600;background:#eef1f4}
.status.built{background:#dff3e4;color:#14532d}
.status.failed{background:#fde2e1;color:#8a1c12}
tr.failed{background:#fff7f6}
pre.error{white-space:pre-wrap;color:#8a1c12;margin:4px 0 0;max-width:36em}
.note,.none{color:#5b6570;font-size:12px}
.warnings{max-width:34em}
.warnings ul{margin:4px 0 0;padding-left:18px}
.where{color:#5b6570}
.thumbs{white-space:nowrap}
.thumbs img{height:120px;width:auto;border:1px solid #d8dde3;margin-right:6px;vertical-align:top;background:#f4f6f8}
.banner{background:#fff4d6;border:1px solid #e8cf85;padding:8px 12px;border-radius:4px;margin:0 0 16px}
`;

export function renderFleetReport(report: FleetReport): string {
  const counts = new Map<FleetStatus, number>();
  for (const row of report.rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const tally = (['built', 'skipped', 'failed', 'not-run'] as const)
    .filter((status) => counts.get(status))
    .map((status) => `${counts.get(status)} ${statusLabel[status]}`)
    .join(', ');
  const run = report.runSeconds === undefined ? '' : ` in ${report.runSeconds.toFixed(1)} s`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Fleet report</title>
<style>${css}</style>
</head>
<body>
<h1>Fleet report</h1>
<p class="summary">Build of <time datetime="${escapeHtml(report.generatedAt)}">${escapeHtml(report.generatedAt)}</time>${run}: ${escapeHtml(tally)}. JS is the start-up JavaScript of the heaviest page of each kind, kB gzipped. Each bundle is served by its <code>npm start</code> command at the address above it.</p>
<p class="banner">Thumbnails: ${escapeHtml(report.screenshots)}</p>
<table>
<thead>
<tr><th rowspan="2" scope="col">Partner</th><th rowspan="2" scope="col">Result</th><th rowspan="2" scope="col">Pages</th><th colspan="${pageKinds.length}" scope="colgroup">JS kB gz</th><th rowspan="2" scope="col">Build s</th><th rowspan="2" scope="col">Content hash</th><th rowspan="2" scope="col">Built at</th><th rowspan="2" scope="col">Warnings</th><th rowspan="2" scope="col">Home at 390 and 1280 px</th></tr>
<tr>${pageKinds.map((kind) => `<th scope="col">${kind}</th>`).join('')}</tr>
</thead>
<tbody>
${report.rows.map((row) => rowHtml(row, report.startUrl)).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
