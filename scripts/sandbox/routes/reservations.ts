// Table reservations through the booking provider stand-in (OpenTable): availability with the
// spec's outcomes (none, party too small/too big, too far in advance, too close), booking with
// overlap (two hours), user-fraud and provider failure (424), and the member's reservations.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { weekdays } from '../../../src/api/contract/merchants.ts';
import {
  type Availability as AvailabilityRead,
  type AvailabilityQuery,
  type AvailabilityStatus,
  type Booking as BookingRead,
  type BookingRequest,
  type Cancellation,
  type Reservation as ReservationRead,
  type ReservationChange,
  type ReservationBonus,
} from '../../../src/api/contract/reservations.ts';
import {
  bookReservation,
  cancelReservation,
  changeReservation,
  getAvailability,
  getReservations,
} from '../../../src/api/contract/calls.ts';
import { inTransaction } from '../db.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import type { PartnerProfile } from '../partners.ts';
import type { MerchantRecord, OpenTableSettings } from '../seed/merchants.ts';
import { accepting, acceptingQuery, fail, parseJson, parseQuery, routeOf } from '../http.ts';
import { messages } from '../rules.ts';
import { reloadMember, requireMember } from '../session.ts';
import { hashString } from '../seed/prng.ts';
import { findMerchant } from './merchants.ts';

// What the sandbox sends: numeric ids (the contract reads them as strings).
type Availability = Omit<AvailabilityRead, 'merchantId'> & { merchantId: number };
type Reservation = Omit<ReservationRead, 'id' | 'merchantId'> & { id: number; merchantId: number };
type Booking = Omit<BookingRead, 'reservation'> & { reservation: Reservation };
type ReservationList = { data: Reservation[] };

const overlapWindowMs = 2 * 60 * 60 * 1000;
const slotStepMinutes = 15;
/** Reservation bonus of the reference partner: 50 miles when the booking is completed by dining. */
const reservationBonusAmount = 50;

const dateField = z.string({ error: 'Date is required.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2025-06-30.');
const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must look like 19:00.');
const partySizeField = z.coerce
  .number({ error: 'Party size must be a number.' })
  .int('Party size must be a whole number.')
  .min(1, 'Party size must be at least 1.')
  .max(50, 'Party size can be at most 50.');

const availabilityQuery = acceptingQuery<AvailabilityQuery>()(
  z.object({
    date: dateField,
    time: timeField.optional().default('19:00'),
    partySize: partySizeField.optional().default(2),
  }),
);

const bookingSchema = accepting<BookingRequest>()(
  z.object({
    dateTime: z
      .string({ error: 'Pick a time.' })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'dateTime must look like 2025-06-30T19:00.'),
    partySize: partySizeField,
    phoneNumber: z.string().optional(),
    specialRequests: z.string().max(250, 'Special requests can have at most 250 characters.').optional(),
  }),
);

const changeSchema = accepting<ReservationChange>()(
  z.object({
    dateTime: z
      .string({ error: 'Pick a time.' })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'dateTime must look like 2025-06-30T19:00.'),
    partySize: partySizeField,
  }),
);

const pad = (n: number): string => String(n).padStart(2, '0');
const localDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Merchant ids divisible by 100 stand for a provider outage: their reservation calls answer 424. */
export const providerFails = (merchant: MerchantRecord): boolean => merchant.id % 100 === 0;

function openTableOf(c: Context<ApiEnv>, ctx: SandboxContext): { merchant: MerchantRecord; openTable: OpenTableSettings } {
  const merchant = findMerchant(c, ctx);
  if (!merchant.openTable) fail(404, `${merchant.name} does not take reservations.`, { code: 'NoReservations' });
  if (providerFails(merchant)) fail(424, messages.reservationGeneral, { code: 'ProviderUnavailable' });
  return { merchant, openTable: merchant.openTable };
}

function reservationBonus(partner: PartnerProfile): ReservationBonus {
  if (!partner.features.hasReservationBonus || !partner.features.openTableReservationsEnabled) return null;
  return { amount: reservationBonusAmount, text: `Earn ${reservationBonusAmount} bonus ${partner.currency.many} when you dine.` };
}

