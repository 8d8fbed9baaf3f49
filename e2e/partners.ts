// The three partners the browser suite builds: one per enrollment type.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where global-setup builds their bundles. */
export const e2eDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.build/e2e-dist');
export const e2ePartners = [
  { slug: 'delta', enrollment: 'direct', port: 4621 },
  { slug: 'hilton', enrollment: 'sso', port: 4622 },
  { slug: 'nosh', enrollment: 'none', port: 4623 },
] as const;

export type E2ePartner = (typeof e2ePartners)[number];

export const baseUrlOf = (partner: E2ePartner): string => `http://127.0.0.1:${partner.port}`;

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
