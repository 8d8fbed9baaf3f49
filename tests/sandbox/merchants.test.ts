// Merchant search by distance, filters, paging, detail, images and reservations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSearchResult, SearchedMerchant as Merchant } from '../../src/api/contract/merchants.ts';
import type { Availability } from '../../src/api/contract/reservations.ts';
import { Client, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let client: Client;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = new Client(sandbox.url, 'delta');
});
afterAll(async () => {
  await sandbox.dispose();
});

const search = async (query: string) => json<MerchantSearchResult>(await client.get(`/api/v2/Merchants/Search?${query}`));

describe('merchant search', () => {
  it('finds Chicago merchants for "Chicago, IL", ordered by distance, 15 per page', async () => {
    const result = await search('location=Chicago%2C%20IL');
    expect(result.origin).toMatchObject({ cityState: 'Chicago, IL' });
    expect(result.merchants).toHaveLength(15);
    expect(result.merchants.every((m) => m.location.address.city === 'Chicago')).toBe(true);
    const distances = result.merchants.map((m) => m.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.totalPages).toBe(Math.ceil(result.totalResultSize! / 15));
    const m = result.merchants[0];
    expect(m).toMatchObject({
      id: expect.any(Number) as unknown,
      name: expect.any(String) as unknown,
      details: {
        rating: { overallRating: expect.any(Number) as unknown, numberOfRatings: expect.any(Number) as unknown },
        cuisines: expect.any(Array) as unknown,
      },
      benefitAvailability: { campaignCodes: expect.any(Array) as unknown },
      reservationProviders: expect.any(Object) as unknown,
    });
  });

  it('honours pageSize and pageNo', async () => {
    const first = await search('location=Chicago%2C%20IL&pageSize=7');
    const second = await search('location=Chicago%2C%20IL&pageSize=7&pageNo=2');
    expect(first.merchants).toHaveLength(7);
    expect(second.pageNo).toBe(2);
    expect(second.merchants[0]?.distance).toBeGreaterThanOrEqual(first.merchants[6]?.distance ?? 0);
    expect(second.merchants.map((m) => m.id)).not.toContain(first.merchants[0]?.id);
  });

  it('takes a ZIP or coordinates as the location', async () => {
    const byZip = await search('location=60614&pageSize=5');
    expect(byZip.origin?.cityState).toBe('Chicago, IL');
    expect(byZip.merchants[0]?.location.address.city).toBe('Chicago');
    const byCoordinates = await search('location=34.0522,-118.2437&pageSize=5');
    expect(byCoordinates.merchants.every((m) => m.location.address.city === 'Los Angeles')).toBe(true);
    expect((await client.get('/api/v2/Merchants/Search?location=%3C%3E!')).status).toBe(400);
    expect((await search('location=Nowhere%2C%20ZZ')).merchants).toEqual([]);
  });

  it('narrows results with filters and text', async () => {
    const all = await search('location=New%20York%2C%20NY&pageSize=100');
    const filters: [string, (m: Merchant) => boolean][] = [
      ['priceRange=1,2', (m) => m.details.priceRange! <= 2],
      ['acclaimed=true', (m) => m.acclaimedLevel !== null],
      ['reservations=true', (m) => m.reservationProviders.openTable !== null],
      ['features=delivery', (m) => m.features.includes('delivery')],
      ['mealsServed=breakfast&mealsServed=brunch', (m) => m.mealsServed.includes('breakfast') || m.mealsServed.includes('brunch')],
      ['campaignCode=STANDARD', (m) => m.benefitAvailability.campaignCodes.includes('STANDARD')],
      ['restaurantOrCuisine=pizza', (m) => /pizz/i.test(m.name) || m.details.cuisines.includes('Pizza')],
    ];
    for (const [query, holds] of filters) {
      const narrowed = await search(`location=New%20York%2C%20NY&pageSize=100&${query}`);
      expect(narrowed.totalResultSize, query).toBeGreaterThan(0);
      expect(narrowed.totalResultSize, query).toBeLessThan(all.totalResultSize!);
      expect(narrowed.merchants.every(holds), query).toBe(true);
    }
  });

  it('sorts by rating when asked, and rejects unknown sorts', async () => {
    const ratings = (await search('location=Boston%2C%20MA&sortBy=rating')).merchants.map((m) => m.details.rating!.overallRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await client.get('/api/v2/Merchants/Search?location=Boston%2C%20MA&sortBy=vibes')).status).toBe(400);
  });

  it('answers the default location without auth', async () => {
    expect(await json(await client.get('/api/DefaultUserLocation'))).toEqual({
      latitude: 40.7577,
      longitude: -73.9857,
      cityState: 'New York, NY',
      zip: '10036',
    });
  });
});

