// The CMS page setting that moves the API and CMS bases (global `site` entry: api_base, cms_base;
// CONTRACTS §4) decides where every call goes, sign-in included, and widens the CSP to match. So
// it may only name an origin the build trusts: the build's own API or CMS base, or one the partner
// config lists (`sources.apiOrigins`). Any other origin is reported and the setting ignored.
import type { SiteWarning } from '../../src/site/resolve.ts';
import type { Site } from '../../src/site/types.ts';

export interface TrustedBases {
  /** The build's API and CMS bases for this partner (`{partner}` already filled). */
  apiBase: string;
  cmsBase: string;
  /** The partner config's `sources.apiOrigins`. */
  listed: readonly string[];
}

/** The origin of an absolute URL; undefined for a site-relative one (already same-origin). */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? '' : origin;
  } catch {
    return undefined;
  }
}

const settings = {
  api_base: { own: 'apiBase', what: 'the API base' },
  cms_base: { own: 'cmsBase', what: 'the CMS base' },
} as const;

/**
 * `site` with every api_base/cms_base whose origin the partner does not allow removed, each
 * reported. A site-relative base stays: it never leaves the site's origin.
 */
export function withTrustedBases(site: Site, trusted: TrustedBases, report: (warning: Omit<SiteWarning, 'partner'>) => void): Site {
  const current = site.content.global.site;
  if (!current) return site;
  const kept = { ...current };
  for (const [field, { own, what }] of Object.entries(settings) as [keyof typeof settings, (typeof settings)[keyof typeof settings]][]) {
    const value = current[field];
    if (value === undefined) continue;
    const origin = originOf(value);
    const allowed = [originOf(trusted[own]), ...trusted.listed.map(originOf)].filter((o): o is string => Boolean(o));
    if (origin === undefined || allowed.includes(origin)) continue;
    delete kept[field];
    report({
      set: '*',
      slug: 'site',
      field,
      message: `${origin || value} is not an origin this partner allows (${[...new Set(allowed)].join(', ')}); ${what} is left as it was`,
    });
  }
  return { ...site, content: { ...site.content, global: { ...site.content.global, site: kept } } };
}
