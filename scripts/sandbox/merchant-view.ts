// The Merchant as the API answers it (spec 000 §3 Merchant): stored records plus the partner's
// earn rates, the sandbox's own image URLs and the distance from the search centre.
import type { z } from 'zod/mini';
import type { EarnRate, Menu, merchantDetailSchema, merchantOfferSchema, merchantSchema } from '../../src/api/contract/merchants.ts';
import type { PartnerProfile } from './partners.ts';
import type { MerchantRecord } from './seed/merchants.ts';
import { earnRates } from './earn.ts';

// What the sandbox sends (numeric ids; the contract reads them as strings).
type Merchant = z.input<typeof merchantSchema>;
type MerchantDetail = z.input<typeof merchantDetailSchema>;
type MerchantOffer = z.input<typeof merchantOfferSchema>;

export const imageBaseUrlFor = (sandboxUrl: string): string => `${sandboxUrl}/images/merchants/`;

function offerTag(m: MerchantRecord): string | null {
  if (m.offer.limitType === 'Limited' && m.offer.daysAvailable.length < 7) return 'Weekdays only';
  if (m.ordering) return 'Order online';
  return null;
}

function bonusLine(m: MerchantRecord, partner: PartnerProfile): string | null {
  return m.earnMultiplier > 1 ? `Earn ${m.earnMultiplier}x ${partner.currency.many} this month` : null;
}

function offerView(m: MerchantRecord, rates: EarnRate[]): MerchantOffer {
  return {
    id: `${m.id}-standard`,
    limitType: m.offer.limitType,
    maxSpendPerMonth: m.offer.maxSpendPerMonth,
    maxVisitsPerMonth: m.offer.maxVisitsPerMonth,
    daysAvailable: m.offer.daysAvailable,
    earnRates: rates,
  };
}

export function merchantSummary(m: MerchantRecord, partner: PartnerProfile, sandboxUrl: string, distance: number | null): Merchant {
  const rates = earnRates(partner, m.earnMultiplier);
  return {
    id: m.id,
    name: m.name,
    images: { imageBaseUrl: imageBaseUrlFor(sandboxUrl) },
    details: {
      rating: m.rating,
      priceRange: m.priceRange,
      cuisines: m.cuisines,
      highlight: { ...m.highlight, acclaimed: m.acclaimedLevel !== null },
    },
    location: {
      address: m.address,
      neighborhood: m.neighborhood,
      latitude: m.latitude,
      longitude: m.longitude,
    },
    distance: distance === null ? null : Math.round(distance * 100) / 100,
    acclaimedLevel: m.acclaimedLevel,
    benefitAvailability: { campaignCodes: m.campaignCodes },
    reservationProviders: {
      openTable: m.openTable ? { rid: m.openTable.rid, url: `https://www.opentable.com/restref/client?rid=${m.openTable.rid}` } : null,
    },
    features: m.features,
    mealsServed: m.mealsServed,
    hours: m.hours,
    phone: m.phone,
    isNew: m.highlight.new,
    earnRates: rates,
    bonus: bonusLine(m, partner),
    offerTag: offerTag(m),
    offers: [offerView(m, rates)],
  };
}

/** The detail without `origin`, which only the detail route knows. */
export function merchantDetail(
  m: MerchantRecord,
  partner: PartnerProfile,
  sandboxUrl: string,
  distance: number | null,
): Omit<MerchantDetail, 'origin' | 'menu'> & { menu: Menu } {
  const menuImages = Array.from({ length: m.menuPages }, (_, i) => ({
    url: `${imageBaseUrlFor(sandboxUrl)}${m.id}/menu/${i + 1}`,
    alt: `${m.name} menu, page ${i + 1}`,
  }));
  return {
    ...merchantSummary(m, partner, sandboxUrl, distance),
    description: m.description,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${m.latitude},${m.longitude}`,
    menu: { url: `https://menus.example.com/m/${m.id}`, images: menuImages },
    ordering: m.ordering,
    reservations: m.openTable
      ? { minPartySize: m.openTable.minPartySize, maxPartySize: m.openTable.maxPartySize, maxDaysInAdvance: m.openTable.maxDaysInAdvance }
      : null,
    maxSpendPerMonth: m.offer.maxSpendPerMonth,
    maxVisitsPerMonth: m.offer.maxVisitsPerMonth,
  };
}
