// Writes the fleet report after `npm run build` (issue #12): `dist/index.html` beside the bundles,
// with its thumbnails and per-partner notes under `dist/.fleet/` (neither is in any `dist/<slug>/`,
// so neither is deployed). Rows describe the bundles on disk; the run adds what it did to each.
// A partner's warnings and thumbnails are kept in `.fleet/<slug>.json` with the input hash of the
// bundle they belong to, so a skipped partner keeps them and is not screenshot again.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isPartnerSlug, loadPartner, partnerSlugs } from '../../partners/index.ts';
import type { PartnerResult, PartnerWarning } from './build.ts';
import { jsByKind, renderFleetReport, type BundleFigures, type FleetRow, type Thumbnail } from './fleet-report.ts';
import { chromiumPath, screenshotHomes, type HomeShot } from './fleet-screenshots.ts';
import { describe } from './errors.ts';
import { measureBundleJs } from './js-weight.ts';
import { repoRoot } from './paths.ts';

/** `npm start` serves the partner it is started for here (CONTRACTS §1, scripts/start.ts). */
export const startUrl = 'http://localhost:4321';

/** Collects the build's warnings per partner (BuildOptions.onWarning). */
export function fleetWarnings(): {
  onWarning: (partner: string, warning: PartnerWarning) => void;
  byPartner: Map<string, PartnerWarning[]>;
} {
  const byPartner = new Map<string, PartnerWarning[]>();
  return {
    byPartner,
    onWarning: (partner, warning) => byPartner.set(partner, [...(byPartner.get(partner) ?? []), warning]),
  };
}

interface Manifest {
  inputHash: string;
  contentHash: string;
  builtAt: string;
  warnings?: number;
}

