// Builds every partner against a fresh sandbox (one build: the fleet renders in seconds) and serves
// each bundle on its own port, the way its CDN would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPartners, resultTable } from '../scripts/build/build.ts';
import { sandboxSources } from '../scripts/build/sources.ts';
import { startSandbox } from '../scripts/sandbox/server.ts';
import { startStaticServer } from '../scripts/serve/static-server.ts';
import { e2eDistDir, e2ePartners, fleetPartners, servedBy, servers as bundleServers } from './partners.ts';
import { startNginxIfInstalled } from './nginx.ts';
import { startVisualFleet } from './visual-fleet.ts';

export const sandboxPort = 4610;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({
    port: sandboxPort,
    dataDir: mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-')),
    reset: true,
    quiet: true,
  });
  process.env['E2E_SANDBOX_URL'] = sandbox.url;
  const distDir = e2eDistDir;
  const results = await buildPartners({
    partners: fleetPartners.map((partner) => partner.slug),
    distDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: () => {},
  });
  if (results.some((result) => result.result === 'failed')) {
    await sandbox.close();
    throw new Error(`e2e build failed:\n${resultTable(results)}\n${results.map((r) => r.error ?? '').join('\n')}`);
  }
  const servers = await Promise.all(
    fleetPartners.map((partner) =>
      startStaticServer({ dir: path.join(distDir, partner.slug), port: partner.port, api: `${sandbox.url}/${partner.slug}` }),
    ),
  );
  // The screenshot spec's data pages: their own sandbox, its clock started at a fixed instant.
  const stopVisualFleet = await startVisualFleet().catch(async (error: unknown) => {
    await Promise.all(servers.map((server) => server.close()));
    await sandbox.close();
    throw error;
  });
  // The functional partners' bundles on nginx too, with the nginx.conf their build wrote (the route,
  // header and offline specs run on both); skipped with a note where nginx is not installed.
  const nginxServer = bundleServers.find((server) => server.name === 'nginx')!;
  const nginx = await startNginxIfInstalled(
    e2ePartners.map((partner) => ({
      slug: partner.slug,
      dir: path.join(distDir, partner.slug),
      port: servedBy(partner, nginxServer).port,
      api: `${sandbox.url}/${partner.slug}`,
    })),
  ).catch(async (error: unknown) => {
    await Promise.all(servers.map((server) => server.close()));
    await sandbox.close();
    await stopVisualFleet();
    throw error;
  });
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await sandbox.close();
    await stopVisualFleet();
    await nginx?.close();
  };
}
