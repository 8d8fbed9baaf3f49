// The partners the browser suite builds and serves: the three functional ones (one per enrollment
// type) that most specs drive, and the whole fleet, which the screenshot and theme specs visit.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partnerSlugs } from '../partners/index.ts';
import { nginxMissingEnv } from './nginx.ts';

/** Where global-setup builds their bundles. */
export const e2eDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.build/e2e-dist');
export const e2ePartners = [
  { slug: 'delta', enrollment: 'direct', port: 4621 },
  { slug: 'hilton', enrollment: 'sso', port: 4622 },
  { slug: 'nosh', enrollment: 'none', port: 4623 },
] as const;

export type E2ePartner = (typeof e2ePartners)[number];

export interface FleetPartner {
  slug: string;
  port: number;
}

/** Every partner, each on its own port: the three above keep theirs, the others get 4630 + their
 *  index in the registry (a stable port per partner, so a failing test names a URL one can open). */
export const fleetPartners: readonly FleetPartner[] = partnerSlugs.map((slug, index) => ({
  slug,
  port: e2ePartners.find((partner) => partner.slug === slug)?.port ?? 4630 + index,
}));

export const baseUrlOf = (partner: { port: number }): string => `http://127.0.0.1:${partner.port}`;

/** The spec-minimal fleet (minimal.spec.ts): a sandbox in the spec-minimal mode (docs/api.md) on this
 *  port (its stand-ins on the next), global-setup sets E2E_MINIMAL_SANDBOX_URL to it. */
export const minimalSandboxPort = 4612;
/** Where global-setup builds the minimal fleet's bundles, against that sandbox. */
export const minimalDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.build/e2e-minimal-dist');
/** Served on ports of their own: clear of the fleet's (4621-4648), nginx's (+100) and the visual ones (4670-4675). */
export const minimalPartners = [
  { slug: 'delta', enrollment: 'direct', port: 4821 },
  { slug: 'hilton', enrollment: 'sso', port: 4822 },
] as const;

/** The servers the route, redirect, 404, header and offline specs run against: our static server,
 *  and nginx serving the bundle's generated nginx.conf (e2e/nginx.ts), each partner 100 ports up. */
export const servers = [
  { name: 'static server', portOffset: 0 },
  { name: 'nginx', portOffset: 100 },
] as const;

export type BundleServer = (typeof servers)[number];

/** The partner as `server` serves it (its port there). */
export const servedBy = <P extends { port: number }>(partner: P, server: BundleServer): P => ({
  ...partner,
  port: partner.port + server.portOffset,
});

/** Why `server` cannot be tested on this machine (nginx not installed), for test.skip. */
export const serverMissing = (server: BundleServer): string | undefined =>
  server.name === 'nginx' ? process.env[nginxMissingEnv] : undefined;

/** Every page of a partner's e2e bundle (its HTML files), with the runtime routes' pages at the paths
 *  members reach them by (/merchants/{id}). */
export function bundlePagesOf(slug: string): string[] {
  const root = path.join(e2eDistDir, slug);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_astro') walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') pages.push(`/${path.relative(root, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(root);
  return pages.map((page) => page.replace('/merchants/_detail', '/merchants/1001').replace('/merchants/_order', '/merchants/1001/Order'));
}
