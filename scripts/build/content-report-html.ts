// The content report as one static HTML file an editor opens from disk: no script, no network, its
// style inline. Everything from the CMS is untrusted text and is escaped here, in one place; the
// page's own CSP forbids scripts, so a slip in escaping still runs nothing.
import type { SiteWarning } from '../../src/site/resolve.ts';
import type { ImageWithoutAlt } from './image-alt.ts';
import type { BrokenLink } from './links.ts';
import type { LiteralRate } from './literal-rates.ts';
import type { TextDiff } from './text-diff.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';

export interface PageChanges {
  added: string[];
  removed: string[];
  changed: { page: string; diff: TextDiff }[];
  unchanged: number;
}

export interface CopyOverride {
  key: string;
  /** The built-in wording; undefined for a key the table does not have. */
  builtIn: string | undefined;
  cms: string;
}

export interface ImageFinding extends ImageWithoutAlt {
  /** Every page showing the picture (a footer logo shows on all of them). */
  pages: string[];
}

/** Everything the report shows. */
export interface ContentReport {
  slug: string;
  partnerName: string;
  /** When this bundle was built. */
  builtAt: string;
  /**
   * `built`: a new bundle replaced `previousBuiltAt`'s (or none); `unchanged`: the inputs hashed the
   * same as the current bundle's, so nothing was rebuilt.
   */
  status: 'built' | 'unchanged';
  /** The replaced bundle's build time; undefined when there was none. */
  previousBuiltAt: string | undefined;
  pages: PageChanges;
  dropped: SiteWarning[];
  brokenLinks: BrokenLink[];
  images: ImageFinding[];
  overrides: CopyOverride[];
  /** Rates the CMS writes out instead of using the `{rate.*}` placeholders (issue #25). */
  literalRates: LiteralRate[];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const style = `
  :root { color-scheme: light; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; }
  body { margin: 0; background: #f6f7f9; }
  main { max-width: 70rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
  .meta { color: #57606a; margin: 0 0 1rem; }
  .summary { display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; list-style: none; }
  .summary a { display: block; padding: .35rem .7rem; border-radius: 1rem; background: #fff; border: 1px solid #d0d7de; color: inherit; text-decoration: none; }
  .summary .attention { border-color: #bf8700; background: #fff8c5; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; vertical-align: top; border: 1px solid #d0d7de; padding: .35rem .5rem; overflow-wrap: anywhere; }
  th { background: #eef1f4; }
  code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  details { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; margin: .5rem 0; }
  summary { cursor: pointer; padding: .4rem .6rem; }
  .diff { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; border-top: 1px solid #d0d7de; }
  .diff > * { display: block; padding: 0 .6rem; white-space: pre-wrap; text-decoration: none; }
  .diff del { background: #ffebe9; }
  .diff del::before { content: "− "; }
  .diff ins { background: #dafbe1; }
  .diff ins::before { content: "+ "; }
  .diff .same::before { content: "  "; }
  .diff .fold { color: #57606a; background: #f6f8fa; font-style: italic; }
  .added { color: #1a7f37; } .removed { color: #cf222e; }
  .none { color: #57606a; }
`;

function diffHtml(diff: TextDiff): string {
  if (diff.kind === 'too-large') {
    return `<p class="diff fold">Too many changes to list (${plural(diff.before, 'line')} before, ${plural(diff.after, 'line')} after).</p>`;
  }
  const lines = diff.lines.map((line) => {
    if (line.kind === 'folded') return `<span class="fold">… ${plural(line.count, 'unchanged line')}</span>`;
    if (line.kind === 'added') return `<ins>${escapeHtml(line.text)}</ins>`;
    if (line.kind === 'removed') return `<del>${escapeHtml(line.text)}</del>`;
    return `<span class="same">${escapeHtml(line.text)}</span>`;
  });
  return `<div class="diff">${lines.join('')}</div>`;
}

function changesHtml(report: ContentReport): string {
  const pages: PageChanges = report.pages;
  if (report.status === 'unchanged') {
    return `<p>Nothing was rebuilt: this partner's code, settings, CMS content and flags are the same as those of the current bundle (built ${escapeHtml(report.builtAt)}), so its pages are as they were (${plural(pages.unchanged, 'page')}).</p>`;
  }
  const parts: string[] = [];
  if (report.previousBuiltAt === undefined) {
    parts.push(`<p>There was no earlier bundle to compare with: every page is new.</p>`);
  }
  parts.push(
    `<p>${plural(pages.changed.length, 'page')} changed, ${pages.added.length} added, ${pages.removed.length} removed, ${pages.unchanged} unchanged. Only the text visitors read is compared (the page title and its main content).</p>`,
  );
  for (const { page, diff } of pages.changed) {
    const counts = diff.kind === 'lines' ? ` <span class="added">+${diff.added}</span> <span class="removed">−${diff.removed}</span>` : '';
    parts.push(`<details open><summary>Changed <code>${escapeHtml(page)}</code>${counts}</summary>${diffHtml(diff)}</details>`);
  }
  const list = (title: string, items: string[]) =>
    items.length ? `<h3>${title}</h3><ul>${items.map((page) => `<li><code>${escapeHtml(page)}</code></li>`).join('')}</ul>` : '';
  parts.push(list('Pages added', pages.added), list('Pages removed', pages.removed));
  return parts.join('\n');
}

function table(headers: string[], rows: string[][], empty: string): string {
  if (!rows.length) return `<p class="none">${empty}</p>`;
  const head = headers.map((header) => `<th scope="col">${header}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

export function renderContentReport(report: ContentReport): string {
  const { pages } = report;
  const changedCount = pages.changed.length + pages.added.length + pages.removed.length;
  const summary: [string, string, number][] = [
    ['#changes', report.status === 'unchanged' ? 'no pages changed' : `${plural(changedCount, 'page')} added, removed or changed`, 0],
    ['#dropped', `${plural(report.dropped.length, 'content warning')}`, report.dropped.length],
    ['#links', `${plural(report.brokenLinks.length, 'broken link')}`, report.brokenLinks.length],
    ['#images', `${plural(report.images.length, 'image')} without alt text`, report.images.length],
    ['#copy', `${plural(report.overrides.length, 'copy key')} overridden by the CMS`, 0],
    ['#rates', `${plural(report.literalRates.length, 'rate')} written out in the CMS`, report.literalRates.length],
  ];
  const replaces =
    report.status === 'unchanged'
      ? 'The current bundle was kept.'
      : report.previousBuiltAt
        ? `Replaces the bundle built ${escapeHtml(report.previousBuiltAt)}.`
        : 'The first bundle of this partner here.';
  const title = `Content report: ${report.partnerName} (${report.slug})`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="meta">The <code>${escapeHtml(report.slug)}</code> bundle built ${escapeHtml(report.builtAt)}. ${replaces} This report is for editors and is not part of the site.</p>
<ul class="summary">
${summary.map(([href, text, attention]) => `<li><a href="${href}"${attention ? ' class="attention"' : ''}>${text}</a></li>`).join('\n')}
</ul>

<section id="changes" aria-labelledby="changes-title">
<h2 id="changes-title">What changed since the bundle it replaces</h2>
${changesHtml(report)}
</section>

<section id="dropped" aria-labelledby="dropped-title">
<h2 id="dropped-title">Entries dropped and other content warnings</h2>
${table(
  ['Set', 'Entry', 'Field', 'Why'],
  report.dropped.map((warning) => [code(warning.set), code(warning.slug), code(warning.field), escapeHtml(warning.message)]),
  'Every CMS entry fits the content model.',
)}
</section>

<section id="links" aria-labelledby="links-title">
<h2 id="links-title">Broken links</h2>
${table(
  ['On page', 'Links to (no such page on this site)'],
  report.brokenLinks.map((link) => [code(link.page), code(link.href)]),
  'Every link to this site reaches a page.',
)}
</section>

<section id="images" aria-labelledby="images-title">
<h2 id="images-title">Images without alt text</h2>
${table(
  ['Image', 'Problem', 'On pages'],
  report.images.map((image) => [code(image.src), escapeHtml(image.problem), image.pages.map(code).join(' ')]),
  'Every image has alt text or is marked decorative.',
)}
</section>

<section id="rates" aria-labelledby="rates-title">
<h2 id="rates-title">Rates written out in the CMS</h2>
<p>Write rates with the placeholders <code>{rate.tier0}</code>, <code>{rate.tier2}</code>, <code>{rate.tier3}</code> and <code>{rate.max}</code>: they come from the partner's settings, so every page states the same rate.</p>
${table(
  ['Where', 'Rate as written'],
  report.literalRates.map((rate) => [code(rate.source), escapeHtml(rate.text)]),
  'No CMS text writes a rate out.',
)}
</section>

<section id="copy" aria-labelledby="copy-title">
<h2 id="copy-title">Copy keys overridden by the CMS</h2>
${table(
  ['Key', 'Built-in default', 'CMS value'],
  report.overrides.map((override) => [
    code(override.key),
    override.builtIn === undefined ? '<em>no such key: no page shows this value</em>' : escapeHtml(override.builtIn),
    escapeHtml(override.cms),
  ]),
  'The CMS overrides no copy: every text is the built-in default.',
)}
</section>
</main>
</body>
</html>
`;
}
