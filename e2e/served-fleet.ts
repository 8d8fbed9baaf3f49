// A sandbox on a fresh data dir, partners built against it and each bundle served on its own port,
// the way its CDN would: the e2e fleet (global-setup.ts), the screenshot spec's frozen one
// (visual-partners.ts) and the spec-minimal one (minimal.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPartners, resultTable } from '../scripts/build/build.ts';
import { sandboxSources } from '../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../scripts/sandbox/server.ts';
import { startStaticServer } from '../scripts/serve/static-server.ts';

export interface ServedFleetOptions {
  /** Names the fleet in a failure ("e2e", "visual", "minimal"). */
  name: string;
  sandboxPort: number;
  /** The sandbox clock's start instant (SANDBOX_NOW); real time if absent. */
  now?: string;
  /** A sandbox in the spec-minimal mode (docs/api.md "Spec-minimal mode"); the bundles are built against it too. */
  minimal?: boolean;
  partners: readonly { slug: string; port: number }[];
  distDir: string;
}

export interface ServedFleet {
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function serveFleet({ name, sandboxPort, now, minimal, partners, distDir }: ServedFleetOptions): Promise<ServedFleet> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-sandbox-`));
  const sandbox = await startSandbox({
    port: sandboxPort,
    dataDir,
    reset: true,
    quiet: true,
    minimal: minimal ?? false,
    ...(now ? { now } : {}),
  });
  const stopSandbox = async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const results = await buildPartners({
    partners: partners.map((partner) => partner.slug),
    distDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: () => {},
  });
  if (results.some((result) => result.result === 'failed')) {
    await stopSandbox();
    throw new Error(`${name} build failed:\n${resultTable(results)}\n${results.map((r) => r.error ?? '').join('\n')}`);
  }
  const servers = await Promise.all(
    partners.map((partner) =>
      startStaticServer({ dir: path.join(distDir, partner.slug), port: partner.port, api: `${sandbox.url}/${partner.slug}` }),
    ),
  );
  return {
    sandbox,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await stopSandbox();
    },
  };
}
