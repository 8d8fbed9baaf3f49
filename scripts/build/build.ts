// The partner build (ARCHITECTURE.md "Build time"): pull → validate → resolve Site → one Astro
// build for every stale partner → split into bundles → atomic swap. Partners fail independently.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadPartner, partnerSlugs, isPartnerSlug } from '../../partners/index.ts';
import { setNames } from '../../src/content/models/content-sets.ts';
import { formatWarning, resolveSite, type SiteWarning } from '../../src/site/resolve.ts';
import type { Providers, Site } from '../../src/site/types.ts';
import { withTrustedBases } from './base-origins.ts';
import { assembleBundle, recoverInterruptedSwap, swapIn, type BuildManifest } from './bundle.ts';
import { BuildError, describe } from './errors.ts';
import { codeHash, inputHash, stableJson } from './hash.ts';
import { repoRoot } from './paths.ts';
import { missingProviderKeys } from './providers.ts';
import { cmsNotFoundProblem, pullPartnerFrom } from './pull.ts';
import { defaultRenderBatchSize, inBatches, renderInChildProcess, renderIsolated, renderWithAstro, type Renderer } from './render.ts';
import type { Partner } from '../../partners/schema.ts';
import { reportFileName, writeBuildReport, writeUnchangedReport } from './content-report.ts';

export { repoRoot };

export interface Sources {
  /** CMS and API bases; `{partner}` is replaced by the slug. */
  cmsBase: string;
  apiBase: string;
  providers: Providers;
  production: boolean;
}

export interface BuildOptions {
  partners?: readonly string[];
  strict?: boolean;
  force?: boolean;
  distDir?: string;
  sources: Sources;
  log?: (line: string) => void;
  /** Test hook: retry backoff for pulls. */
  backoffMs?: number;
  /** Renders pages; the real Astro build unless a test substitutes one (see render.ts). */
  render?: Renderer;
  /** Each warning as data, beside its log line (the fleet report lists them, scripts/build/fleet.ts). */
  onWarning?: (partner: string, warning: PartnerWarning) => void;
  /**
   * Partners beyond the registry, built like registry partners under their own slugs (the scale
   * bench's synthetic fleet, scripts/bench/scale.ts). They join the default selection.
   */
  extraPartners?: readonly Partner[];
  /** Partners per Astro run (default `defaultRenderBatchSize`): bounds a large fleet's memory. */
  renderBatchSize?: number;
  /**
   * Writes the content report `<slug>/.report.html` for editors (content-report.ts): `--report`,
   * and every `--strict` build. A partner that is up to date gets one too, saying nothing changed.
   */
  report?: boolean;
}

export type PartnerOutcome = 'built' | 'skipped' | 'failed';

/** A build warning: a content or flag problem names its set, entry slug and field. */
export type PartnerWarning =
  { kind: 'content'; set: string; slug: string; field: string; message: string } | { kind: 'environment' | 'link'; message: string };

export interface PartnerResult {
  slug: string;
  result: PartnerOutcome;
  pages: number;
  jsGzipBytes: number;
  seconds: number;
  warnings: number;
  error?: string;
  /** The content report written with the bundle (BuildOptions.report). */
  report?: string;
  /** A built bundle's start-up JS per page, gzipped (the fleet report's figures). */
  jsPerPage?: Record<string, number>;
}

