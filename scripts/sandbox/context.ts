// What every route module shares: storage, the merchant catalogue, the captcha authority, the
// fault switch and where this sandbox is reachable.
import type { DatabaseSync } from 'node:sqlite';
import type { HttpBindings } from '@hono/node-server';
import type { CaptchaAuthority } from './captcha.ts';
import type { Clock } from './clock.ts';
import type { CmsEdits } from './cms-edits.ts';
import type { FaultSwitch } from './faults.ts';
import type { MerchantCatalog } from './store/merchants.ts';
import type { PartnerProfile } from './partners.ts';
import type { Session } from './store/sessions.ts';
import type { Throttle } from './throttle.ts';
import type { VisitorTokens } from './visitor-token.ts';

export interface SandboxContext {
  db: DatabaseSync;
  catalog: MerchantCatalog;
  captcha: CaptchaAuthority;
  faults: FaultSwitch;
  /** Editors' changes layered over the seeded CMS sets. */
  cmsEdits: CmsEdits;
  /** This sandbox's own origin (merchant image URLs point here). Set once listening. */
  url: string;
  standinOrigin: string;
  /** Signs and reads visitors' session cookies (visitors have no row). */
  visitors: VisitorTokens;
  /** Per-client attempt counters (throttle.ts), in memory. */
  throttle: Throttle;
  /** Default member session lifetime (15 minutes; SANDBOX_SESSION_TTL_MS overrides it). */
  sessionTtlMs: number;
  /** Added to every request (SANDBOX_LATENCY_MS). */
  latencyMs: number;
  /** "Now" for seeded dates, today's data and session expiry: real time, or from SANDBOX_NOW (clock.ts). */
  now: Clock;
  /** Wipes and reseeds the data, then reloads the catalogue. */
  reseed(): void;
}

/** Hono environment of the per-partner API. */
export interface ApiEnv {
  Bindings: HttpBindings;
  Variables: {
    partner: PartnerProfile;
    /** The visitor's or member's session, when the request carries a live one. */
    session: Session | null;
  };
}
