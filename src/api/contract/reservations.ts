// Table reservations through the booking provider (OpenTable) (docs/api.md "Reservations"): dates
// and times are the merchant's local wall clock, `YYYY-MM-DD` and `HH:mm`.
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';

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
export const reservationBonusSchema = z.nullable(z.object({ amount: z.number(), text: z.string() }));
export type ReservationBonus = z.infer<typeof reservationBonusSchema>;

export const availabilitySchema = z.object({
  merchantId: z.int(),
  date: z.string(),
  time: z.string(),
  partySize: z.int(),
  status: availabilityStatusSchema,
  /** Free times within 90 minutes of `time`. */
  slots: z.array(z.object({ dateTime: z.string(), time: z.string() })),
  limits: z.object({ minPartySize: z.int(), maxPartySize: z.int(), maxDaysInAdvance: z.int() }),
  reservationBonus: reservationBonusSchema,
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

export const reservationSchema = z.object({
  id: z.int(),
  merchantId: z.int(),
  merchantName: z.nullable(z.string()),
  dateTime: z.string(),
  partySize: z.int(),
  status: z.enum(['booked', 'cancelled']),
  confirmationNumber: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const bookingSchema = z.object({
  reservation: reservationSchema,
  reservationBonus: reservationBonusSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const reservationListSchema = z.object({ data: z.array(reservationSchema) });
export type ReservationList = z.infer<typeof reservationListSchema>;

export const cancellationSchema = z.object({ cancelled: z.literal(true) });
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
export const reservationErrorSchema = z.extend(errorBodySchema, { code: z.enum(reservationErrorCodes) });
export type ReservationError = z.infer<typeof reservationErrorSchema>;
