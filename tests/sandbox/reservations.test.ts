// The member's reservations through real HTTP (issue #24): the list carries what the confirmation
// and the account overview show; changing a booking (PUT) follows booking's rules (CSRF, 401, the
// provider's slot, the two-hour overlap, which names the booking it overlaps, bad bodies 4xx);
// cancelling takes CSRF and answers 404 once gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSearchResult } from '../../src/api/contract/merchants.ts';
import type { Availability, Booking, ReservationList } from '../../src/api/contract/reservations.ts';
import { Client, createMember, json, signedIn, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let visitor: Client;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  visitor = new Client(sandbox.url, 'delta');
});
afterAll(async () => {
  await sandbox.dispose();
});

const dayAhead = (days: number): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function reservable(): Promise<string> {
  const { merchants } = await json<MerchantSearchResult>(
    await visitor.get('/api/v2/Merchants/Search?location=Chicago%2C%20IL&reservations=true&pageSize=50'),
  );
  const merchant = merchants.find((m) => Number(m.id) % 100 !== 0);
  if (!merchant) throw new Error('no reservable merchant');
  return String(merchant.id);
}

/** Free slots at 19:00 on days ahead (one evening in seven is full): `count` days' worth. */
async function freeDays(merchantId: string, count: number): Promise<Availability['slots'][]> {
  const days: Availability['slots'][] = [];
  for (let ahead = 2; ahead < 20 && days.length < count; ahead++) {
    const answer = await json<Availability>(
      await visitor.get(`/api/v2/Merchants/${merchantId}/Reservations/Availability?date=${dayAhead(ahead)}&time=19:00&partySize=2`),
    );
    if (answer.slots.length >= 2) days.push(answer.slots);
  }
  if (days.length < count) throw new Error('not enough free days');
  return days;
}

describe('a member’s reservations', () => {
  let merchantId: string;
  let member: Client;
  let first: Availability['slots'];
  let second: Availability['slots'];
  const book = (dateTime: string) =>
    member.post(`/api/v2/Merchants/${merchantId}/Reservations`, { csrf: true, body: { dateTime, partySize: 2 } });
  const change = (client: Client, id: number | string, body: unknown, csrf = true) =>
    client.put(`/api/Member/Reservations/${id}`, { csrf, body });

  beforeAll(async () => {
    merchantId = await reservable();
    [first = [], second = []] = await freeDays(merchantId, 2);
    member = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta', role: 'card' }));
  });

  it('lists a booking with what the confirmation and the overview show', async () => {
    const booked = await json<Booking>(await book(first[0]!.dateTime));
    const list = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    expect(list.data).toContainEqual({
      id: booked.reservation.id,
      merchantId: Number(merchantId),
      merchantName: expect.any(String) as unknown,
      dateTime: first[0]!.dateTime,
      partySize: 2,
      status: 'booked',
      confirmationNumber: expect.stringMatching(/^OT\d{8}$/) as unknown,
      address: { street: expect.any(String) as unknown, city: 'Chicago', state: 'IL', zip: expect.any(String) as unknown },
    });
    expect((await visitor.get('/api/Member/Reservations')).status).toBe(401);
  });

  it('moves a booking to another free time and party; the list shows it', async () => {
    const { data } = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    const id = data[0]!.id!;
    const moved = await change(member, id, { dateTime: second[0]!.dateTime, partySize: 2 });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({
      reservation: { id, dateTime: second[0]!.dateTime, status: 'booked' },
      reservationBonus: { amount: 50 },
    });
    // Its own old time does not count as an overlap: moving within the window is allowed.
    expect((await change(member, id, { dateTime: second[1]!.dateTime, partySize: 2 })).status).toBe(200);
    const after = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    expect(after.data.find((r) => r.id === id)?.dateTime).toBe(second[1]!.dateTime);
  });

  it('refuses a move within two hours of another booking here, naming it', async () => {
    const other = await json<Booking>(await book(first[0]!.dateTime));
    const { data } = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    const moving = data.find((r) => r.id !== other.reservation.id)!;
    const overlap = await change(member, moving.id!, { dateTime: first[1]!.dateTime, partySize: 2 });
    expect(overlap.status).toBe(409);
    expect(await json(overlap)).toMatchObject({
      code: 'Overlap',
      message: 'You already have a reservation at this location within two hours.',
      reservationId: other.reservation.id,
    });
  });

  it('asks for CSRF and a session, and answers bad bodies and unknown ids with 4xx', async () => {
    const { data } = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    const id = data[0]!.id!;
    const good = { dateTime: second[0]!.dateTime, partySize: 2 };
    expect((await change(member, id, good, false)).status).toBe(403);
    expect((await change(visitor, id, good)).status).toBe(401);
    const stranger = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta', role: 'card' }));
    expect((await change(stranger, id, good)).status).toBe(404);
    for (const body of [
      {},
      { dateTime: 'tomorrow', partySize: 2 },
      { dateTime: good.dateTime, partySize: 'x' },
      { ...good, partySize: 0 },
      [],
      'not json',
    ]) {
      const answer = await change(member, id, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await change(member, 'abc', good)).status).toBe(404);
    expect((await change(member, '99999999', good)).status).toBe(404);
    expect((await change(member, id, { dateTime: '2001-01-01T19:00', partySize: 2 })).status).toBe(409);
    // Strings up to the 64 KiB body limit, and nesting: still a 4xx.
    const deep: unknown = JSON.parse(`${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`);
    for (const body of [
      { dateTime: 'x'.repeat(60_000), partySize: 2 },
      { dateTime: deep, partySize: deep },
    ]) {
      const answer = await change(member, id, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('cancels with CSRF, then answers 404; a cancelled booking leaves the list', async () => {
    const { data } = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    const id = data[0]!.id!;
    expect((await member.delete(`/api/Member/Reservations/${id}`)).status).toBe(403);
    const cancelled = await member.delete(`/api/Member/Reservations/${id}`, { csrf: true });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toEqual({ cancelled: true });
    expect((await member.delete(`/api/Member/Reservations/${id}`, { csrf: true })).status).toBe(404);
    expect((await change(member, id, { dateTime: second[0]!.dateTime, partySize: 2 })).status).toBe(404);
    const after = await json<ReservationList>(await member.get('/api/Member/Reservations'));
    expect(after.data.some((r) => r.id === id)).toBe(false);
  });
});
