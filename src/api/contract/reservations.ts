// Table reservations through the booking provider (OpenTable) (docs/api.md "Reservations"): dates
// and times are the merchant's local wall clock, `YYYY-MM-DD` and `HH:mm`.
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { idSchema, openEnum, withDefault } from './tolerant.ts';

/** `none`: no free table; party outside the limits; beyond maxDaysInAdvance; in the past or too soon. */
export const availabilityStatuses = ['available', 'none', 'tooSmall', 'tooBig', 'tooFar', 'tooClose'] as const;
export const availabilityStatusSchema = z.enum(availabilityStatuses);
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;

export const availabilityQuerySchema = z.object({
  date: z.string(),
  /** Default 19:00. */
  time: z.optional(z.string()),
  /** Default 2. */
  partySize: z.optional(z.int()),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** null unless the partner has hasReservationBonus and openTableReservationsEnabled. */
export const reservationBonusSchema = z.nullable(z.object({ amount: z.number(), text: withDefault(z.string(), '') }));
export type ReservationBonus = z.infer<typeof reservationBonusSchema>;

/** docs/api.md "Reservations" (no spec path): `status` is required (an unknown one is no table:
 *  reservation-rules.ts); everything else defaults as written beside it. */
export const availabilitySchema = z.object({
  merchantId: withDefault(z.nullable(idSchema), null),
  date: withDefault(z.nullable(z.string()), null),
  time: withDefault(z.nullable(z.string()), null),
  partySize: withDefault(z.nullable(z.int()), null),
  status: openEnum(availabilityStatuses),
  /** Free times within 90 minutes of `time`; `dateTime` is what a booking sends back. Default none. */
  slots: withDefault(z.array(z.object({ dateTime: z.string(), time: withDefault(z.string(), '') })), []),
  limits: withDefault(z.nullable(z.object({ minPartySize: z.int(), maxPartySize: z.int(), maxDaysInAdvance: z.int() })), null),
  reservationBonus: withDefault(reservationBonusSchema, null),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const bookingRequestSchema = z.object({
  /** `YYYY-MM-DDTHH:mm`, a slot's dateTime. */
  dateTime: z.string(),
  partySize: z.int(),
  phoneNumber: z.optional(z.string()),
  /** At most 250 characters. */
  specialRequests: z.optional(z.string()),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const reservationStatuses = ['booked', 'cancelled'] as const;

/** A booked table. The answer only has to be a reservation: each field defaults (the booking the
 *  member asked for stands in for a missing date and party; no confirmation number shows none). */
export const reservationSchema = z.object({
  id: withDefault(z.nullable(idSchema), null),
  merchantId: withDefault(z.nullable(idSchema), null),
  merchantName: withDefault(z.nullable(z.string()), null),
  dateTime: withDefault(z.nullable(z.string()), null),
  partySize: withDefault(z.nullable(z.int()), null),
  status: withDefault(openEnum(reservationStatuses), 'booked'),
  confirmationNumber: withDefault(z.string(), ''),
  /** The restaurant's street address, for the member's list and calendar (default none shown). */
  address: withDefault(
    z.nullable(
      z.object({
        street: withDefault(z.string(), ''),
        city: withDefault(z.string(), ''),
        state: withDefault(z.string(), ''),
        zip: withDefault(z.string(), ''),
      }),
    ),
    null,
  ),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const bookingSchema = z.object({
  reservation: reservationSchema,
  reservationBonus: withDefault(reservationBonusSchema, null),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booked table moved to another time or party size (the same rules as booking). */
export const reservationChangeSchema = z.object({
  /** `YYYY-MM-DDTHH:mm`, a slot's dateTime. */
  dateTime: z.string(),
  partySize: z.int(),
});
export type ReservationChange = z.infer<typeof reservationChangeSchema>;

export const reservationListSchema = z.object({ data: z.array(reservationSchema) });
export type ReservationList = z.infer<typeof reservationListSchema>;

/** The spec names no field (no spec path): `cancelled` defaults to true (a 2xx is the cancellation). */
export const cancellationSchema = z.object({ cancelled: withDefault(z.boolean(), true) });
export type Cancellation = z.infer<typeof cancellationSchema>;

/** Why a booking failed: 403 CardRequired or UserFraud; 409 Overlap, SlotUnavailable or an
 *  availability status; 424 ProviderUnavailable ("We're unable to complete your reservation."). */
export const reservationErrorCodes = [
  'CardRequired',
  'UserFraud',
  'Overlap',
  'SlotUnavailable',
  'ProviderUnavailable',
  'NoReservations',
  ...availabilityStatuses,
] as const;
export const reservationErrorSchema = z.extend(errorBodySchema, {
  code: z.enum(reservationErrorCodes),
  /** With Overlap: the member's booking it overlaps (the error links to it). */
  reservationId: z.optional(idSchema),
});
export type ReservationError = z.infer<typeof reservationErrorSchema>;