interface Prepared {
  slug: string;
  site: Site;
  hash: string;
  contentHash: string;
  warnings: number;
  started: number;
  /** The content warnings as data, for the content report. */
  dropped: SiteWarning[];
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function selectPartners(requested: readonly string[] | undefined, extraSlugs: readonly string[] = []): string[] {
  const names = (requested ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (names.length === 0) return [...partnerSlugs, ...extraSlugs];
  const unknown = names.filter((name) => !isPartnerSlug(name) && !extraSlugs.includes(name));
  if (unknown.length) throw new BuildError(`unknown partner ${unknown.join(', ')}: choose from ${partnerSlugs.join(' ')}`);
  return [...new Set(names)];
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function previousHash(distDir: string, slug: string): string | undefined {
  const file = path.join(distDir, slug, 'build-manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { inputHash?: string }).inputHash;
  } catch {
    return undefined;
  }
}

/**
 * Pulls a partner and decides whether it is stale. The hash covers the raw inputs (code, partner
 * config, pulled content and flags, providers), so an unchanged partner is skipped before any
 * parsing; only stale partners are resolved into a Site.
 */
async function prepare(
  slug: string,
  opts: BuildOptions,
  code: string,
  distDir: string,
  log: (line: string) => void,
): Promise<Prepared | 'skipped'> {
  const started = performance.now();
  const partner = opts.extraPartners?.find((extra) => extra.slug === slug) ?? loadPartner(slug);
  const keyWarnings = checkProviderKeys(slug, opts, log);
  const { bases, pulled } = await pullPartnerFrom(partner, opts.sources, opts.backoffMs);
  const cmsWarnings = checkCmsAnswered(slug, cmsNotFoundProblem(pulled, setNames.length), opts, log);
  const { providers, production } = opts.sources;
  // The bases are inputs too: which api_base/cms_base origins a build trusts depends on them.
  const hash = inputHash({ code, inputs: { partner, pulled, providers, production, bases, strict: opts.strict ?? false } });
  if (!opts.force && previousHash(distDir, slug) === hash) {
    if (opts.report) {
      const file = writeUnchangedReport({
        input: { partner, flags: pulled.flags, sets: pulled.sets, providers, production },
        bundleDir: path.join(distDir, slug),
      });
      log(`${slug}  content report → ${path.relative(process.cwd(), file)}`);
    }
    return 'skipped';
  }

  const warnings: string[] = [];
  const dropped: SiteWarning[] = [];
  const report = (warning: string, where: SiteWarning) => {
    warnings.push(warning);
    dropped.push(where);
    opts.onWarning?.(slug, { kind: 'content', set: where.set, slug: where.slug, field: where.field, message: where.message });
  };
  const resolved = resolveSite({ partner, flags: pulled.flags, sets: pulled.sets, providers, production, report });
  const site = withTrustedBases(resolved, { ...bases, listed: partner.sources.apiOrigins }, (where) => {
    const full = { partner: slug, ...where };
    report(formatWarning(full), full);
  });
  for (const warning of warnings) log(`${slug}  warning: ${warning}`);
  if (opts.strict && warnings.length) {
    throw new BuildError(`${slug}: ${warnings.length} content warning(s) and --strict is on`);
  }
  const contentHash = createHash('sha256').update(stableJson(pulled)).digest('hex');
  return { slug, site, hash, contentHash, warnings: warnings.length + keyWarnings + cmsWarnings, started, dropped };
}

/**
 * A CMS that answers 404 for the global set, or for every set, is most likely the wrong address
 * (a typo in CMS_BASE_URL): the site would ship bare. One loud line per partner, fatal under
 * --strict (before anything is rendered, so the previous bundle stays). Returns the warning count.
 */
function checkCmsAnswered(slug: string, problem: string | undefined, opts: BuildOptions, log: (line: string) => void): number {
  if (problem === undefined) return 0;
  if (opts.strict) throw new BuildError(`${slug}: ${problem}, and --strict is on`);
  log(`${slug}  warning: ${problem}`);
  opts.onWarning?.(slug, { kind: 'environment', message: problem });
  return 1;
}

/**
 * A build from real sources without a captcha or payment key would ship forms that cannot work
 * (spec 000 §7 names the keys per environment): one loud line per missing key, fatal under
 * --strict. Checked before the pull, so a strict build stops at once. Returns the warning count.
 */
function checkProviderKeys(slug: string, opts: BuildOptions, log: (line: string) => void): number {
  const { providers, production } = opts.sources;
  const missing = missingProviderKeys(providers, production);
  const build = production ? 'production build' : 'build from CMS_BASE_URL/API_BASE_URL';
  if (opts.strict && missing.length) {
    throw new BuildError(`${slug}: ${missing.map((key) => key.variable).join(', ')} not set for a ${build} and --strict is on`);
  }
  for (const key of missing) {
    log(`${slug}  warning: ${key.variable} is not set: this ${build} has no ${key.what} (${key.key})`);
    opts.onWarning?.(slug, { kind: 'environment', message: `${key.variable} is not set: this ${build} has no ${key.what} (${key.key})` });
  }
  return missing.length;
}

function versions(): Record<string, string> {
  const read = (name: string) => {
    try {
      return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return 'unknown';
    }
  };
  const app = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  return { app, node: process.versions.node, astro: read('astro'), react: read('react'), workbox: read('workbox-build') };
}

/** Assembles one rendered partner's bundle in staging and swaps it in; on failure nothing is swapped. */
async function bundlePartner(
  item: Prepared,
  astroOut: string,
  distDir: string,
  stamp: { builtAt: string; versions: Record<string, string> },
  opts: BuildOptions,
  log: (line: string) => void,
): Promise<PartnerResult> {
  const staging = path.join(distDir, `.staging-${item.slug}`);
  try {
    const manifest: BuildManifest = {
      slug: item.slug,
      inputHash: item.hash,
      contentHash: item.contentHash,
      builtAt: stamp.builtAt,
      versions: stamp.versions,
      warnings: item.warnings,
    };
    const stats = await assembleBundle({
      site: item.site,
      astroOut,
      stagingDir: staging,
      logoFile: path.join(repoRoot, 'partners', 'logos', item.site.theme.logo),
      publicDir: path.join(repoRoot, 'public'),
      workerTemplate: path.join(repoRoot, 'src', 'features', 'pwa', 'worker.template.js'),
      manifest,
    });
    for (const warning of stats.linkWarnings) {
      log(`${item.slug}  warning: ${warning}`);
      opts.onWarning?.(item.slug, { kind: 'link', message: warning });
    }
    if (opts.strict && stats.linkWarnings.length) {
      throw new BuildError(`${item.slug}: ${stats.linkWarnings.length} broken link(s) and --strict is on`);
    }
    // The bundle it replaces is read now, while it is still in place; the report swaps in with the new one.
    const report = opts.report
      ? writeBuildReport({
          site: item.site,
          dropped: item.dropped,
          stagingDir: staging,
          previousDir: path.join(distDir, item.slug),
          builtAt: stamp.builtAt,
          brokenLinks: stats.brokenLinks,
        })
      : undefined;
    swapIn(staging, path.join(distDir, item.slug));
    return {
      slug: item.slug,
      result: 'built',
      pages: stats.pages,
      jsGzipBytes: stats.jsGzipBytes,
      jsPerPage: stats.jsPerPage,
      seconds: seconds(item.started),
      warnings: item.warnings + stats.linkWarnings.length,
      ...(report ? { report: path.join(distDir, item.slug, reportFileName) } : {}),
    };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function buildPartners(opts: BuildOptions): Promise<PartnerResult[]> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const distDir = path.resolve(opts.distDir ?? path.join(repoRoot, 'dist'));
  mkdirSync(distDir, { recursive: true });
  recoverInterruptedSwap(distDir);

  const extraSlugs = (opts.extraPartners ?? []).map((partner) => partner.slug);
  const clashing = extraSlugs.filter((slug, index) => isPartnerSlug(slug) || extraSlugs.indexOf(slug) !== index);
  if (clashing.length) throw new BuildError(`extra partner ${clashing.join(', ')}: the slug is already taken`);
  const slugs = selectPartners(opts.partners, extraSlugs);
  const cores = availableParallelism();
  const code = codeHash(repoRoot);
  const results = new Map<string, PartnerResult>();
  const fail = (slug: string, started: number, error: unknown, warnings = 0) => {
    const message = describe(error);
    results.set(slug, { slug, result: 'failed', pages: 0, jsGzipBytes: 0, seconds: seconds(started), warnings, error: message });
    log(`${slug}  FAILED: ${message}`);
  };

  // Pulls are network-bound: every partner's at once.
  const prepared = (
    await Promise.all(
      slugs.map(async (slug) => {
        const started = performance.now();
        try {
          const ready = await prepare(slug, opts, code, distDir, log);
          if (ready === 'skipped') {
            results.set(slug, { slug, result: 'skipped', pages: 0, jsGzipBytes: 0, seconds: seconds(started), warnings: 0 });
            log(`${slug}  up to date, skipped`);
            return undefined;
          }
          log(`${slug}  pulled ${setNames.length} sets and flags (${ready.warnings} warnings)`);
          return ready;
        } catch (error) {
          fail(slug, started, error);
          return undefined;
        }
      }),
    )
  ).filter((item): item is Prepared => item !== undefined);

  if (prepared.length) {
    // Each build renders in a folder of its own: builds started at the same time (npm start, the
    // build and browser tests) must never share Astro's output.
    mkdirSync(path.join(repoRoot, '.build'), { recursive: true });
    const workDir = mkdtempSync(path.join(repoRoot, '.build', 'work-'));
    try {
      // A large fleet renders in batches, each rendered (in a child process: its memory is freed
      // when it exits), bundled and removed before the next, so memory and disk hold one batch's
      // pages at a time (README "Scale"). One batch renders in this process, as it always has.
      const batches = inBatches(prepared, opts.renderBatchSize ?? defaultRenderBatchSize);
      const render = opts.render ?? (batches.length > 1 ? renderInChildProcess : renderWithAstro);
      let stamp: { builtAt: string; versions: Record<string, string> } | undefined;
      for (const [index, batch] of batches.entries()) {
        const batchDir = batches.length === 1 ? workDir : path.join(workDir, `batch-${index + 1}`);
        mkdirSync(batchDir, { recursive: true });
        const renderStart = performance.now();
        const outcomes = await renderIsolated(
          batch.map((item) => item.site),
          batchDir,
          render,
          log,
        );
        const of = batches.length === 1 ? '' : ` (batch ${index + 1} of ${batches.length})`;
        log(`rendered ${batch.length} partner(s) in ${seconds(renderStart)}s${of}`);
        stamp ??= { builtAt: new Date().toISOString(), versions: versions() };
        const batchStamp = stamp;
        await inPool(batch, cores, async (item) => {
          const outcome = outcomes.get(item.slug)!;
          if ('error' in outcome) {
            fail(item.slug, item.started, new BuildError(`${item.slug}: page rendering failed: ${describe(outcome.error)}`), item.warnings);
            return;
          }
          try {
            const result = await bundlePartner(item, outcome.outDir, distDir, batchStamp, opts, log);
            results.set(item.slug, result);
            log(`${item.slug}  built ${result.pages} pages → ${path.relative(process.cwd(), path.join(distDir, item.slug)) || '.'}`);
            if (result.report) log(`${item.slug}  content report → ${path.relative(process.cwd(), result.report)}`);
          } catch (error) {
            fail(
              item.slug,
              item.started,
              error instanceof BuildError ? error : new BuildError(`${item.slug}: bundling failed: ${describe(error)}`),
              item.warnings,
            );
          }
        });
        if (batchDir !== workDir) rmSync(batchDir, { recursive: true, force: true });
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  return slugs.map((slug) => results.get(slug)!);
}

export function resultTable(results: readonly PartnerResult[]): string {
  const rows = [
    ['partner', 'result', 'pages', 'JS kB gz', 'seconds'],
    ...results.map((r) => [
      r.slug,
      r.result,
      r.result === 'built' ? String(r.pages) : '-',
      r.result === 'built' ? (r.jsGzipBytes / 1024).toFixed(1) : '-',
      r.seconds.toFixed(1),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  '))
    .join('\n');
}
