// The partners whose data pages (search, merchant, sign-in, join, account) the screenshot spec
// checks: the three functional ones (one per enrollment type) and a statement-credit one for the
// account pages. They are built and served a second time against a sandbox of their own
// (global-setup.ts) whose clock starts at `visualNow` and that no other spec writes to, so activity
// dates, dining progress, bonuses, reviews, events and sessions are the same on every run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The instant the visual sandbox's clock starts at, and the browser's fixed time in the visual spec. */
export const visualNow = '2026-11-18T12:00:00Z';

/** The visual sandbox (its stand-ins on the next port). */
export const visualSandboxPort = 4670;

/** Where global-setup builds their bundles: apart from the e2e fleet's, built against the shared sandbox. */
export const visualDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.build/e2e-visual-dist');

export const visualPartners = [
  { slug: 'delta', enrollment: 'direct', port: 4672 },
  { slug: 'hilton', enrollment: 'sso', port: 4673 },
  { slug: 'nosh', enrollment: 'none', port: 4674 },
  { slug: 'fuel-rewards', enrollment: 'sso', port: 4675 },
] as const;

export type VisualPartner = (typeof visualPartners)[number];
