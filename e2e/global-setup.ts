// Builds every partner against a fresh sandbox (one build: the fleet renders in seconds) and serves
// each bundle on its own port, the way its CDN would; then the screenshot spec's frozen fleet and the
// spec-minimal fleet (minimal.spec.ts: a sandbox answering only the spec's fields).
import path from 'node:path';
import {
  e2eDistDir,
  e2ePartners,
  fleetPartners,
  minimalDistDir,
  minimalPartners,
  minimalSandboxPort,
  servedBy,
  servers as bundleServers,
} from './partners.ts';
import { startNginxIfInstalled } from './nginx.ts';
import { serveFleet } from './served-fleet.ts';
import { visualDistDir, visualNow, visualPartners, visualSandboxPort } from './visual-partners.ts';

export const sandboxPort = 4610;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const fleet = await serveFleet({ name: 'e2e', sandboxPort, partners: fleetPartners, distDir: e2eDistDir });
  const { sandbox } = fleet;
  process.env['E2E_SANDBOX_URL'] = sandbox.url;
  // The screenshot spec's data pages: their own sandbox, its clock started at a fixed instant.
  const visualFleet = await serveFleet({
    name: 'visual',
    sandboxPort: visualSandboxPort,
    now: visualNow,
    partners: visualPartners,
    distDir: visualDistDir,
  }).catch(async (error: unknown) => {
    await fleet.close();
    throw error;
  });
  // Two partners built against and served by a sandbox in the spec-minimal mode (docs/api.md).
  const minimalFleet = await serveFleet({
    name: 'minimal',
    sandboxPort: minimalSandboxPort,
    minimal: true,
    partners: minimalPartners,
    distDir: minimalDistDir,
  }).catch(async (error: unknown) => {
    await fleet.close();
    await visualFleet.close();
    throw error;
  });
  process.env['E2E_MINIMAL_SANDBOX_URL'] = minimalFleet.sandbox.url;
  // The functional partners' bundles on nginx too, with the nginx.conf their build wrote (the route,
  // header and offline specs run on both); skipped with a note where nginx is not installed.
  const nginxServer = bundleServers.find((server) => server.name === 'nginx')!;
  const nginx = await startNginxIfInstalled(
    e2ePartners.map((partner) => ({
      slug: partner.slug,
      dir: path.join(e2eDistDir, partner.slug),
      port: servedBy(partner, nginxServer).port,
      api: `${sandbox.url}/${partner.slug}`,
    })),
  ).catch(async (error: unknown) => {
    await fleet.close();
    await visualFleet.close();
    await minimalFleet.close();
    throw error;
  });
  return async () => {
    await fleet.close();
    await visualFleet.close();
    await minimalFleet.close();
    await nginx?.close();
  };
}
