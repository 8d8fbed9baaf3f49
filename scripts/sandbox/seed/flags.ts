// Per-partner feature flags (GET /api/feature-flags → partnerFeatureFlags). Kept small on purpose:
// they override partner settings at build time (CONTRACTS §2), so they only restate what the
// partner configs plan and never flip enrollmentType or currencyType.

export type PartnerFeatureFlags = Record<string, boolean | string | readonly string[]>;

const flagTable: Record<string, PartnerFeatureFlags> = {
  // The reference partner: VIP tier, acclaimed merchants, reservations with a bonus.
  delta: { hasVIP: true, acclaimedEnabled: true, openTableReservationsEnabled: true, hasReservationBonus: true },
  // Partners whose home page is the discover page.
  united: { hasDiscoverPage: true, homePage: 'discover', hasVIP: true },
  hilton: { hasDiscoverPage: true, homePage: 'discover' },
  nosh: { hasDiscoverPage: true, homePage: 'discover' },
};

export function partnerFeatureFlags(slug: string): PartnerFeatureFlags {
  return flagTable[slug] ?? {};
}