export function availability(
  merchant: MerchantRecord,
  openTable: OpenTableSettings,
  date: string,
  time: string,
  partySize: number,
  now = new Date(),
) {
  const result = (status: AvailabilityStatus, slots: Availability['slots'] = []): Omit<Availability, 'reservationBonus'> => ({
    merchantId: merchant.id,
    date,
    time,
    partySize,
    status,
    slots,
    limits: { minPartySize: openTable.minPartySize, maxPartySize: openTable.maxPartySize, maxDaysInAdvance: openTable.maxDaysInAdvance },
  });
  if (partySize < openTable.minPartySize) return result('tooSmall');
  if (partySize > openTable.maxPartySize) return result('tooBig');
  const requested = new Date(`${date}T${time}:00`);
  if (Number.isNaN(requested.getTime())) return result('none');
  const earliest = now.getTime() + openTable.minMinutesAhead * 60_000;
  if (requested.getTime() < earliest) return result('tooClose');
  const lastDay = new Date(now);
  lastDay.setDate(lastDay.getDate() + openTable.maxDaysInAdvance);
  if (date > localDate(lastDay)) return result('tooFar');

  const weekday = weekdays[requested.getDay()];
  const hours = merchant.hours.find((h) => h.day === weekday);
  // One evening in seven is fully booked; otherwise about 60% of slots around the requested time are free.
  if (!hours || hashString(`${merchant.id}:${date}`) % 7 === 0) return result('none');
  const opens = minutesOf(hours.open);
  const closes = minutesOf(hours.close) <= opens ? 24 * 60 : minutesOf(hours.close);
  const wanted = minutesOf(time);
  const slots: Availability['slots'] = [];
  for (let minutes = wanted - 90; minutes <= wanted + 90; minutes += slotStepMinutes) {
    if (minutes < opens || minutes > closes - 60) continue;
    const slotTime = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const slotAt = new Date(`${date}T${slotTime}:00`).getTime();
    if (slotAt < earliest) continue;
    if (hashString(`${merchant.id}:${date}:${slotTime}:${partySize}`) % 10 < 6)
      slots.push({ dateTime: `${date}T${slotTime}`, time: slotTime });
  }
  return result(slots.length > 0 ? 'available' : 'none', slots);
}

interface ReservationRow {
  id: number;
  merchant_id: number;
  date_time: string;
  party_size: number;
  status: Reservation['status'];
}

