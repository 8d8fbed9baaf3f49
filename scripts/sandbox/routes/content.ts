// Content: GET /api/cms/{contentType}/{contentName}/?page_size=100[&preview=1], the eleven content
// sets (an empty set answers 404, which the build and the front end read as "empty", CONTRACTS §2),
// and GET /api/feature-flags: { authFlags, filters, partnerFeatureFlags }.
import { Hono } from 'hono';
import { getCmsSet, getFeatureFlags } from '../../../src/api/contract/calls.ts';
import { cmsSetNames, type CmsSet, type FeatureFlags } from '../../../src/api/contract/content.ts';
import { mealTypes, merchantFeatures, sortOrders } from '../../../src/api/contract/merchants.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { fail, routeOf } from '../http.ts';
import type { PartnerProfile } from '../partners.ts';
import { cmsSet } from '../seed/cms/index.ts';
import { partnerFeatureFlags } from '../seed/flags.ts';

export function featureFlags(partner: PartnerProfile): FeatureFlags {
  const direct = partner.enrollmentType === 'direct';
  return {
    authFlags: {
      directSignIn: direct,
      ssoSignIn: partner.enrollmentType === 'sso',
      signInWithPartnerNumber: direct && partner.features.hasPPN,
      rememberMe: direct,
      lockoutAfterFailedSignIns: 5,
      lockoutMinutes: 30,
    },
    filters: {
      priceRange: [1, 2, 3, 4],
      acclaimed: partner.features.acclaimedEnabled,
      isNew: true,
      benefitsFor: true,
      reservations: partner.features.openTableReservationsEnabled,
      features: [...merchantFeatures],
      mealsServed: [...mealTypes],
      sortBy: [...sortOrders],
    },
    partnerFeatureFlags: partnerFeatureFlags(partner.slug),
  };
}

export function contentRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(routeOf(getCmsSet), (c) => {
    // Already percent-decoded by the router (`%2A` → `*`); decoding twice made `%25` a 500.
    const name = c.req.param('contentName');
    if (c.req.param('contentType') !== 'pages' || !(cmsSetNames as readonly string[]).includes(name)) fail(404, 'Not Found');
    const preview = c.req.query('preview') === '1';
    const partner = c.get('partner');
    const entries = ctx.cmsEdits.apply(partner.slug, name, cmsSet(partner, name, preview, ctx.now()));
    if (entries.length === 0) fail(404, 'Not Found');
    const pageSize = Math.max(1, Math.min(Number(c.req.query('page_size')) || 20, 100));
    return c.json({ count: entries.length, next: null, previous: null, data: entries.slice(0, pageSize) } satisfies CmsSet);
  });
  routes.get(routeOf(getFeatureFlags), (c) => c.json(featureFlags(c.get('partner'))));
  return routes;
}
