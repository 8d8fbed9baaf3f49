// Page rendering for a build: every stale partner of a batch in one Astro run (one Vite graph: the
// fleet costs sub-linearly; batches bound a large fleet's memory, issue #12), and, only when that
// run fails, each partner on its own, so that one partner's render failure fails that partner
// alone and the others still ship (issue #7).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../src/site/types.ts';
import { describe } from './errors.ts';
import { repoRoot } from './paths.ts';

/**
 * Renders the pages of `sites` into `outDir` (one folder per slug plus the shared `_astro/`).
 * The build takes it as a parameter (BuildOptions.render) only so a test can make one partner's
 * real render throw: validation lets no CMS answer through that would make a page throw.
 */
export type Renderer = (sites: readonly Site[], outDir: string) => Promise<void>;

/** The real renderer: one `astro build` of src/pages/[partner]/ for the given sites. */
export const renderWithAstro: Renderer = async (sites, outDir) => {
  rmSync(outDir, { recursive: true, force: true });
  // The page router reads the sites through `virtual:sites` (src/site/vite-sites.ts).
  const sitesFile = `${outDir}.sites.json`;
  writeFileSync(sitesFile, JSON.stringify(sites));
  process.env['SITES_FILE'] = sitesFile;
  process.env['ASTRO_OUT_DIR'] = outDir;
  // A cache kept across builds: Astro keeps encoded pictures there, so each is encoded once.
  process.env['ASTRO_CACHE_DIR'] = path.join(repoRoot, '.build', 'astro-cache');
  const { build } = await import('astro');
  // A bundle is a production bundle whoever builds it: under a test runner NODE_ENV is "test",
  // which would ship React's development build to the islands.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ root: repoRoot, logLevel: 'error', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
};

/** Where a partner's pages were rendered, or why they could not be. */
export type RenderOutcome = { outDir: string } | { error: unknown };

/**
 * Renders all `sites` together into `workDir/astro-out`. If that fails, renders each site alone
 * into `workDir/astro-out-<slug>` (one at a time: parallel Astro builds in one project collide).
 * The extra runs happen only on failure, so the usual build keeps its single render.
 */
export async function renderIsolated(
  sites: readonly Site[],
  workDir: string,
  render: Renderer,
  log: (line: string) => void,
): Promise<Map<string, RenderOutcome>> {
  const outcomes = new Map<string, RenderOutcome>();
  const together = path.join(workDir, 'astro-out');
  try {
    await render(sites, together);
    for (const site of sites) outcomes.set(site.slug, { outDir: together });
    return outcomes;
  } catch (error) {
    if (sites.length === 1) {
      outcomes.set(sites[0]!.slug, { error });
      return outcomes;
    }
    log(`rendering ${sites.length} partners together failed (${firstLine(error)}); rendering each on its own to find the one at fault`);
  }
  for (const site of sites) {
    const alone = path.join(workDir, `astro-out-${site.slug}`);
    try {
      await render([site], alone);
      outcomes.set(site.slug, { outDir: alone });
    } catch (error) {
      outcomes.set(site.slug, { error });
    }
  }
  return outcomes;
}

const firstLine = (error: unknown) => describe(error).split('\n')[0];

/**
 * Partners per Astro run (BuildOptions.renderBatchSize). One run costs a fixed start (Vite, the
 * islands' client bundle: about 5 s) plus its partners' pages, and its peak memory grows by
 * about 1 MB per partner (measured: 19 partners 0.96 GB, 190 1.08 GB, 570 1.5 GB), so one run is the
 * fastest and, up to several hundred partners, also the leanest way to render. Past 1000 partners
 * (some 2 GB, extrapolated) a build renders in batches, each in a child process, so no one process
 * nears Node's 4 GB heap limit (README "Scale").
 */
export const defaultRenderBatchSize = 1000;

/**
 * The real renderer in a child process, for a build of several batches: Astro builds run one after
 * another in one process keep memory from each run (measured: 570 partners in three in-process runs
 * of 190 peaked at 1.59 GB, above one run of 570), while a child's memory goes back to the system
 * when it exits (three child runs of 200: 1.06 GB for the largest process).
 */
export const renderInChildProcess: Renderer = async (sites, outDir) => {
  const input = `${outDir}.batch.json`;
  writeFileSync(input, JSON.stringify(sites));
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/build/render-child.ts'), input, outDir], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stderr: err }));
    });
    if (code !== 0) throw new Error(`astro build exited with ${code}: ${stderr.trim() || 'no message'}`);
  } finally {
    rmSync(input, { force: true });
  }
};

/** `items` in consecutive batches of at most `size` (size < 1 counts as 1). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += step) batches.push(items.slice(start, start + step));
  return batches;
}
