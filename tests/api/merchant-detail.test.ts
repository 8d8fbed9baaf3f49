// @vitest-environment happy-dom
// The merchant page's calls and their guards (docs/api.md "Merchants"): hostile and partial answers
// become nulls and empty lists, never markup or a script URL; 404s say which kind of missing.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  asMerchantDetail,
  fetchEvents,
  fetchFlexOffers,
  fetchMerchant,
  fetchReviews,
  httpUrl,
  merchantMissing,
} from '../../src/api/merchant-detail.ts';
import { ApiError } from '../../src/api/client.ts';
import { fakeFetch, useBrowserRuntime } from '../helpers/browser-runtime.ts';
import { detailAnswer } from '../features/merchant/fixture.ts';

useBrowserRuntime();

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

describe('asMerchantDetail', () => {
  it('reads the sandbox answer', () => {
    const merchant = asMerchantDetail(detailAnswer());
    expect(merchant).toMatchObject({
      id: 1212,
      name: 'The Honey Fork',
      address: { street: '2028 Union St', city: 'Chicago', state: 'IL', zip: '60607' },
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
      reservationProviders: { openTable: { rid: 101212 } },
    });
    expect(merchant.offers[0]).toMatchObject({ limitType: 'Limited', maxSpendPerMonth: 150, maxVisitsPerMonth: 2 });
  });

  it('drops script URLs and garbled parts instead of failing the page', () => {
    const merchant = asMerchantDetail(
      detailAnswer({
        directionsUrl: 'javascript:alert(1)',
        menu: { url: 'data:text/html,<script>', images: [{ url: 'javascript:x', alt: 'a' }, 'nope', { url: 'https://m.example/1.png' }] },
        ordering: { type: 'external', url: 'javascript:alert(1)' },
        hours: [{ day: 'Funday', open: '09:00', close: '17:00' }, { day: 'Mon', open: '9am', close: '17:00' }, null],
        offers: [{ limitType: 'Sometimes' }, { limitType: 'Unlimited', daysAvailable: ['Mon', 'Nope'], earnRates: 'x' }],
        reservations: { minPartySize: '1' },
        reservationProviders: 'yes',
        phone: 42,
        location: 'here',
      }),
    );
    expect(merchant.directionsUrl).toBeNull();
    expect(merchant.menu).toEqual({ url: null, images: [{ url: 'https://m.example/1.png', alt: '' }] });
    expect(merchant.ordering).toEqual({ type: 'external', url: null });
    expect(merchant.hours).toEqual([]);
    expect(merchant.offers).toEqual([
      { id: '', limitType: 'Unlimited', maxSpendPerMonth: null, maxVisitsPerMonth: null, daysAvailable: ['Mon'], earnRates: [] },
    ]);
    expect(merchant.reservations).toBeNull();
    expect(merchant.reservationProviders.openTable).toBeNull();
    expect(merchant.phone).toBeNull();
    expect(merchant.address).toBeNull();
  });

  it('keeps markup in text as text (React escapes it when drawn)', () => {
    const merchant = asMerchantDetail(detailAnswer({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }));
    expect(merchant.name).toBe('<img src=x onerror=alert(1)>');
    expect(merchant.description).toBe('<script>alert(1)</script>');
  });

  it('refuses an answer that is not a merchant', () => {
    for (const bad of [null, [], 'merchant', { id: 'x', name: 'A' }, { id: 1 }]) expect(() => asMerchantDetail(bad)).toThrow(TypeError);
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
    await fetchMerchant(1212);
    await fetchMerchant(1212, 'Chicago, IL');
    expect(calls).toEqual(['/api/v2/Merchants/1212', '/api/v2/Merchants/1212?location=Chicago%2C+IL']);
  });

  it('rejects a 404 with its body for merchantMissing', async () => {
    fakeFetch(() => ({ status: 404, body: { code: 'MerchantNotFound', message: 'No merchant has this id.' } }));
    const error = await fetchMerchant(9).catch((e: unknown) => e);
    expect(merchantMissing(error)).toEqual({ code: 'MerchantNotFound' });
  });

  it('reads a review page, dropping entries without text or rating and clamping ratings', async () => {
    fakeFetch((url) => {
      calls.push(url);
      return {
        status: 200,
        body: {
          data: [
            { id: 'r1', author: 'Dana P.', rating: 9, text: 'Great.', date: '2026-11-01' },
            { id: 'r2', author: 'Chris', rating: 4, text: '' },
            { id: 'r3', rating: 0, text: 'Meh.', date: 'yesterday' },
            'junk',
          ],
          totalResultSize: 12,
          totalPages: 3,
          pageNo: 1,
        },
      };
    });
    const page = await fetchReviews(1212, 1, 5);
    expect(calls).toEqual(['/api/v2/Merchants/1212/Reviews?pageNo=1&pageSize=5']);
    expect(page).toEqual({
      reviews: [
        { id: 'r1', author: 'Dana P.', rating: 5, text: 'Great.', date: '2026-11-01' },
        { id: 'r3', author: '', rating: 1, text: 'Meh.', date: null },
      ],
      totalResultSize: 12,
      pageNo: 1,
      totalPages: 3,
    });
  });

  it('reads at most three events with real start times, soonest first', async () => {
    fakeFetch(() => ({
      status: 200,
      body: {
        data: [
          { id: 'e2', title: 'Jazz', startDateTime: '2026-12-10T19:00:00Z' },
          { id: 'e1', title: 'Wine', description: 'Taste.', startDateTime: '2026-12-01T19:00:00Z', endDateTime: '2026-12-01T21:00:00Z' },
          { id: 'e3', title: 'No date', startDateTime: 'soon' },
          { id: 'e4', title: 'Trivia', startDateTime: '2026-12-20T19:00:00Z' },
          { id: 'e5', title: 'Late', startDateTime: '2026-12-30T19:00:00Z' },
        ],
      },
    }));
    const events = await fetchEvents(1212);
    expect(events.map((event) => event.id)).toEqual(['e1', 'e2', 'e4']);
    expect(events[0]).toEqual({
      id: 'e1',
      title: 'Wine',
      description: 'Taste.',
      startDateTime: '2026-12-01T19:00:00Z',
      endDateTime: '2026-12-01T21:00:00Z',
    });
  });

  it('asks for flex offers with the member’s public id, encoded', async () => {
    fakeFetch((url) => {
      calls.push(url);
      return { status: 200, body: { data: [] } };
    });
    await fetchFlexOffers(1212, 'delta card/1');
    expect(calls).toEqual(['/api/merchants/1212/flex-offers/members/delta%20card%2F1']);
  });
});