export function reservationRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  const reservationView = (row: ReservationRow): Reservation => ({
    id: row.id,
    merchantId: row.merchant_id,
    merchantName: ctx.catalog.byId.get(row.merchant_id)?.name ?? null,
    dateTime: row.date_time,
    partySize: row.party_size,
    status: row.status,
    confirmationNumber: `OT${String(row.id * 7919).padStart(8, '0')}`,
    address: ctx.catalog.byId.get(row.merchant_id)?.address ?? null,
  });

  /** Refuses a table the provider would not give (409 with the status or SlotUnavailable), or one
   *  within two hours of another of the member's bookings here (409 Overlap naming it). */
  const checkTable = (memberId: number, merchant: MerchantRecord, openTable: OpenTableSettings, request: BookingRequest, except = 0) => {
    const [date = '', time = ''] = request.dateTime.split('T');
    const check = availability(merchant, openTable, date, time, request.partySize, new Date(ctx.now()));
    if (check.status !== 'available') fail(409, messages.reservationGeneral, { code: check.status });
    if (!check.slots.some((slot) => slot.dateTime === request.dateTime))
      fail(409, 'This time is no longer available.', { code: 'SlotUnavailable' });
    const at = new Date(`${request.dateTime}:00`).getTime();
    const existing = ctx.db
      .prepare("SELECT id, date_time FROM reservations WHERE member_id = ? AND merchant_id = ? AND status = 'booked' AND id <> ?")
      .all(memberId, merchant.id, except) as { id: number; date_time: string }[];
    const overlapping = existing.find((r) => Math.abs(new Date(`${r.date_time}:00`).getTime() - at) < overlapWindowMs);
    if (overlapping) fail(409, messages.reservationOverlap, { code: 'Overlap', reservationId: overlapping.id });
  };

  routes.get(routeOf(getAvailability), (c) => {
    const { merchant, openTable } = openTableOf(c, ctx);
    const query = parseQuery(c, availabilityQuery);
    const answer: Availability = {
      ...availability(merchant, openTable, query.date, query.time, query.partySize, new Date(ctx.now())),
      reservationBonus: reservationBonus(c.get('partner')),
    };
    return c.json(answer);
  });

  routes.post(routeOf(bookReservation), async (c) => {
    requireMember(c, ctx);
    const { merchant, openTable } = openTableOf(c, ctx);
    const body = await parseJson(c, bookingSchema);
    // Read after the body: a card linked while it arrived counts.
    const member = reloadMember(c, ctx);
    if (member.profile.memberType !== 'EnrolledCardMember') fail(403, 'Link a card to book a table.', { code: 'CardRequired' });
    if (member.flags.reservationBlocked) fail(403, messages.reservationUserFraud, { code: 'UserFraud' });
    checkTable(member.id, merchant, openTable, body);
    const id = Number(
      ctx.db
        .prepare(
          "INSERT INTO reservations (member_id, merchant_id, date_time, party_size, status, created_at) VALUES (?, ?, ?, ?, 'booked', ?)",
        )
        .run(member.id, merchant.id, body.dateTime, body.partySize, ctx.now()).lastInsertRowid,
    );
    const row: ReservationRow = { id, merchant_id: merchant.id, date_time: body.dateTime, party_size: body.partySize, status: 'booked' };
    return c.json({ reservation: reservationView(row), reservationBonus: reservationBonus(c.get('partner')) } satisfies Booking, 201);
  });

  routes.get(routeOf(getReservations), (c) => {
    const member = requireMember(c, ctx);
    const rows = ctx.db
      .prepare(
        "SELECT id, merchant_id, date_time, party_size, status FROM reservations WHERE member_id = ? AND status = 'booked' ORDER BY date_time",
      )
      .all(member.id) as unknown as ReservationRow[];
    return c.json({ data: rows.map(reservationView) } satisfies ReservationList);
  });

  // Moving a booking: as booking (CSRF, 401, the card and user-fraud checks, the provider's slot,
  // the overlap window, which leaves this booking out), read and written in one transaction once
  // the body is in.
  routes.put(routeOf(changeReservation), async (c) => {
    requireMember(c, ctx);
    const body = await parseJson(c, changeSchema);
    const booking = inTransaction(ctx.db, () => {
      const member = reloadMember(c, ctx);
      const id = Number(c.req.param('reservationId'));
      const row = Number.isSafeInteger(id)
        ? (ctx.db
            .prepare(
              "SELECT id, merchant_id, date_time, party_size, status FROM reservations WHERE id = ? AND member_id = ? AND status = 'booked'",
            )
            .get(id, member.id) as ReservationRow | undefined)
        : undefined;
      if (!row) fail(404, 'No booked reservation has this id.');
      const merchant = ctx.catalog.byId.get(row.merchant_id);
      if (!merchant?.openTable) fail(404, 'This restaurant no longer takes reservations.', { code: 'NoReservations' });
      if (providerFails(merchant)) fail(424, messages.reservationGeneral, { code: 'ProviderUnavailable' });
      if (member.profile.memberType !== 'EnrolledCardMember') fail(403, 'Link a card to book a table.', { code: 'CardRequired' });
      if (member.flags.reservationBlocked) fail(403, messages.reservationUserFraud, { code: 'UserFraud' });
      checkTable(member.id, merchant, merchant.openTable, body, row.id);
      ctx.db.prepare('UPDATE reservations SET date_time = ?, party_size = ? WHERE id = ?').run(body.dateTime, body.partySize, row.id);
      return { ...row, date_time: body.dateTime, party_size: body.partySize };
    });
    return c.json({ reservation: reservationView(booking), reservationBonus: reservationBonus(c.get('partner')) } satisfies Booking);
  });

  routes.delete(routeOf(cancelReservation), (c) => {
    const member = requireMember(c, ctx);
    const result = ctx.db
      .prepare("UPDATE reservations SET status = 'cancelled' WHERE id = ? AND member_id = ? AND status = 'booked'")
      .run(Number(c.req.param('reservationId')), member.id);
    if (result.changes === 0) fail(404, 'No booked reservation has this id.');
    return c.json({ cancelled: true } satisfies Cancellation);
  });

  return routes;
}
