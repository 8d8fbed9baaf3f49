// Batched rendering (issue #12) with the real Astro build: a partner's bundle does not depend on
// which partners share its Astro run, so a fleet rendered in batches ships the same bytes as one
// rendered in a single run; a synthetic partner (the scale bench's) ships its base's pages.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadPartner } from '../../partners/index.ts';
import { buildPartners } from '../../scripts/build/build.ts';
import { sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

let sandbox: Sandbox;
const dataDir = mkdtempSync(path.join(tmpdir(), 'batches-sandbox-'));
const together = mkdtempSync(path.join(tmpdir(), 'batches-together-'));
const batched = mkdtempSync(path.join(tmpdir(), 'batches-batched-'));
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir, reset: true, quiet: true, partnerAliases: { 'delta-2': 'delta' } });
});
afterAll(async () => {
  await sandbox.close();
  for (const dir of [dataDir, together, batched]) rmSync(dir, { recursive: true, force: true });
});

/** Every file of a bundle with its content hash; the build's time stamp left out. */
function contents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const text = readFileSync(full, 'utf8').replace(/"builtAt": "[^"]+"/g, '"builtAt": "…"');
        out[path.relative(dir, full)] = createHash('sha256').update(text).digest('hex');
      }
    }
  };
  walk(dir);
  return out;
}

it('ships the same bundles whether partners render together or in batches', async () => {
  const lines: string[] = [];
  const build = (distDir: string, renderBatchSize: number) =>
    buildPartners({
      // nosh, which enrolls no members, renders alone in the second batch: no sign-in pages in its run.
      partners: ['delta', 'delta-2', 'nosh'],
      extraPartners: [{ ...loadPartner('delta'), slug: 'delta-2' }],
      distDir,
      renderBatchSize,
      sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
      log: (line) => lines.push(line),
    });
  const one = await build(together, 3);
  const two = await build(batched, 2);
  expect([...one, ...two].map((r) => r.result)).toEqual(Array(6).fill('built'));
  expect(lines.filter((line) => line.startsWith('rendered'))).toEqual([
    expect.stringMatching(/^rendered 3 partner\(s\) in [\d.]+s$/),
    expect.stringMatching(/^rendered 2 partner\(s\) in [\d.]+s \(batch 1 of 2\)$/),
    expect.stringMatching(/^rendered 1 partner\(s\) in [\d.]+s \(batch 2 of 2\)$/),
  ]);
  for (const slug of ['delta', 'delta-2', 'nosh']) {
    const files = contents(path.join(together, slug));
    expect(Object.keys(files).length, slug).toBeGreaterThan(30);
    expect(contents(path.join(batched, slug)), slug).toEqual(files);
  }
  // The synthetic partner is delta under its own slug.
  const copyHome = readFileSync(path.join(together, 'delta-2', 'index.html'), 'utf8');
  expect(copyHome).toContain('data-partner="delta-2"');
  expect(copyHome.replaceAll('delta-2', 'delta')).toBe(readFileSync(path.join(together, 'delta', 'index.html'), 'utf8'));
});
