// The one resolved, typed object a partner build renders from (ARCHITECTURE.md "Two flows").
// Astro pages and layouts read only this; nothing else touches raw CMS JSON.
import type { PartnerSettings, PartnerTheme } from '../../partners/schema.ts';
import type { SiteContent } from '../content/models/content-sets.ts';

/** Third-party providers, chosen per build: sandbox stand-ins or production (CONTRACTS §2). */
export interface Providers {
  captchaScriptUrl: string;
  captchaSiteKeyInvisible: string;
  captchaSiteKeyVisible: string;
  cardFrameUrl: string;
  mapTileUrl: string;
  surveyFormUrl: string;
  paymentScriptUrl: string;
  paymentPublishableKey: string;
  /** Origin merchant images are served from (search results carry absolute image URLs). */
  imageOrigin: string;
}

export interface Site {
  slug: string;
  /** Partner settings after feature flags (partnerFeatureFlags override by key). */
  settings: PartnerSettings;
  theme: PartnerTheme;
  /** Production origin of the bundle, for canonical URLs. */
  siteUrl: string;
  /** The rest of the feature-flags answer. */
  flags: { authFlags: Record<string, unknown>; filters: Record<string, unknown> };
  /** Every CMS set parsed into its content model (invalid entries dropped). */
  content: SiteContent;
  /** The copy table: built-in defaults overlaid by CMS copy. */
  copy: Record<string, string>;
  providers: Providers;
  /** False for sandbox/staging builds: enables /stgtools. */
  production: boolean;
}
