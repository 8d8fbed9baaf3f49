// GET /api/v2/Merchants/Search: filters, distance from the location's centre, sorting and paging.
import { z } from 'zod';
import { sortOrders, type MerchantSearchQuery, type SearchOrigin, type SortOrder } from '../../src/api/contract/merchants.ts';
import type { MerchantRecord } from './seed/merchants.ts';
import { campaignCodesByTier } from './seed/merchants.ts';
import { distanceMiles } from './seed/metros.ts';
import { acceptingQuery } from './http.ts';

/** Only merchants this close to the centre are results (a metro's worth). */
export const searchRadiusMiles = 25;

/** Empty values and the literal "undefined" are dropped (spec 000 §3). */
const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' || value === 'undefined' || value === 'null' ? undefined : value.trim();

const flag = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = present(v)?.toLowerCase();
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true' || value === '1' || value === 'yes') return true;
      ctx.addIssue({ code: 'custom', message: `${label} must be true or false.` });
      return z.NEVER;
    });

/** Lists arrive comma-separated, repeated, or both; matching ignores case and punctuation. */
const normalise = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const list = z
  .array(z.string())
  .optional()
  .transform((values) =>
    (values ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => present(v))
      .filter((v) => v !== undefined),
  );

export const searchQuerySchema = acceptingQuery<Omit<MerchantSearchQuery, 'pageNo' | 'pageSize'>>()(
  z.object({
    campaignCode: z.string().optional().transform(present),
    location: z.string().optional().transform(present),
    restaurantOrCuisine: z.string().optional().transform(present),
    acclaimed: flag('acclaimed'),
    isNew: flag('isNew'),
    reservations: flag('reservations'),
    // A tier (0-3), or "true" for the caller's own tier; "false" or absent is no filter.
    benefitsFor: z
      .string()
      .optional()
      .transform((v, ctx): number | 'caller' | null => {
        const value = present(v)?.toLowerCase();
        if (value === undefined || value === 'false') return null;
        if (value === 'true' || value === 'yes') return 'caller';
        if (/^[0-3]$/.test(value)) return Number(value);
        ctx.addIssue({ code: 'custom', message: 'benefitsFor takes a tier from 0 to 3, or true.' });
        return z.NEVER;
      }),
    features: list.transform((v) => v.map(normalise)),
    mealsServed: list.transform((v) => v.map(normalise)),
    priceRange: list.transform((values, ctx) => {
      // "2" or "$$" both mean price level 2.
      const levels = values.map((v) => (/^\$+$/.test(v) ? v.length : Number(v)));
      if (levels.some((l) => !Number.isInteger(l) || l < 0 || l > 4)) {
        ctx.addIssue({ code: 'custom', message: 'priceRange takes levels 1 to 4.' });
        return z.NEVER;
      }
      return levels;
    }),
    sortBy: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const value = present(v)?.toLowerCase() ?? 'distance';
        const sort = value === 'relevance' || value === 'recommended' ? 'distance' : value;
        if (!(sortOrders as readonly string[]).includes(sort)) {
          ctx.addIssue({ code: 'custom', message: `sortBy takes ${sortOrders.join(', ')}.` });
          return z.NEVER;
        }
        return sort as SortOrder;
      }),
  }),
);

export type SearchQuery = z.output<typeof searchQuerySchema>;

export interface SearchHit {
  merchant: MerchantRecord;
  distance: number;
}

export function searchMerchants(
  merchants: readonly MerchantRecord[],
  partner: string,
  origin: SearchOrigin,
  query: SearchQuery,
  callerTier: number,
): SearchHit[] {
  const text = query.restaurantOrCuisine?.toLowerCase();
  const tier = query.benefitsFor === 'caller' ? callerTier : query.benefitsFor;
  const tierCodes = tier === null ? null : (campaignCodesByTier[tier] ?? []);
  const hits: SearchHit[] = [];
  for (const merchant of merchants) {
    if (merchant.excludedPartners.includes(partner)) continue;
    // Cheap bounding box before the trigonometry: 25 miles is well under 0.5° of latitude.
    if (Math.abs(merchant.latitude - origin.latitude) > 0.5) continue;
    const distance = distanceMiles(origin.latitude, origin.longitude, merchant.latitude, merchant.longitude);
    if (distance > searchRadiusMiles) continue;
    if (query.campaignCode && !merchant.campaignCodes.includes(query.campaignCode.toUpperCase())) continue;
    if (query.acclaimed && merchant.acclaimedLevel === null) continue;
    if (query.isNew && !merchant.highlight.new) continue;
    if (query.reservations && !merchant.openTable) continue;
    if (tierCodes && !merchant.campaignCodes.some((code) => tierCodes.includes(code))) continue;
    if (query.priceRange.length > 0 && !query.priceRange.includes(merchant.priceRange)) continue;
    // Within one filter group any selected value matches; groups narrow each other.
    if (query.features.length > 0 && !merchant.features.some((f) => query.features.includes(normalise(f)))) continue;
    if (query.mealsServed.length > 0 && !merchant.mealsServed.some((m) => query.mealsServed.includes(normalise(m)))) continue;
    if (text && !merchant.name.toLowerCase().includes(text) && !merchant.cuisines.some((c) => c.toLowerCase().includes(text))) continue;
    hits.push({ merchant, distance });
  }
  const byDistance = (a: SearchHit, b: SearchHit) => a.distance - b.distance;
  const comparators: Record<SearchQuery['sortBy'], (a: SearchHit, b: SearchHit) => number> = {
    distance: byDistance,
    rating: (a, b) => b.merchant.rating.overallRating - a.merchant.rating.overallRating || byDistance(a, b),
    reviews: (a, b) => b.merchant.rating.numberOfRatings - a.merchant.rating.numberOfRatings || byDistance(a, b),
    name: (a, b) => a.merchant.name.localeCompare(b.merchant.name) || byDistance(a, b),
    price: (a, b) => a.merchant.priceRange - b.merchant.priceRange || byDistance(a, b),
  };
  return hits.sort(comparators[query.sortBy]);
}
