// The screenshot spec's own fleet (visual-partners.ts): a sandbox with its clock started at a fixed
// instant on a fresh data dir, the visual partners built against it and each served on its port.
// Its bundles differ from the e2e fleet's only in the sandbox origin they name (images, CSP).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPartners, resultTable } from '../scripts/build/build.ts';
import { sandboxSources } from '../scripts/build/sources.ts';
import { startSandbox } from '../scripts/sandbox/server.ts';
import { startStaticServer } from '../scripts/serve/static-server.ts';
import { visualDistDir, visualNow, visualPartners, visualSandboxPort } from './visual-partners.ts';

/** Starts the visual fleet; the answer stops it. */
export async function startVisualFleet(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-visual-sandbox-'));
  const sandbox = await startSandbox({ port: visualSandboxPort, dataDir, reset: true, quiet: true, now: visualNow });
  const stopSandbox = async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const results = await buildPartners({
    partners: visualPartners.map((partner) => partner.slug),
    distDir: visualDistDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: () => {},
  });
  if (results.some((result) => result.result === 'failed')) {
    await stopSandbox();
    throw new Error(`visual fleet build failed:\n${resultTable(results)}\n${results.map((r) => r.error ?? '').join('\n')}`);
  }
  const servers = await Promise.all(
    visualPartners.map((partner) =>
      startStaticServer({ dir: path.join(visualDistDir, partner.slug), port: partner.port, api: `${sandbox.url}/${partner.slug}` }),
    ),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await stopSandbox();
  };
}