/** What the report keeps of a bundle between runs. */
interface PartnerNotes {
  inputHash: string;
  warnings: PartnerWarning[];
  thumbnails?: Thumbnail[];
  /** Start-up JS per page, gzipped: measured by the build that made the bundle, or once here. */
  jsPerPage?: Record<string, number>;
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

export interface FleetReportOptions {
  /** Default `dist/`. */
  distDir?: string | undefined;
  results: readonly PartnerResult[];
  warnings: ReadonlyMap<string, readonly PartnerWarning[]>;
  /** False for `--no-screenshots`. */
  screenshots: boolean;
  env?: Record<string, string | undefined>;
  runSeconds?: number;
  /** Per page; the default suits a loaded 2-core machine. */
  screenshotTimeoutMs?: number;
}

export interface FleetReportWritten {
  file: string;
  /** Thumbnails taken this run, and their cost. */
  screenshots: { taken: number; seconds: number } | { skipped: string };
}

function partnerName(slug: string, bundleDir: string): string {
  const fromBundle = readJson<{ name?: unknown }>(path.join(bundleDir, 'partner.json'))?.name;
  if (typeof fromBundle === 'string') return fromBundle;
  return isPartnerSlug(slug) ? loadPartner(slug).settings.name : slug;
}

function bundleFigures(jsPerPage: Record<string, number>, manifest: Manifest): BundleFigures {
  const perPage = new Map(Object.entries(jsPerPage));
  return { pages: perPage.size, js: jsByKind(perPage), contentHash: manifest.contentHash, builtAt: manifest.builtAt };
}

export async function writeFleetReport(opts: FleetReportOptions): Promise<FleetReportWritten> {
  const distDir = path.resolve(opts.distDir ?? path.join(repoRoot, 'dist'));
  const notesDir = path.join(distDir, '.fleet');
  mkdirSync(notesDir, { recursive: true });
  const results = new Map(opts.results.map((result) => [result.slug, result]));
  const slugs = [...new Set([...partnerSlugs, ...results.keys()])];

  const rows: FleetRow[] = [];
  const notes = new Map<string, PartnerNotes>();
  for (const slug of slugs) {
    const bundleDir = path.join(distDir, slug);
    const result = results.get(slug);
    const manifest = readJson<Manifest>(path.join(bundleDir, 'build-manifest.json'));
    const stored = readJson<PartnerNotes>(path.join(notesDir, `${slug}.json`));
    const current = manifest && stored?.inputHash === manifest.inputHash ? stored : undefined;
    // This run's warnings for what it built or failed to build; a kept bundle's from its own build.
    const ranNow = result?.result === 'built' || result?.result === 'failed';
    const warnings = ranNow ? [...(opts.warnings.get(slug) ?? [])] : (current?.warnings ?? []);
    const warningCount = ranNow ? Math.max(result.warnings, warnings.length) : Math.max(manifest?.warnings ?? 0, warnings.length);
    // The bundle's JS figures: this run's build measured them; a kept bundle's are in its notes.
    const jsPerPage = manifest
      ? (result?.jsPerPage ?? current?.jsPerPage ?? Object.fromEntries(measureBundleJs(bundleDir).perPage))
      : undefined;
    if (manifest && jsPerPage) {
      const built = result?.result === 'built';
      notes.set(slug, {
        inputHash: manifest.inputHash,
        warnings: built ? warnings : (current?.warnings ?? []),
        // Same inputs, same pages (a --force rebuild): the thumbnails still show this bundle.
        ...(current?.thumbnails ? { thumbnails: current.thumbnails } : {}),
        jsPerPage,
      });
    }
    rows.push({
      slug,
      name: partnerName(slug, bundleDir),
      status: result?.result ?? 'not-run',
      ...(result?.error ? { error: result.error } : {}),
      ...(result ? { seconds: result.seconds } : {}),
      ...(manifest && jsPerPage ? { bundle: bundleFigures(jsPerPage, manifest) } : {}),
      warnings,
      warningCount,
      thumbnails: [],
    });
  }

  // Thumbnails for the bundles this run touched that have none for their current inputs.
  const stale = rows.filter((row) => row.status !== 'not-run' && notes.has(row.slug) && !notes.get(row.slug)!.thumbnails);
  const env = opts.env ?? process.env;
  let screenshots: FleetReportWritten['screenshots'];
  const failedShots = new Map<string, string>();
  if (!opts.screenshots) screenshots = { skipped: 'not taken (--no-screenshots)' };
  else if (stale.length === 0) screenshots = { taken: 0, seconds: 0 };
  else {
    const started = performance.now();
    const run = await screenshotHomes(
      stale.map((row) => ({ slug: row.slug, bundleDir: path.join(distDir, row.slug) })),
      { outDir: notesDir, chromium: chromiumPath(env), ...(opts.screenshotTimeoutMs ? { timeoutMs: opts.screenshotTimeoutMs } : {}) },
    );
    if ('unavailable' in run) screenshots = { skipped: `skipped: ${run.unavailable}` };
    else {
      const bySlug = new Map<string, HomeShot[]>();
      for (const shot of run.shots) bySlug.set(shot.slug, [...(bySlug.get(shot.slug) ?? []), shot]);
      for (const [slug, shots] of bySlug) {
        const broken = shots.find((shot) => !shot.file);
        if (broken) failedShots.set(slug, `no thumbnail: ${broken.error ?? 'not taken'}`);
        else
          notes.get(slug)!.thumbnails = shots
            .sort((a, b) => a.viewport - b.viewport)
            .map((shot) => ({
              viewport: shot.viewport,
              // The query changes with the bundle, so a browser never shows an older image it cached.
              src: `.fleet/${path.basename(shot.file!)}?v=${notes.get(slug)!.inputHash.slice(0, 12)}`,
              width: shot.width,
              height: shot.height,
            }));
      }
      screenshots = { taken: run.shots.filter((shot) => shot.file).length, seconds: (performance.now() - started) / 1000 };
    }
  }

  const skippedWhy = 'skipped' in screenshots ? screenshots.skipped : undefined;
  for (const row of rows) {
    const kept = notes.get(row.slug);
    const usable = kept?.thumbnails?.filter((shot) => existsSync(path.join(distDir, shot.src.replace(/\?.*$/, ''))));
    if (usable?.length) row.thumbnails = usable;
    else
      row.thumbnailNote = !kept
        ? 'no bundle'
        : (failedShots.get(row.slug) ??
          (row.status === 'not-run' ? 'none yet (not in this run)' : `no thumbnail: ${skippedWhy ?? 'not taken'}`));
  }
  const reused = rows.filter((row) => row.thumbnails.length && !stale.some((taken) => taken.slug === row.slug)).length;
  for (const [slug, kept] of notes) writeFileSync(path.join(notesDir, `${slug}.json`), `${JSON.stringify(kept, null, 2)}\n`);

  const html = renderFleetReport({
    generatedAt: new Date().toISOString(),
    ...(opts.runSeconds === undefined ? {} : { runSeconds: opts.runSeconds }),
    rows,
    screenshots: [
      'skipped' in screenshots
        ? screenshots.skipped
        : screenshots.taken
          ? `${screenshots.taken} taken in ${screenshots.seconds.toFixed(1)} s with ${chromiumPath(env)}`
          : 'none needed',
      reused ? `those of ${reused} unchanged bundle(s) are from an earlier run` : '',
    ]
      .filter(Boolean)
      .join('; '),
    startUrl,
  });
  const file = path.join(distDir, 'index.html');
  writeFileSync(`${file}.tmp`, html);
  renameSync(`${file}.tmp`, file);
  return { file, screenshots };
}

/** The CLI's last step: writes the report and says where. A report that cannot be written never fails the build. */
export async function printFleetReport(opts: FleetReportOptions): Promise<void> {
  try {
    const { file, screenshots } = await writeFleetReport(opts);
    const thumbnails =
      'skipped' in screenshots
        ? `thumbnails ${screenshots.skipped}`
        : `${screenshots.taken} thumbnails in ${screenshots.seconds.toFixed(1)}s`;
    console.log(`fleet report: ${path.relative(process.cwd(), file)} (${thumbnails})`);
  } catch (error) {
    console.warn(`fleet report not written: ${describe(error)}`);
  }
}
