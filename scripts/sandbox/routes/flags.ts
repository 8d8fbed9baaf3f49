// GET /api/feature-flags: { authFlags, filters, partnerFeatureFlags } (CONTRACTS §2).
import { Hono } from 'hono';
import type { FeatureFlags } from '../../../src/api/contract/content.ts';
import { getFeatureFlags } from '../../../src/api/contract/calls.ts';
import { mealTypes, merchantFeatures, sortOrders } from '../../../src/api/contract/merchants.ts';
import type { ApiEnv } from '../context.ts';
import { routeOf } from '../http.ts';
import type { PartnerProfile } from '../partners.ts';
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

export function flagRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(routeOf(getFeatureFlags), (c) => c.json(featureFlags(c.get('partner'))));
  return routes;
}
