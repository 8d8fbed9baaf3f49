// The merchant, search and reservation readers (src/api/answers/<name>.ts, read by src/api/read.ts)
// against what a backend may send (issue #21, CONTRACTS §4): answers with only the fields the spec
// names and string ids, number ids, enum values the product does not know, dates in other ISO 8601
// forms. Each read agrees with the contract's zod schema, the one description both come from.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { availabilityAnswer } from '../../src/api/answers/availability.ts';
import { bookingAnswer } from '../../src/api/answers/booking.ts';
import { defaultLocationAnswer } from '../../src/api/answers/defaultLocation.ts';
import { flexOfferListAnswer } from '../../src/api/answers/flexOfferList.ts';
import { merchantDetailAnswer } from '../../src/api/answers/merchantDetail.ts';
import { merchantEventListAnswer } from '../../src/api/answers/merchantEventList.ts';
import { merchantReviewPageAnswer } from '../../src/api/answers/merchantReviewPage.ts';
import { merchantSearchResultAnswer } from '../../src/api/answers/merchantSearchResult.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { readAnswer, ReadError, type Shape } from '../../src/api/read.ts';

/** Reads `value` with the generated reader and checks zod reads it the same. */
function read<T>(name: keyof typeof answers, shape: Shape<T>, value: unknown): T {
  const result = readAnswer(shape, value, `test ${name}`);
  expect(result).toEqual((answers[name] as z.ZodMiniType).parse(value));
  return result;
}

/** The reader's refusal (a ReadError naming the field), which zod shares. */
function refused(name: keyof typeof answers, shape: Shape, value: unknown): string {
  expect((answers[name] as z.ZodMiniType).safeParse(value).success).toBe(false);
  try {
    readAnswer(shape, value, `test ${name}`);
  } catch (error) {
    if (error instanceof ReadError) return error.path;
    throw error;
  }
  throw new Error('read an answer it should refuse');
}

/** Spec 000 §3 "Merchant", nothing more; ids as strings (the spec-minimal sandbox's form). */
const specMerchant = {
  id: '17',
  name: 'Blue Plate',
  images: { imageBaseUrl: 'https://img.example/m/' },
  details: { rating: { overallRating: 4.5, numberOfRatings: 12 }, priceRange: 2, cuisines: ['Diner'], highlight: { new: true } },
  location: { address: { city: 'Chicago' }, neighborhood: 'Loop' },
  distance: 0.4,
  origin: { latitude: 41.88, longitude: -87.63, cityState: 'Chicago, IL' },
  acclaimedLevel: null,
  benefitAvailability: { campaignCodes: ['STANDARD'] },
  reservationProviders: { openTable: { rid: '101212' } },
};

