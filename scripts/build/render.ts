// Page rendering for a build: every stale partner in one Astro run (one Vite graph: the fleet
// costs sub-linearly), and, only when that run fails, each partner on its own, so that one
// partner's render failure fails that partner alone and the others still ship (issue #7).
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
