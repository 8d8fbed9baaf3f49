// Shared merchants and runtime config for the merchant card and carousel tests.
import { testRuntimeConfig } from '../helpers/browser-runtime.ts';
import { carouselCopyKeys } from '../../src/features/merchant-card/copy-keys.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import type { Merchant } from '../../src/api/merchants.ts';
import type { RuntimeConfig } from '../../src/lib/runtime-config.ts';

/** A merchant as the contract reads it (every default filled in). */
export function merchant(overrides: Partial<Merchant> = {}): Merchant {
  return {
    id: '1212',
    name: 'The Honey Fork',
    images: { imageBaseUrl: 'http://127.0.0.1:4600/images/merchants/' },
    details: {
      rating: { overallRating: 4.5, numberOfRatings: 120 },
      priceRange: 2,
      cuisines: ['Chinese', 'Dim Sum'],
      highlight: { new: false, comingSoon: false, leavingSoon: false, acclaimed: false },
    },
    location: { address: { street: '', city: 'Chicago', state: '', zip: '' }, neighborhood: 'West Loop', latitude: null, longitude: null },
    distance: 0.7,
    acclaimedLevel: null,
    benefitAvailability: { campaignCodes: ['STANDARD', 'SELECT', 'VIP'] },
    reservationProviders: { openTable: null },
    features: [],
    mealsServed: [],
    hours: [],
    phone: null,
    isNew: false,
    earnRates: [
      { tierLevel: 0, rate: 0.5, text: '1 mile per $2 spent' },
      { tierLevel: 2, rate: 3, text: '3 miles per $1' },
      { tierLevel: 3, rate: 5, text: '5 miles per $1' },
    ],
    bonus: null,
    offerTag: null,
    offers: [],
    ...overrides,
  };
}

export function config(settings: Partial<RuntimeConfig['settings']> = {}): RuntimeConfig {
  return testRuntimeConfig({ settings: { enrollmentType: 'direct', acclaimedEnabled: false, ...settings } });
}

/** The carousel's data-copy as MerchantCarousel.astro renders it (built-in defaults). */
export const carouselCopyJson = JSON.stringify(Object.fromEntries(carouselCopyKeys.map((key) => [key, copyDefaults[key]])));