describe('merchant search (spec 000 §3 "Merchant", §7 "JSON with merchants[]")', () => {
  it('reads merchants with only the spec’s fields, every other field at its documented default', () => {
    const result = read('merchantSearchResult', merchantSearchResultAnswer, { merchants: [specMerchant] });
    expect(result).toEqual({
      merchants: [
        {
          ...specMerchant,
          details: { ...specMerchant.details, highlight: { new: true, comingSoon: false, leavingSoon: false, acclaimed: false } },
          location: { address: { street: '', city: 'Chicago', state: '', zip: '' }, neighborhood: 'Loop', latitude: null, longitude: null },
          reservationProviders: { openTable: { rid: '101212', url: null } },
          features: [],
          mealsServed: [],
          hours: [],
          phone: null,
          isNew: false,
          earnRates: [],
          bonus: null,
          offerTag: null,
          offers: [],
        },
      ],
      totalResultSize: null,
      totalPages: 1,
      pageNo: 1,
      pageSize: 15,
      // Issue #24: an absent `origin` stays absent (never "an unknown place"); no suggestions.
      suggestions: [],
    });
  });

  it('reads number ids as strings: merchants, offers, OpenTable’s rid', () => {
    const { merchants } = read('merchantSearchResult', merchantSearchResultAnswer, {
      merchants: [
        { ...specMerchant, id: 1212, reservationProviders: { openTable: { rid: 101212 } }, offers: [{ id: 5, limitType: 'Limited' }] },
      ],
    });
    expect(merchants[0]).toMatchObject({ id: '1212', reservationProviders: { openTable: { rid: '101212' } }, offers: [{ id: '5' }] });
  });

  it('keeps values it does not know: highlight kinds, limit types, weekdays, features, acclaimed levels', () => {
    const { merchants } = read('merchantSearchResult', merchantSearchResultAnswer, {
      merchants: [
        {
          ...specMerchant,
          details: { ...specMerchant.details, highlight: 'closingSoon' },
          acclaimedLevel: 3,
          features: ['dineIn', 'rooftop'],
          mealsServed: ['supper'],
          hours: [{ day: 'Holiday', open: '10:00', close: '14:00' }],
          offers: [{ limitType: 'Seasonal', daysAvailable: ['Mon', 'Monday'], earnRates: [{ tierLevel: 2, text: '3 miles per $1' }] }],
        },
        { ...specMerchant, id: '18', details: { ...specMerchant.details, highlight: { closingSoon: true } } },
      ],
    });
    expect(merchants[0]).toMatchObject({
      details: { highlight: 'closingSoon' },
      acclaimedLevel: 3,
      features: ['dineIn', 'rooftop'],
      mealsServed: ['supper'],
      hours: [{ day: 'Holiday' }],
      offers: [{ id: '', limitType: 'Seasonal', daysAvailable: ['Mon', 'Monday'], maxSpendPerMonth: null, earnRates: [{ rate: 0 }] }],
    });
    // A flag it does not know is left out: the highlight says nothing the product could show.
    expect(merchants[1]?.details.highlight).toEqual({ new: false, comingSoon: false, leavingSoon: false, acclaimed: false });
  });

  it('reads what the sandbox sends today, extras ignored', () => {
    const result = read('merchantSearchResult', merchantSearchResultAnswer, {
      merchants: [{ ...specMerchant, id: 17, location: { ...specMerchant.location, latitude: 41.88, longitude: -87.63 }, extra: 1 }],
      totalResultSize: 40,
      totalPages: 3,
      pageNo: 1,
      pageSize: 15,
      origin: specMerchant.origin,
      took: '3ms',
    });
    expect(result).toMatchObject({ totalResultSize: 40, totalPages: 3, origin: specMerchant.origin });
    expect(result.merchants[0]?.location).toMatchObject({ latitude: 41.88, longitude: -87.63 });
  });

  it('refuses merchants missing what the spec names, naming the field', () => {
    const { reservationProviders: _, ...noProviders } = specMerchant;
    expect(refused('merchantSearchResult', merchantSearchResultAnswer, { merchants: [noProviders] })).toBe(
      'merchants.0.reservationProviders',
    );
    expect(refused('merchantSearchResult', merchantSearchResultAnswer, { merchants: [{ ...specMerchant, id: null }] })).toBe(
      'merchants.0.id',
    );
    expect(refused('merchantSearchResult', merchantSearchResultAnswer, { results: [] })).toBe('merchants');
  });
});