describe('merchant detail', () => {
  it('answers a merchant with menu, reviews and events, and 404 for unknown ids', async () => {
    const [first] = (await search('location=Chicago%2C%20IL&pageSize=1')).merchants;
    const detail = await json(await client.get(`/api/v2/Merchants/${first?.id}?location=Chicago%2C%20IL`));
    expect(detail).toMatchObject({
      id: first?.id,
      phone: expect.stringMatching(/^\d{3}-555-01\d{2}$/) as unknown,
      menu: { images: expect.any(Array) as unknown },
      directionsUrl: expect.any(String) as unknown,
    });
    expect(await json(await client.get(`/api/v2/Merchants/${first?.id}/Reviews?pageSize=5`))).toMatchObject({
      data: expect.any(Array) as unknown,
      totalResultSize: expect.any(Number) as unknown,
    });
    expect(await json(await client.get(`/api/v2/Merchants/${first?.id}/Events`))).toMatchObject({ data: expect.any(Array) as unknown });
    expect((await client.get('/api/v2/Merchants/42')).status).toBe(404);
  });

  it('serves generated SVG promo images from the sandbox itself', async () => {
    const [first] = (await search('location=Chicago%2C%20IL&pageSize=1')).merchants;
    expect(first?.images.imageBaseUrl).toBe(`${sandbox.url}/images/merchants/`);
    for (const path of [`${first?.id}/promo`, `c_fill,ar_1.4,w_200/${first?.id}/promo`]) {
      const image = await fetch(`${first?.images.imageBaseUrl}${path}`);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(await image.text()).toContain('<svg');
    }
  });
});

describe('reservations', () => {
  const tomorrow = () => {
    const d = new Date(Date.now() + 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  async function reservable(): Promise<Merchant> {
    const { merchants } = await search('location=Chicago%2C%20IL&reservations=true&pageSize=50');
    const merchant = merchants.find((m) => Number(m.id) % 100 !== 0);
    if (!merchant) throw new Error('no reservable merchant');
    return merchant;
  }

  it('answers availability with the spec outcomes', async () => {
    const merchant = await reservable();
    const base = `/api/v2/Merchants/${merchant.id}/Reservations/Availability`;
    const statusFor = async (query: string) => (await json<Availability>(await client.get(`${base}?${query}`))).status;
    expect(await statusFor(`date=${tomorrow()}&partySize=30`)).toBe('tooBig');
    expect(await statusFor('date=2001-01-01&time=19:00')).toBe('tooClose');
    expect(await statusFor('date=2099-01-01&time=19:00')).toBe('tooFar');
    expect(['available', 'none']).toContain(await statusFor(`date=${tomorrow()}&time=19:00&partySize=2`));
    expect((await client.get(`${base}?date=tomorrow`)).status).toBe(400);
  });

  it('books a slot, refuses an overlap within two hours, and reports user-fraud', async () => {
    const merchant = await reservable();
    const member = new Client(sandbox.url, 'delta');
    await member.signIn('card@delta.example');
    // Find a day with free slots (one evening in seven is fully booked).
    let slots: Availability['slots'] = [];
    for (let days = 2; days < 12 && slots.length < 2; days++) {
      const d = new Date(Date.now() + days * 86_400_000);
      const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      slots = (
        await json<Availability>(
          await member.get(`/api/v2/Merchants/${merchant.id}/Reservations/Availability?date=${date}&time=19:00&partySize=2`),
        )
      ).slots;
    }
    expect(slots.length).toBeGreaterThanOrEqual(2);
    const book = (c: Client, dateTime: string) =>
      c.post(`/api/v2/Merchants/${merchant.id}/Reservations`, { csrf: true, body: { dateTime, partySize: 2 } });
    expect((await book(new Client(sandbox.url, 'delta'), slots[0]?.dateTime ?? '')).status).toBe(401);

    const booked = await book(member, slots[0]?.dateTime ?? '');
    expect(booked.status).toBe(201);
    expect(await json(booked)).toMatchObject({
      reservation: { merchantId: merchant.id, status: 'booked' },
      reservationBonus: { amount: 50 },
    });
    const overlap = await book(member, slots[1]?.dateTime ?? '');
    expect(overlap.status).toBe(409);
    expect(await json(overlap)).toMatchObject({
      code: 'Overlap',
      message: 'You already have a reservation at this location within two hours.',
    });

    const blocked = new Client(sandbox.url, 'delta');
    await blocked.signIn('blocked@delta.example');
    const fraud = await book(blocked, slots[1]?.dateTime ?? '');
    expect(fraud.status).toBe(403);
    expect(await json(fraud)).toMatchObject({ code: 'UserFraud', message: 'Your account has been deactivated with OpenTable.' });
  });

  it('answers 424 when the booking provider fails', async () => {
    const reservableIds = (await search('location=New%20York%2C%20NY&reservations=true&pageSize=100')).merchants.map((m) => m.id);
    const all = [...reservableIds];
    for (const city of ['Chicago%2C%20IL', 'Seattle%2C%20WA', 'Boston%2C%20MA', 'Denver%2C%20CO', 'Miami%2C%20FL', 'Austin%2C%20TX']) {
      all.push(...(await search(`location=${city}&reservations=true&pageSize=100`)).merchants.map((m) => m.id));
    }
    const failing = all.find((id) => Number(id) % 100 === 0);
    expect(failing).toBeDefined();
    expect((await client.get(`/api/v2/Merchants/${failing}/Reservations/Availability?date=2099-01-01`)).status).toBe(424);
  });
});
