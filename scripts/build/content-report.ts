// The content report of an editor's preview build (issue #12): `dist/<slug>/.report.html`, written
// with `--report` and by every `--strict` build. It says what the build did to the partner's site
// before anyone deploys it: pages added, removed and changed since the bundle it replaces (with a
// diff of the visible copy), CMS entries dropped and why, broken links, images without alt text and
// the copy keys the CMS overrides. A dot-file: hosts do not serve it (Netlify skips dot-files) and
// the bundle's page listing, link check, `_headers` hashes and service-worker precache never see
// it, because it is written after the bundle is assembled.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { resolveSite, type ResolveInput, type SiteWarning } from '../../src/site/resolve.ts';
import { redirectRules } from '../../src/site/routes.ts';
import type { Site } from '../../src/site/types.ts';
import { renderContentReport, type ContentReport, type CopyOverride, type ImageFinding, type PageChanges } from './content-report-html.ts';
import { imagesWithoutAlt } from './image-alt.ts';
import { literalRates } from './literal-rates.ts';
import { brokenLinks, type BrokenLink } from './links.ts';
import { bundlePages } from './pages.ts';
import { diffText } from './text-diff.ts';
import { pageLines, visibleText } from './visible-text.ts';

export const reportFileName = '.report.html';

/** Each page of a bundle with the lines of copy a visitor reads on it. */
export type BundleText = Map<string, string[]>;

export function bundleText(bundleDir: string): BundleText {
  const text: BundleText = new Map();
  for (const [page, file] of bundlePages(bundleDir)) {
    text.set(page, pageLines(visibleText(readFileSync(file, 'utf8'))));
  }
  return text;
}

export function comparePages(before: BundleText, after: BundleText): PageChanges {
  const byPath = (a: string, b: string) => a.localeCompare(b);
  const changes: PageChanges = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const page of [...after.keys()].sort(byPath)) {
    const old = before.get(page);
    const now = after.get(page)!;
    if (!old) changes.added.push(page);
    else if (old.length === now.length && old.every((line, index) => line === now[index])) changes.unchanged += 1;
    else changes.changed.push({ page, diff: diffText(old, now) });
  }
  changes.removed = [...before.keys()].filter((page) => !after.has(page)).sort(byPath);
  return changes;
}

export function copyOverrides(defaults: Readonly<Record<string, string>>, cms: Readonly<Record<string, string>>): CopyOverride[] {
  return Object.entries(cms)
    .map(([key, value]) => ({ key, builtIn: Object.hasOwn(defaults, key) ? defaults[key] : undefined, cms: value }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

export function imageFindings(bundleDir: string): ImageFinding[] {
  const found = new Map<string, ImageFinding>();
  for (const [page, file] of bundlePages(bundleDir)) {
    for (const image of imagesWithoutAlt(readFileSync(file, 'utf8'))) {
      const key = `${image.problem}\0${image.src}`;
      const finding = found.get(key) ?? { ...image, pages: [] };
      if (!finding.pages.includes(page)) finding.pages.push(page);
      found.set(key, finding);
    }
  }
  return [...found.values()]
    .map((finding) => ({ ...finding, pages: finding.pages.sort((a, b) => a.localeCompare(b)) }))
    .sort((a, b) => a.problem.localeCompare(b.problem) || a.src.localeCompare(b.src));
}

function builtAtOf(bundleDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(bundleDir, 'build-manifest.json'), 'utf8')) as { builtAt?: string }).builtAt;
  } catch {
    return undefined;
  }
}

/** The report's findings on a finished bundle folder (links, images and copy of `site`). */
function findings(site: Site, bundleDir: string, links: readonly BrokenLink[]) {
  return {
    slug: site.slug,
    partnerName: site.settings.name,
    brokenLinks: [...links],
    images: imageFindings(bundleDir),
    overrides: copyOverrides(copyDefaults, site.content.global.copy),
    literalRates: literalRates(site),
  };
}

/**
 * Writes the report of a new bundle into its staging folder, so that it is swapped in with the
 * bundle. Call it before the swap: `previousDir` (the bundle it replaces) is read here, while it
 * is still in place. Returns the report file's path inside `stagingDir`.
 */
export function writeBuildReport(opts: {
  site: Site;
  dropped: readonly SiteWarning[];
  stagingDir: string;
  previousDir: string;
  builtAt: string;
  /** The bundle's broken links, as its build found them. */
  brokenLinks: readonly BrokenLink[];
}): string {
  const previous = existsSync(path.join(opts.previousDir, 'index.html')) ? bundleText(opts.previousDir) : new Map<string, string[]>();
  const report: ContentReport = {
    ...findings(opts.site, opts.stagingDir, opts.brokenLinks),
    builtAt: opts.builtAt,
    status: 'built',
    previousBuiltAt: builtAtOf(opts.previousDir),
    pages: comparePages(previous, bundleText(opts.stagingDir)),
    dropped: [...opts.dropped],
  };
  const file = path.join(opts.stagingDir, reportFileName);
  writeFileSync(file, renderContentReport(report));
  return file;
}

/**
 * The report of a build that skipped the partner (same inputs as its current bundle): nothing
 * changed; the rest describes the current bundle. The inputs are resolved again (no render) for the
 * dropped entries and copy overrides. The file is replaced in one rename, never half-written.
 */
export function writeUnchangedReport(opts: { input: Omit<ResolveInput, 'report'>; bundleDir: string }): string {
  const dropped: SiteWarning[] = [];
  const site = resolveSite({ ...opts.input, report: (_line, warning) => dropped.push(warning) });
  const text = bundleText(opts.bundleDir);
  const builtAt = builtAtOf(opts.bundleDir) ?? '';
  const report: ContentReport = {
    ...findings(site, opts.bundleDir, brokenLinks(opts.bundleDir, redirectRules(site), site.siteUrl)),
    builtAt,
    status: 'unchanged',
    previousBuiltAt: builtAt,
    pages: { added: [], removed: [], changed: [], unchanged: text.size },
    dropped,
  };
  const file = path.join(opts.bundleDir, reportFileName);
  writeFileSync(`${file}.tmp`, renderContentReport(report));
  renameSync(`${file}.tmp`, file);
  return file;
}
