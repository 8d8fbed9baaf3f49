// Real bundles for build tests: a fresh sandbox, one build of the given partners into a temporary
// dist folder, the sandbox closed afterwards. Call at the top of a `*.build.test.ts` file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildPartners } from '../../scripts/build/build.ts';
import { sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

/** Builds `partners` once for the file; the returned function gives the dist folder (after beforeAll). */
export function withBuiltPartners(partners: readonly string[]): () => string {
  let sandbox: Sandbox | undefined;
  let distDir = '';
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'built-sandbox-')), reset: true, quiet: true });
    distDir = mkdtempSync(path.join(tmpdir(), 'built-dist-'));
    const results = await buildPartners({
      partners: [...partners],
      distDir,
      sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
      log: () => {},
    });
    expect(results.map((result) => [result.slug, result.result, result.error])).toEqual(partners.map((slug) => [slug, 'built', undefined]));
  }, 120_000);
  afterAll(() => sandbox?.close());
  return () => distDir;
}
