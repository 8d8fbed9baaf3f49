// Merchant search, detail (with menu, reviews and events), flex offers and the default location.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  type DefaultLocation,
  type FlexOfferList,
  type menuSchema,
  type merchantDetailSchema,
  type MerchantEventList,
  type MerchantReview,
  type MerchantReviewPage,
  type merchantSearchResultSchema,
  type ReviewPageQuery,
  type SearchOrigin,
} from '../../../src/api/contract/merchants.ts';
import {
  getDefaultLocation,
  getEvents,
  getFlexOffers,
  getMenu,
  getMerchant,
  getReviews,
  searchMerchants as searchMerchantsCall,
} from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { defaultOrigin, defaultUserLocation, parseLocation } from '../geo.ts';
import { acceptingQuery, fail, failFields, fieldErrorsOf, paged, parseQuery, positiveIntQuery, routeOf } from '../http.ts';
import { merchantDetail, merchantSummary } from '../merchant-view.ts';
import { searchMerchants, searchQuerySchema } from '../merchant-search.ts';
import { placeSuggestions } from '../place-suggestions.ts';
import { messages } from '../rules.ts';

// What the sandbox sends (numeric ids; the contract reads them as strings).
type MerchantSearchResult = z.input<typeof merchantSearchResultSchema>;
type MerchantDetail = z.input<typeof merchantDetailSchema>;
type Menu = z.input<typeof menuSchema>;
import { requireMember } from '../session.ts';
import { createPrng } from '../seed/prng.ts';
import { distanceMiles } from '../seed/metros.ts';
import { findMemberById } from '../store/members.ts';
import type { MerchantRecord } from '../seed/merchants.ts';

const searchPaging = z.object({
  pageNo: positiveIntQuery('pageNo', 1, 10_000),
  // Search page size 15 (spec 000 §9).
  pageSize: positiveIntQuery('pageSize', 15, 100),
});

const reviewAuthors = ['Dana P.', 'Chris L.', 'Mia R.', 'Omar K.', 'Lena S.', 'Theo W.', 'Priya N.', 'Sam B.'];
const reviewTexts = [
  'Great food and friendly service. We will be back.',
  'Cozy room, generous portions, a little loud on weekends.',
  'The specials were excellent; book ahead on Fridays.',
  'Solid neighborhood spot. Quick lunch, fair prices.',
  'Lovely patio and a thoughtful wine list.',
  'Service was slow but the dishes made up for it.',
];

const reviewPaging = acceptingQuery<ReviewPageQuery>()(
  z.object({ pageNo: positiveIntQuery('pageNo', 1, 1000), pageSize: positiveIntQuery('pageSize', 10, 50) }),
);

function resolveOrigin(location: string | undefined): SearchOrigin | null {
  if (location === undefined) return defaultOrigin();
  const parsed = parseLocation(location);
  if (parsed.kind === 'invalid') failFields({ location: [messages.searchLocation] });
  return parsed.kind === 'found' ? parsed.origin : null;
}

function callerTier(c: Context<ApiEnv>, ctx: SandboxContext): number {
  const memberId = c.get('session')?.memberId;
  return memberId == null ? 0 : (findMemberById(ctx.db, memberId)?.profile.tierLevel ?? 0);
}

/** The merchant, unless unknown or not offering this partner's currency (both 404). */
export function findMerchant(c: Context<ApiEnv>, ctx: SandboxContext): MerchantRecord {
  const id = Number(c.req.param('merchantId'));
  const merchant = Number.isInteger(id) ? ctx.catalog.byId.get(id) : undefined;
  if (!merchant) fail(404, 'No merchant has this id.', { code: 'MerchantNotFound' });
  const partner = c.get('partner');
  if (merchant.excludedPartners.includes(partner.slug)) {
    fail(404, `${merchant.name} does not offer ${partner.currency.many} through ${partner.programName}.`, { code: 'MerchantNotInProgram' });
  }
  return merchant;
}

