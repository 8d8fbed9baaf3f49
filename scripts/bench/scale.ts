// The scale step of `npm run bench` (`npm run bench -- --scale`, issue #12): forced full builds of
// the registry's 19 partners and of a synthetic fleet of 190 (each config under 10 slugs: delta,
// delta-2 … delta-10, served by the sandbox as delta), each build in a child process of its own so
// its peak memory is its own, and 190 once more in batches of 50 (render children) to show what
// batching (BuildOptions.renderBatchSize) costs and bounds. Target in brackets: 190 in <= 5x the
// time of 19.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadPartner, partnerSlugs } from '../../partners/index.ts';
import type { Partner } from '../../partners/schema.ts';
import { repoRoot } from '../build/paths.ts';
import { defaultRenderBatchSize } from '../build/render.ts';

/** How many times the scale step repeats each partner config: 19 x 10 = 190. */
export const scaleCopies = 10;

export interface SyntheticFleet {
  /** The extra partners for the build (BuildOptions.extraPartners): each a registry config under a new slug. */
  partners: Partner[];
  /** For the sandbox (SandboxOptions.partnerAliases): each synthetic slug → the registry partner it serves as. */
  aliases: Record<string, string>;
}

/**
 * The registry's partners repeated `copies` times: copy n (2 … copies) of delta is `delta-n`, with
 * delta's config. Together with the registry, `copies` x 19 partners.
 */
export function syntheticFleet(copies: number): SyntheticFleet {
  const partners: Partner[] = [];
  const aliases: Record<string, string> = {};
  for (const base of partnerSlugs) {
    const config = loadPartner(base);
    for (let copy = 2; copy <= copies; copy += 1) {
      const slug = `${base}-${copy}`;
      partners.push({ ...structuredClone(config), slug });
      aliases[slug] = base;
    }
  }
  return { partners, aliases };
}

/** The sandbox CLI's arguments that serve a synthetic fleet (`--alias delta-2=delta,…`). */
export function sandboxAliasArgs(copies: number): string[] {
  const { aliases } = syntheticFleet(copies);
  const pairs = Object.entries(aliases).map(([slug, base]) => `${slug}=${base}`);
  return pairs.length ? ['--alias', pairs.join(',')] : [];
}

/** Peak resident memory in kB from GNU time's `-v` report, when it has the line. */
export function maxRssFromTimeReport(report: string): number | undefined {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report);
  return match ? Number(match[1]) : undefined;
}

/** What a scale child (scale-child.ts) prints as its last line. */
export interface ScaleRun {
  partners: number;
  built: number;
  failed: string[];
  /** buildPartners alone: pulls, render, bundles (not the process start). */
  seconds: number;
  /** Peak RSS of the largest single process, kB: GNU time's figure, else the child's own. */
  maxRssKb: number;
  /** Peak of the build's processes together (the build and its render children), sampled, kB. */
  treeRssKb?: number;
  batchSize: number;
}

export interface ScaleOptions {
  sandboxUrl: string;
  standinOrigin: string;
  /** Partners per Astro run for the 190; default: defaultRenderBatchSize, and a row with batches of 50. */
  batchSize?: number;
  log?: (line: string) => void;
}

const gnuTime = '/usr/bin/time';