describe('the merchant page’s calls (docs/api.md "Merchants")', () => {
  it('the detail is the search’s merchant plus its own fields, each defaulting; distance and origin may be absent', () => {
    const { origin: _, distance: __, ...bare } = specMerchant;
    const detail = read('merchantDetail', merchantDetailAnswer, bare);
    expect(detail).toMatchObject({
      id: '17',
      distance: null,
      origin: null,
      description: '',
      menu: { url: null, images: [] },
      reservations: null,
    });
    expect(read('merchantDetail', merchantDetailAnswer, { ...bare, ordering: { type: 'phone' } }).ordering).toEqual({
      type: 'phone',
      url: null,
    });
  });

  it('reviews: string or number ids, dates in any ISO form, paging fields optional', () => {
    const page = read('merchantReviewPage', merchantReviewPageAnswer, {
      data: [
        { id: 7, text: 'Good.', rating: 4, date: '20261101' },
        { id: 'r-8', text: 'Fine.', date: '2026-11-02T09:30:00-05:00' },
        { text: 'Odd.', date: '2026-11-03 10:00' },
      ],
    });
    expect(page.data.map(({ id, date, author, rating }) => ({ id, date, author, rating }))).toEqual([
      { id: '7', date: '2026-11-01', author: '', rating: 4 },
      { id: 'r-8', date: '2026-11-02T14:30:00.000Z', author: '', rating: null },
      { id: null, date: '2026-11-03T10:00:00.000', author: '', rating: null },
    ]);
    expect(page).toMatchObject({ totalResultSize: null, totalPages: null, pageNo: null, rating: null });
    expect(refused('merchantReviewPage', merchantReviewPageAnswer, { data: [{ text: 'x', date: 'last week' }] })).toBe('data.0.date');
  });

  it('events: start and end in any ISO form, ids of either kind', () => {
    const { data } = read('merchantEventList', merchantEventListAnswer, {
      data: [{ id: 3, title: 'Jazz', startDateTime: '2026-12-10T19:00Z', endDateTime: '2026-12-10T21:00:00+00:00' }],
    });
    expect(data).toEqual([
      { id: '3', title: 'Jazz', description: '', startDateTime: '2026-12-10T19:00:00.000Z', endDateTime: '2026-12-10T21:00:00.000Z' },
    ]);
  });

  it('flex offers (spec 000 §3 "Flex offer": id, webMessageOfferAmount) in `data` or bare', () => {
    expect(read('flexOfferList', flexOfferListAnswer, { data: [{ id: 1, webMessageOfferAmount: '500 miles' }] })).toEqual({
      data: [{ id: '1', webMessageOfferAmount: '500 miles' }],
    });
    expect(read('flexOfferList', flexOfferListAnswer, [{ id: 'f', webMessageOfferAmount: 'x' }])).toEqual([
      { id: 'f', webMessageOfferAmount: 'x' },
    ]);
    refused('flexOfferList', flexOfferListAnswer, { data: [{ id: 'f' }] });
  });

  it('the default location (spec 001 §3): cityState, zip, longitude, latitude', () => {
    const chicago = { cityState: 'Chicago, IL', zip: '60602', longitude: -87.6298, latitude: 41.8781 };
    expect(read('defaultLocation', defaultLocationAnswer, { ...chicago, timeZone: 'America/Chicago' })).toEqual(chicago);
    expect(refused('defaultLocation', defaultLocationAnswer, { latitude: 41.8781, longitude: -87.6298 })).toBe('cityState');
  });
});

describe('reservations (docs/api.md "Reservations")', () => {
  it('availability: only the status is needed; unknown statuses kept; ids of either kind', () => {
    expect(read('availability', availabilityAnswer, { status: 'waitlist' })).toEqual({
      merchantId: null,
      date: null,
      time: null,
      partySize: null,
      status: 'waitlist',
      slots: [],
      limits: null,
      reservationBonus: null,
    });
    const answer = read('availability', availabilityAnswer, {
      merchantId: 1190,
      status: 'available',
      slots: [{ dateTime: '2026-11-24T18:15' }],
      reservationBonus: { amount: 50 },
    });
    expect(answer).toMatchObject({
      merchantId: '1190',
      slots: [{ dateTime: '2026-11-24T18:15', time: '' }],
      reservationBonus: { amount: 50, text: '' },
    });
    expect(refused('availability', availabilityAnswer, { slots: [] })).toBe('status');
  });

  it('a booking needs its reservation only; ids of either kind, an unknown status kept', () => {
    expect(read('booking', bookingAnswer, { reservation: { id: 7, merchantId: 'm-1', status: 'pending' } })).toEqual({
      reservation: {
        id: '7',
        merchantId: 'm-1',
        merchantName: null,
        dateTime: null,
        partySize: null,
        status: 'pending',
        confirmationNumber: '',
        address: null,
      },
      reservationBonus: null,
    });
    expect(refused('booking', bookingAnswer, { ok: true })).toBe('reservation');
  });
});
