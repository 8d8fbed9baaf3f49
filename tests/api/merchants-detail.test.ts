// @vitest-environment happy-dom
// The merchant page's calls (docs/api.md "Merchants"): answers read through the contract's shapes,
// then what the page must not trust even in a readable answer: URLs become http(s) or null, never
// a script URL; hours keep real times of day; an ordering of an unknown type is left out. 404s say
// which kind of missing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEvents, fetchFlexOffers, fetchMerchant, fetchReviews, httpUrl, merchantMissing } from '../../src/api/merchants.ts';
import { ApiError } from '../../src/api/client.ts';
import { fakeFetch, withBrowserRuntime } from '../helpers/browser-runtime.ts';
import { detailAnswer } from '../features/merchant/fixture.ts';

withBrowserRuntime();

/** The merchant page's merchant for `answer`. */
const merchantOf = (answer: unknown) => {
  fakeFetch(() => ({ status: 200, body: answer }));
  return fetchMerchant('1212');
};

describe('httpUrl', () => {
  it('keeps absolute http and https URLs only', () => {
    expect(httpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(httpUrl(' http://example.com ')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '/relative',
      '//evil.example',
      'mailto:a@b.c',
      '',
      42,
      null,
    ])
      expect(httpUrl(bad), String(bad)).toBeNull();
    expect(httpUrl(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('the merchant as the page reads it', () => {
  it('reads the sandbox answer, its id as a string', async () => {
    const merchant = await merchantOf(detailAnswer());
    expect(merchant).toMatchObject({
      id: '1212',
      name: 'The Honey Fork',
      location: { address: { street: '2028 Union St', city: 'Chicago', state: 'IL', zip: '60607' } },
      phone: '312-555-0198',
      hours: [
        { day: 'Mon', open: '17:00', close: '22:00' },
        { day: 'Sat', open: '11:00', close: '02:00' },
      ],
      menu: {
        url: 'https://menus.example.com/m/1212',
        images: [{ url: 'http://127.0.0.1:4600/images/merchants/1212/menu/1', alt: 'Menu, page 1' }],
      },
      reservations: { minPartySize: 1, maxPartySize: 8, maxDaysInAdvance: 60 },
      reservationProviders: { openTable: { rid: '101212' } },
    });
    expect(merchant.offers[0]).toMatchObject({ limitType: 'Limited', maxSpendPerMonth: 150, maxVisitsPerMonth: 2 });
  });

  it('drops script URLs, times that are not times and orderings it does not know, instead of failing the page', async () => {
    const merchant = await merchantOf(
      detailAnswer({
        directionsUrl: 'javascript:alert(1)',
        menu: { url: 'data:text/html,<script>', images: [{ url: 'javascript:x', alt: 'a' }, { url: 'https://m.example/1.png' }] },
        ordering: { type: 'external', url: 'javascript:alert(1)' },
        hours: [
          { day: 'Funday', open: '09:00', close: '17:00' },
          { day: 'Mon', open: '9am', close: '17:00' },
          { day: 'Tue', open: '09:00:00', close: '17:30' },
        ],
        reservationProviders: { openTable: { rid: 5, url: 'javascript:x' } },
      }),
    );
    expect(merchant.directionsUrl).toBeNull();
    expect(merchant.menu).toEqual({ url: null, images: [{ url: 'https://m.example/1.png', alt: '' }] });
    expect(merchant.ordering).toEqual({ type: 'external', url: null });
    // An unknown day is kept (it matches no row of the week); a time that is not one is not.
    expect(merchant.hours).toEqual([
      { day: 'Funday', open: '09:00', close: '17:00' },
      { day: 'Tue', open: '09:00', close: '17:30' },
    ]);
    expect(merchant.reservationProviders.openTable).toEqual({ rid: '5', url: null });
    expect((await merchantOf(detailAnswer({ ordering: { type: 'phone', url: 'https://order.example' } }))).ordering).toBeNull();
  });

  it('takes the documented defaults for a merchant with only the spec’s fields', async () => {
    const { description, directionsUrl, menu, ordering, reservations, hours, phone, offers, earnRates, distance, origin, location } =
      await merchantOf({
        id: 17,
        name: 'A',
        images: { imageBaseUrl: 'https://img.example/' },
        details: { rating: null, priceRange: null, cuisines: [], highlight: null },
        location: { address: { city: 'Chicago' }, neighborhood: null },
        distance: null,
        origin: null,
        acclaimedLevel: null,
        benefitAvailability: { campaignCodes: [] },
        reservationProviders: { openTable: null },
      });
    expect({ description, directionsUrl, menu, ordering, reservations, hours, phone, offers, earnRates, distance, origin }).toEqual({
      description: '',
      directionsUrl: null,
      menu: { url: null, images: [] },
      ordering: null,
      reservations: null,
      hours: [],
      phone: null,
      offers: [],
      earnRates: [],
      distance: null,
      origin: null,
    });
    expect(location).toEqual({
      address: { street: '', city: 'Chicago', state: '', zip: '' },
      neighborhood: null,
      latitude: null,
      longitude: null,
    });
  });

  it('keeps markup in text as text (React escapes it when drawn)', async () => {
    const merchant = await merchantOf(detailAnswer({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }));
    expect(merchant.name).toBe('<img src=x onerror=alert(1)>');
    expect(merchant.description).toBe('<script>alert(1)</script>');
  });

  it('refuses an answer that is not a merchant, naming the call and the field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [bad, field] of [
      [null, 'the answer'],
      [[], 'the answer'],
      [{ id: 'x', name: 'A' }, 'images'],
      [detailAnswer({ id: { value: 1 } }), 'id'],
    ] as const)
      await expect(merchantOf(bad)).rejects.toThrow(`GET /api/v2/Merchants/1212: cannot read ${field}`);
    log.mockRestore();
  });
});

describe('merchantMissing', () => {
  it('tells an unknown id from a merchant the programme does not carry', () => {
    expect(merchantMissing(new ApiError(404, 'Not Found', { code: 'MerchantNotFound', message: 'No merchant has this id.' }))).toEqual({
      code: 'MerchantNotFound',
    });
    expect(merchantMissing(new ApiError(404, '', { code: 'MerchantNotInProgram', message: 'X does not offer miles.' }))).toEqual({
      code: 'MerchantNotInProgram',
      message: 'X does not offer miles.',
    });
    expect(merchantMissing(new ApiError(404, '', { code: 'MerchantNotInProgram' }))).toEqual({
      code: 'MerchantNotInProgram',
      message: null,
    });
    expect(merchantMissing(new ApiError(404, '', 'Not Found'))).toBeNull();
    expect(merchantMissing(new ApiError(500, '', { code: 'MerchantNotFound' }))).toBeNull();
    expect(merchantMissing(new TypeError('x'))).toBeNull();
  });
});

describe('the calls', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
  });

  it('GET /api/v2/Merchants/{id} with the location only when given', async () => {
    fakeFetch((url) => {
      calls.push(url);
      return { status: 200, body: detailAnswer() };
    });
    await fetchMerchant('1212');
    await fetchMerchant('1212', 'Chicago, IL');
    expect(calls).toEqual(['/api/v2/Merchants/1212', '/api/v2/Merchants/1212?location=Chicago%2C+IL']);
  });

  it('rejects a 404 with its body for merchantMissing', async () => {
    fakeFetch(() => ({ status: 404, body: { code: 'MerchantNotFound', message: 'No merchant has this id.' } }));
    const error = await fetchMerchant('9').catch((e: unknown) => e);
    expect(merchantMissing(error)).toEqual({ code: 'MerchantNotFound' });
  });

  it('reads a review page: entries without text left out, ratings clamped, ids made where missing, dates in any ISO form', async () => {
    fakeFetch((url) => {
      calls.push(url);
      return {
        status: 200,
        body: {
          data: [
            { id: 'r1', author: 'Dana P.', rating: 9, text: 'Great.', date: '2026-11-01' },
            { id: 'r2', author: 'Chris', rating: 4, text: '' },
            { rating: 0, text: 'Meh.', date: '20261102T101500Z' },
            { id: 4, author: ' Sam ', text: 'No stars.', date: null },
          ],
          totalResultSize: 12,
          totalPages: 3,
          pageNo: 1,
        },
      };
    });
    const page = await fetchReviews('1212', 1, 5);
    expect(calls).toEqual(['/api/v2/Merchants/1212/Reviews?pageNo=1&pageSize=5']);
    expect(page).toEqual({
      reviews: [
        { id: 'r1', author: 'Dana P.', rating: 5, text: 'Great.', date: '2026-11-01' },
        { id: 'review-1-2', author: '', rating: 1, text: 'Meh.', date: '2026-11-02' },
        { id: '4', author: 'Sam', rating: null, text: 'No stars.', date: null },
      ],
      totalResultSize: 12,
      pageNo: 1,
      totalPages: 3,
    });
  });

  it('a review page without paging fields is the page asked for, its reviews counted', async () => {
    fakeFetch(() => ({ status: 200, body: { data: [{ text: 'Fine.', rating: 3 }] } }));
    expect(await fetchReviews('1212', 2, 5)).toMatchObject({ totalResultSize: 1, pageNo: 2, totalPages: 2 });
  });

  it('reads at most three events, soonest first, their starts in any ISO form', async () => {
    fakeFetch(() => ({
      status: 200,
      body: {
        data: [
          { id: 'e2', title: 'Jazz', startDateTime: '2026-12-10T19:00:00Z' },
          {
            id: 'e1',
            title: 'Wine',
            description: 'Taste.',
            startDateTime: '2026-12-01T20:00:00+01:00',
            endDateTime: '2026-12-01T21:00:00Z',
          },
          { id: 3, title: 'Trivia', startDateTime: '20261220T190000Z' },
          { title: 'Late', startDateTime: '2026-12-30 19:00' },
          { id: 'e0', title: ' ', startDateTime: '2026-11-30T19:00:00Z' },
        ],
      },
    }));
    const events = await fetchEvents('1212');
    expect(events.map((event) => event.id)).toEqual(['e1', 'e2', '3']);
    expect(events[0]).toEqual({
      id: 'e1',
      title: 'Wine',
      description: 'Taste.',
      startDateTime: '2026-12-01T19:00:00.000Z',
      endDateTime: '2026-12-01T21:00:00.000Z',
    });
  });

  it('refuses events whose start is not a date', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => ({ status: 200, body: { data: [{ id: 'e3', title: 'No date', startDateTime: 'soon' }] } }));
    await expect(fetchEvents('1212')).rejects.toThrow('cannot read data.0.startDateTime');
    log.mockRestore();
  });

  it('asks for flex offers with the member’s public id, encoded', async () => {
    fakeFetch((url) => {
      calls.push(url);
      return { status: 200, body: { data: [] } };
    });
    await fetchFlexOffers('1212', 'delta card/1');
    expect(calls).toEqual(['/api/merchants/1212/flex-offers/members/delta%20card%2F1']);
  });

  it('reads flex offers in `data` or as a bare list (spec 000 §7 says only "JSON"): each id once, blank messages left out', async () => {
    const offers = [
      { id: 'flex-1', webMessageOfferAmount: ' Earn 500 bonus miles on your next visit ' },
      { id: 'flex-1', webMessageOfferAmount: 'duplicate' },
      { id: 'flex-2', webMessageOfferAmount: '' },
      { id: 3, webMessageOfferAmount: 'Number id' },
    ];
    const expected = [
      { id: 'flex-1', text: 'Earn 500 bonus miles on your next visit' },
      { id: '3', text: 'Number id' },
    ];
    fakeFetch(() => ({ status: 200, body: { data: offers } }));
    expect(await fetchFlexOffers('1212', 'p')).toEqual(expected);
    fakeFetch(() => ({ status: 200, body: offers }));
    expect(await fetchFlexOffers('1212', 'p')).toEqual(expected);
  });
});