/** Resident memory in kB from a /proc/<pid>/status text. */
export function rssFromProcStatus(status: string): number {
  const match = /^VmRSS:\s*(\d+) kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** RSS of `pid` and all its descendants now, kB (Linux /proc). */
function treeRss(pid: number): number {
  const children = readdirOr(`/proc/${pid}/task`).flatMap((task) =>
    readOr(`/proc/${pid}/task/${task}/children`, '').split(' ').filter(Boolean).map(Number),
  );
  return rssFromProcStatus(readOr(`/proc/${pid}/status`, '')) + children.reduce((sum, child) => sum + treeRss(child), 0);
}

function readdirOr(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Builds `copies` x 19 partners in a child process; peak RSS from GNU time when present, and the tree's sampled. */
export async function measureScaleBuild(copies: number, opts: ScaleOptions): Promise<ScaleRun> {
  const distDir = mkdtempSync(path.join(repoRoot, '.build', `bench-scale-${copies}-`));
  const child = [
    path.join(repoRoot, 'scripts/bench/scale-child.ts'),
    ...['--url', opts.sandboxUrl, '--standin', opts.standinOrigin, '--copies', String(copies), '--dist', distDir],
    ...(opts.batchSize ? ['--batch-size', String(opts.batchSize)] : []),
  ];
  const timed = existsSync(gnuTime);
  const [command, args] = timed ? [gnuTime, ['-v', process.execPath, ...child]] : [process.execPath, child];
  const sampled = existsSync('/proc/self/status');
  let treePeak = 0;
  try {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const proc = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      const sampler = sampled && proc.pid ? setInterval(() => (treePeak = Math.max(treePeak, treeRss(proc.pid!))), 100) : undefined;
      let out = '';
      let err = '';
      proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      proc.on('error', reject);
      proc.on('close', (exit) => {
        clearInterval(sampler);
        resolve({ code: exit, stdout: out, stderr: err });
      });
    });
    const last = stdout.trim().split('\n').at(-1) ?? '';
    if (code !== 0 || !last.startsWith('{'))
      throw new Error(`the ${copies * partnerSlugs.length}-partner build failed (exit ${code}):\n${stderr.slice(-2000)}`);
    const run = JSON.parse(last) as ScaleRun;
    const measured = timed ? maxRssFromTimeReport(stderr) : undefined;
    return { ...run, maxRssKb: measured ?? run.maxRssKb, ...(treePeak ? { treeRssKb: treePeak } : {}) };
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

const mb = (kb: number | undefined) => (kb ? `${Math.round(kb / 1024)} MB` : '-');

/**
 * Runs the scale step and prints its figures: 19, 190 at the default batch size (or `batchSize`),
 * and, unless a batch size was given, 190 in batches of 50 (render children) for the memory bound.
 */
export async function benchScale(opts: ScaleOptions): Promise<ScaleRun[]> {
  const log = opts.log ?? console.log;
  const large = opts.batchSize ?? defaultRenderBatchSize;
  const plan = [
    { copies: 1, batchSize: defaultRenderBatchSize },
    { copies: scaleCopies, batchSize: large },
    ...(opts.batchSize ? [] : [{ copies: scaleCopies, batchSize: 50 }]),
  ];
  log(
    `\nScale: forced full builds from the sandbox, each in its own process; ${scaleCopies * partnerSlugs.length} partners = ` +
      `every config x ${scaleCopies} (delta, delta-2 … delta-${scaleCopies}). Peak RSS of the largest process ` +
      `(${existsSync(gnuTime) ? 'GNU time' : 'its own figure'}) and of the build's processes together (sampled):`,
  );
  const runs: ScaleRun[] = [];
  for (const { copies, batchSize } of plan) {
    const run = await measureScaleBuild(copies, { ...opts, batchSize });
    if (run.failed.length) throw new Error(`scale build of ${run.partners}: failed ${run.failed.join('; ')}`);
    const batches = Math.ceil(run.partners / run.batchSize);
    const how = batches === 1 ? 'one Astro run' : `${batches} Astro runs of <= ${run.batchSize}, in child processes`;
    log(
      `  ${`${run.partners} partners`.padEnd(13)} ${run.seconds.toFixed(1).padStart(6)} s   ` +
        `peak RSS ${mb(run.maxRssKb).padStart(8)} largest, ${mb(run.treeRssKb).padStart(8)} together   ${run.built} built, ${how}`,
    );
    runs.push(run);
  }
  const [small, big] = runs as [ScaleRun, ScaleRun];
  log(
    `\n${big.partners} vs ${small.partners} partners: ${(big.seconds / small.seconds).toFixed(1)}x the time [target <= 5x], ` +
      `${(big.maxRssKb / small.maxRssKb).toFixed(1)}x the peak memory of the largest process`,
  );
  return runs;
}
