// Builds real resolved Site objects for tests, from the real partner configs.
import { loadPartner } from '../../partners/index.ts';
import type { SetName } from '../../src/content/models/content-sets.ts';
import { resolveSite, type SiteWarning } from '../../src/site/resolve.ts';
import type { Providers, Site } from '../../src/site/types.ts';

export const testProviders: Providers = {
  captchaScriptUrl: 'http://127.0.0.1:4601/recaptcha/api.js',
  captchaSiteKeyInvisible: 'inv',
  captchaSiteKeyVisible: 'vis',
  cardFrameUrl: 'http://127.0.0.1:4601/card-frame',
  mapTileUrl: 'http://127.0.0.1:4601/tiles/{z}/{x}/{y}.png',
  surveyFormUrl: 'http://127.0.0.1:4601/survey-form',
  paymentScriptUrl: 'http://127.0.0.1:4601/payment.js',
  paymentPublishableKey: 'pk_test',
  imageOrigin: 'http://127.0.0.1:4600',
};

export interface Resolved {
  site: Site;
  lines: string[];
  warnings: SiteWarning[];
}

export function resolveTestSite(
  slug: string,
  flags: unknown = {},
  sets: Partial<Record<SetName, unknown[]>> = {},
  options: { production?: boolean } = {},
): Resolved {
  const lines: string[] = [];
  const warnings: SiteWarning[] = [];
  const site = resolveSite({
    partner: loadPartner(slug),
    flags,
    sets,
    providers: testProviders,
    production: options.production ?? false,
    report: (line, warning) => {
      lines.push(line);
      warnings.push(warning);
    },
  });
  return { site, lines, warnings };
}

/** A resolved site with flags applied, for tests that only need settings. */
export const siteWith = (slug: string, partnerFeatureFlags: Record<string, unknown> = {}, production = false): Site =>
  resolveTestSite(slug, { partnerFeatureFlags }, {}, { production }).site;
