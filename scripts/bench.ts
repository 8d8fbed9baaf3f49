// `npm run bench`: build-time figures on this machine (issue #2 targets in brackets):
// full build of all partners [<= 60 s, <= 8x one partner], one partner rebuilt after one CMS entry
// changed [<= 8 s], and a no-op rebuild of all partners [<= 5% of full].
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPartners, repoRoot, type PartnerResult } from './build/build.ts';
import { measureBundleJs } from './build/js-weight.ts';
import { probeSandbox, sandboxSources } from './build/sources.ts';

// The backend runs in its own process, as a real CMS would: the build's pulls are measured as
// network calls, not as work sharing the build's event loop.
const sandboxUrl = 'http://127.0.0.1:4690';
const sandboxProcess = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'scripts/sandbox/cli.ts'),
    '--port',
    '4690',
    '--reset',
    '--data',
    mkdtempSync(path.join(tmpdir(), 'bench-sandbox-')),
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
try {
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
} finally {
  sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
}
process.exit(0);