export function merchantRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routeOf(searchMerchantsCall), (c) => {
    const { pageNo, pageSize } = parseQuery(c, searchPaging);
    const input = {
      ...c.req.query(),
      features: c.req.queries('features'),
      mealsServed: c.req.queries('mealsServed'),
      priceRange: c.req.queries('priceRange'),
    };
    const parsed = searchQuerySchema.safeParse(input);
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error), 'Some search parameters are invalid.');
    const query = parsed.data;
    const origin = resolveOrigin(query.location);
    const partner = c.get('partner');
    const hits = origin ? searchMerchants(ctx.catalog.all, partner.slug, origin, query, callerTier(c, ctx)) : [];
    const pageHits = hits.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const answer: MerchantSearchResult = {
      // A search with no origin has no hits, so every merchant listed has one.
      merchants: origin ? pageHits.map((hit) => ({ ...merchantSummary(hit.merchant, partner, ctx.url, hit.distance), origin })) : [],
      totalResultSize: hits.length,
      totalPages: Math.ceil(hits.length / pageSize),
      pageNo,
      pageSize,
      origin,
      // An unknown place (origin null) comes with covered places to try instead (docs/api.md).
      suggestions: origin === null && query.location !== undefined ? placeSuggestions(query.location) : [],
    };
    return c.json(answer);
  });

  routes.get(routeOf(getDefaultLocation), (c) => c.json({ ...defaultUserLocation } satisfies DefaultLocation));

  routes.get(routeOf(getMerchant), (c) => {
    const merchant = findMerchant(c, ctx);
    const location = c.req.query('location');
    const origin = location ? resolveOrigin(location) : null;
    const distance = origin ? distanceMiles(origin.latitude, origin.longitude, merchant.latitude, merchant.longitude) : null;
    return c.json({ ...merchantDetail(merchant, c.get('partner'), ctx.url, distance), origin } satisfies MerchantDetail);
  });

  routes.get(routeOf(getMenu), (c) => {
    const detail = merchantDetail(findMerchant(c, ctx), c.get('partner'), ctx.url, null);
    return c.json(detail.menu satisfies Menu);
  });

  routes.get(routeOf(getReviews), (c) => {
    const merchant = findMerchant(c, ctx);
    const { pageNo, pageSize } = parseQuery(c, reviewPaging);
    // Reviews are generated from the merchant id: stable without storing thousands of rows.
    const prng = createPrng(`reviews:${merchant.id}`);
    const total = Math.min(merchant.rating.numberOfRatings, 40);
    const all = Array.from({ length: total }, (_, i): MerchantReview => ({
      id: `${merchant.id}-r${i + 1}`,
      author: prng.pick(reviewAuthors),
      rating: Math.max(1, Math.min(5, Math.round(merchant.rating.overallRating + (prng.next() - 0.5) * 2))),
      text: prng.pick(reviewTexts),
      date: new Date(ctx.now() - (i * 9 + prng.int(0, 8)) * 86_400_000).toISOString().slice(0, 10),
    }));
    return c.json({
      ...paged(all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total, pageNo, pageSize),
      rating: merchant.rating,
    } satisfies MerchantReviewPage);
  });

  routes.get(routeOf(getEvents), (c) => {
    const merchant = findMerchant(c, ctx);
    const prng = createPrng(`events:${merchant.id}`);
    const count = prng.int(0, 3);
    const today = new Date(ctx.now());
    today.setHours(0, 0, 0, 0);
    const kinds = ['Wine tasting', 'Chef’s table', 'Live jazz night', 'Tasting menu preview', 'Trivia night'];
    const events = Array.from({ length: count }, (_, i) => {
      const start = new Date(today.getTime() + (3 + i * 9 + prng.int(0, 5)) * 86_400_000 + 19 * 3_600_000);
      const title = prng.pick(kinds);
      return {
        id: `${merchant.id}-e${i + 1}`,
        title,
        description: `${title} at ${merchant.name}. Members earn as usual when they pay with a linked card.`,
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      };
    });
    return c.json({ data: events } satisfies MerchantEventList);
  });

  routes.get(routeOf(getFlexOffers), (c) => {
    const member = requireMember(c, ctx);
    if (member.publicId !== c.req.param('publicId')) fail(403, 'Flex offers can only be read for the signed-in member.');
    const merchant = findMerchant(c, ctx);
    const partner = c.get('partner');
    const prng = createPrng(`flex:${merchant.id}:${member.publicId}`);
    // Whether to show flex offers is the partner's hasFlexOffers setting; the sandbox always answers.
    const offers = prng.chance(0.4)
      ? [
          {
            id: `flex-${merchant.id}-1`,
            webMessageOfferAmount: `Earn ${prng.pick([250, 500, 1000])} bonus ${partner.currency.many} on your next visit`,
          },
        ]
      : [];
    return c.json({ data: offers } satisfies FlexOfferList);
  });

  return routes;
}
