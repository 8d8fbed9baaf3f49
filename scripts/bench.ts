// `npm run bench`: figures on this machine, targets in brackets, in two steps that also run alone:
// - builds (`npm run bench -- --builds`, issue #2): full build of all partners [<= 60 s, <= 8x one
//   partner], one partner rebuilt after one CMS entry changed [<= 8 s], a no-op rebuild of all
//   partners [<= 5% of full], and the start-up JavaScript of every page of delta;
// - pages (`npm run bench -- --pages`, issue #26): Lighthouse mobile figures (perf, FCP, LCP, TBT,
//   CLS, the LCP element) of every page kind of delta (home, content, search, merchant, join,
//   sign-in, the account overview signed in) against its script-free twin, the median and spread of
//   3 runs each, the start-up JS against its budget, and the goals each page misses, reported, not
//   enforced (scripts/bench/pages.ts; `--runs 5` for more; `--only /join` for one page, repeatable;
//   `--throttling devtools` throttles the load for real instead of Lighthouse's default estimate,
//   scripts/bench/lighthouse.ts says when that matters; BENCH_LHR_DIR=<dir> keeps every Lighthouse
//   report there, for the long tasks and the waterfall behind a figure).
// A third step runs only when asked: scale (`npm run bench -- --scale`, issue #12), time and peak
// memory of the fleet of 19 and of a synthetic fleet of 190 (scripts/bench/scale.ts;
// `--batch-size N` sets the partners per Astro run).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { selectPages } from './bench/page-list.ts';
import { benchPages } from './bench/pages.ts';
import { benchScale, sandboxAliasArgs, scaleCopies } from './bench/scale.ts';
import { buildPartners, repoRoot, type PartnerResult } from './build/build.ts';
import { measureBundleJs } from './build/js-weight.ts';
import { probeSandbox, sandboxSources } from './build/sources.ts';

const { values: args } = parseArgs({
  options: {
    builds: { type: 'boolean', default: false },
    pages: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'simulate' },
    scale: { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});
const runs = Math.max(1, parseInt(args.runs, 10) || 3);
if (args.throttling !== 'simulate' && args.throttling !== 'devtools') throw new Error('--throttling is simulate or devtools');
const throttling = args.throttling;
// Checked before anything starts: a misspelt --only fails at once, not after the build.
const pages = selectPages(args.only);
const steps = {
  builds: args.builds || (!args.pages && !args.scale),
  pages: args.pages || (!args.builds && !args.scale),
  scale: args.scale,
};

// The backend runs in its own process, as a real CMS would: the build's pulls are measured as
// network calls, not as work sharing the build's event loop.
const sandboxUrl = 'http://127.0.0.1:4690'; // its stand-ins (images, providers) answer on 4691
const sandboxProcess = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'scripts/sandbox/cli.ts'),
    '--port',
    '4690',
    '--reset',
    '--data',
    mkdtempSync(path.join(tmpdir(), 'bench-sandbox-')),
    // The scale step's synthetic partners (delta-2 …) answer as their registry partner.
    ...(steps.scale ? sandboxAliasArgs(scaleCopies) : []),
  ],
  { stdio: 'ignore' },
);
let standinOrigin: string | undefined;
for (let attempt = 0; attempt < 100 && !standinOrigin; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  standinOrigin = await probeSandbox(sandboxUrl);
}
if (!standinOrigin) throw new Error(`the sandbox did not start at ${sandboxUrl}`);
const sandbox = { url: sandboxUrl, close: () => sandboxProcess.kill() };
const sources = sandboxSources(sandboxUrl, standinOrigin, {});
const distDir = path.join(repoRoot, '.build', 'bench-dist');
rmSync(distDir, { recursive: true, force: true });

async function timed(label: string, run: () => Promise<PartnerResult[]>): Promise<number> {
  const started = performance.now();
  const results = await run();
  const seconds = (performance.now() - started) / 1000;
  const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.result]: (acc[r.result] ?? 0) + 1 }), {});
  const failed = results.filter((r) => r.result === 'failed');
  if (failed.length) throw new Error(`${label}: ${failed.map((r) => r.error).join('; ')}`);
  console.log(`${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s   ${JSON.stringify(counts)}`);
  return seconds;
}

const quiet = { log: () => {} };

async function benchBuilds(): Promise<void> {
  const one = await timed('one partner, cold (delta)', () =>
    buildPartners({ partners: ['delta'], distDir, sources, force: true, ...quiet }),
  );
  const full = await timed('full build, all partners', () => buildPartners({ distDir, sources, force: true, ...quiet }));
  // An editor changes one entry of one partner's CMS.
  const response = await fetch(`${sandbox.url}/__sandbox/cms/united/earn_banner/bench`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { text: `Benchmark edit ${Date.now()}` } }),
  });
  if (!response.ok) throw new Error(`could not edit a CMS entry in the sandbox: HTTP ${response.status}`);
  const content = await timed('one CMS entry changed (united), all checked', () => buildPartners({ distDir, sources, ...quiet }));
  const noop = await timed('no-op rebuild, all partners', () => buildPartners({ distDir, sources, ...quiet }));
  // Start-up JavaScript per page of the reference partner (content pages: <= 15 kB gz).
  const { perPage } = measureBundleJs(path.join(distDir, 'delta'));
  console.log('\nJS at start, delta, gzipped:');
  for (const [page, bytes] of [...perPage].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${page.padEnd(30)} ${(bytes / 1024).toFixed(1).padStart(6)} kB`);
  console.log(
    `\nfleet cost: ${(full / one).toFixed(1)}x one partner [target <= 8x]; full ${full.toFixed(1)} s [<= 60 s]; content rebuild ${content.toFixed(1)} s [<= 8 s]; no-op ${((noop / full) * 100).toFixed(1)}% of full [<= 5%]`,
  );
}

async function benchPageSpeed(): Promise<void> {
  // Delta's bundle: the builds step's (then up to date, skipped), or built now.
  console.log('');
  await timed('delta, for the page step', () => buildPartners({ partners: ['delta'], distDir, sources, ...quiet }));
  console.log(
    `\nPages of delta, Lighthouse mobile, ${throttling} throttling, median (min–max) of ${runs} runs; twin: the same page without its scripts.`,
  );
  await benchPages({
    bundleDir: path.join(distDir, 'delta'),
    partner: 'delta',
    api: `${sandbox.url}/delta`,
    port: 4695,
    pages,
    runs,
    throttling,
  });
}

try {
  if (steps.builds) await benchBuilds();
  if (steps.pages) await benchPageSpeed();
  if (steps.scale) {
    const batchSize = args['batch-size'] === undefined ? undefined : Math.max(1, parseInt(args['batch-size'], 10) || 1);
    await benchScale({ sandboxUrl, standinOrigin, ...(batchSize ? { batchSize } : {}) });
  }
} finally {
  sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
}
process.exit(0);
