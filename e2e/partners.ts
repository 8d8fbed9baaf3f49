// The three partners the browser suite builds: one per enrollment type.
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
