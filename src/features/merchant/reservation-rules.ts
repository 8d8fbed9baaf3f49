// The merchant page's reservation section (spec 000 §2 "Merchant detail screen", §4 "Reservation
// availability messages", §6 reservation bonus, §9 reservation defaults; spec 001 reservation copy):
// the date range and defaults, the message for each availability answer and booking outcome, and
// the selections remembered for the tab. Pure rules answering copy keys and variables.
import type { Merchant } from '../../api/contract/merchants.ts';
import type { Availability } from '../../api/contract/reservations.ts';
import { wallDateTime, type AvailabilityAnswer, type AvailabilityRequest, type BookingAnswer } from '../../api/reservations.ts';
import { readSession, writeSession } from '../../lib/session-storage.ts';

/** Session storage key of the reservation widget's selections (spec 000 §3). */
export const reservationStorageKey = 'RN_MERCHANT_RESERVATION';

/** Spec 000 §9: time "19:00", party size 2. */
export const reservationDefaults = { time: '19:00', partySize: 2 } as const;

/** The party-size control's range; the merchant's own limits answer "too small" / "too big". */
export const partySizeRange = { min: 1, max: 20 } as const;

export interface ReservationSelection {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm on the half hour */
  time: string;
  partySize: number;
  /** The slot (`YYYY-MM-DDTHH:mm`, on `date`) a signed-out member chose before being asked to sign
   *  in: the widget offers it again when they come back. */
  slot?: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The date control's range: yesterday (the merchant's day may lag the member's) to a year ahead;
 *  29 February's year ahead is 28 February. */
export function reservationDateRange(today: Date): { min: string; max: string } {
  const min = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const lastOfMonth = new Date(today.getFullYear() + 1, today.getMonth() + 1, 0).getDate();
  const max = new Date(today.getFullYear() + 1, today.getMonth(), Math.min(today.getDate(), lastOfMonth));
  return { min: isoDate(min), max: isoDate(max) };
}

/** The time control's choices: every half hour of the day. */
export const reservationTimes: readonly string[] = Array.from({ length: 48 }, (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);

export function defaultSelection(today: Date): ReservationSelection {
  return { date: isoDate(today), ...reservationDefaults };
}

/** Spec 000 §4 tracking: a lookup of the widget's defaults is the default search, any other the
 *  member's own (a kept choice from earlier in the tab included: someone picked it). */
export function reservationSearchOf(request: AvailabilityRequest, today: Date): 'default' | 'user' {
  const defaults = defaultSelection(today);
  return request.date === defaults.date && request.time === defaults.time && request.partySize === defaults.partySize ? 'default' : 'user';
}

// Anchored, fixed-length patterns: nothing to backtrack over, whatever the input.
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date (no 2026-02-30) within the date range. */
function validDate(value: unknown, today: Date): value is string {
  if (typeof value !== 'string' || !datePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return false;
  const { min, max } = reservationDateRange(today);
  return value >= min && value <= max;
}

const validTime = (value: unknown): value is string => typeof value === 'string' && reservationTimes.includes(value);

const validPartySize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= partySizeRange.min && value <= partySizeRange.max;

const slotPattern = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const validSlot = (value: unknown, date: string): value is string =>
  typeof value === 'string' && slotPattern.test(value) && value.startsWith(`${date}T`);

/** Longer than any selection we write: anything bigger is not ours and is not parsed. */
const maxStoredLength = 200;

/**
 * The remembered selections, read as untrusted (another script, an older version, a hand edit may
 * have written the key): each field that is not valid falls back to its default on its own, so a
 * stale date does not lose the party size. No storage, no entry or a broken one: the defaults.
 */
export function readReservationSelection(today: Date, storage?: Pick<Storage, 'getItem'>): ReservationSelection {
  const fallback = defaultSelection(today);
  const raw = readSession(reservationStorageKey, storage);
  if (!raw || raw.length > maxStoredLength) return fallback;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fallback;
  const { date, time, partySize, slot } = stored as Record<string, unknown>;
  const selection: ReservationSelection = {
    date: validDate(date, today) ? date : fallback.date,
    time: validTime(time) ? time : fallback.time,
    partySize: validPartySize(partySize) ? partySize : fallback.partySize,
  };
  // The slot only with its own date and party size, else it would name a table nobody looked for.
  if (validSlot(slot, selection.date) && selection.date === date && selection.partySize === partySize) selection.slot = slot;
  return selection;
}

/** Remembers the selections for the tab; without storage (private modes) they are simply not kept. */
export function saveReservationSelection(selection: ReservationSelection, storage?: Pick<Storage, 'setItem'>): void {
  const { date, time, partySize, slot } = selection;
  writeSession(reservationStorageKey, JSON.stringify(slot ? { date, time, partySize, slot } : { date, time, partySize }), storage);
}

/** Spec 000 §6: the partner's flags and an OpenTable reservation provider. */
export function reservationBonusApplies(
  settings: { hasReservationBonus: boolean; openTableReservationsEnabled: boolean },
  merchant: Pick<Merchant, 'reservationProviders'>,
): boolean {
  return settings.hasReservationBonus && settings.openTableReservationsEnabled && merchant.reservationProviders.openTable !== null;
}

export type AvailabilityMessageKey =
  | 'reservation.loading'
  | 'reservation.none'
  | 'reservation.tooBig'
  | 'reservation.tooSmall'
  | 'reservation.tooFar'
  | 'reservation.tooClose'
  | 'reservation.errorGeneral';

export type AvailabilityState =
  | { kind: 'loading' }
  | { kind: 'loaded'; availability: Pick<Availability, 'status' | 'slots'> }
  /** The availability call failed (424 from the booking provider, network, 5xx). */
  | { kind: 'failed' };

const statusKeys = {
  none: 'reservation.none',
  tooBig: 'reservation.tooBig',
  tooSmall: 'reservation.tooSmall',
  tooFar: 'reservation.tooFar',
  tooClose: 'reservation.tooClose',
} as const satisfies Partial<Record<Availability['status'], AvailabilityMessageKey>>;

/** What "Find a table" asks for the selection. */
export const requestOf = ({ date, time, partySize }: ReservationSelection): AvailabilityRequest => ({ date, time, partySize });

export type Lookup = Exclude<AvailabilityState, { kind: 'loaded' }> | { kind: 'loaded'; availability: AvailabilityAnswer };

/** The lookup as the rules read it: null when nothing is asked (since the last change), else
 *  running, failed or answered. */
export function lookupState(
  asked: AvailabilityRequest | null,
  { data, error, looking }: { data: AvailabilityAnswer | undefined; error: unknown; looking: boolean },
): Lookup | null {
  if (asked === null) return null;
  if (looking) return { kind: 'loading' };
  if (error !== undefined) return { kind: 'failed' };
  return data ? { kind: 'loaded', availability: data } : { kind: 'loading' };
}

const hasOwn = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/** The message under the reservation controls; null when tables are free (the slots show). */
export function availabilityMessage(state: AvailabilityState): { key: AvailabilityMessageKey } | null {
  if (state.kind === 'loading') return { key: 'reservation.loading' };
  if (state.kind === 'failed') return { key: 'reservation.errorGeneral' };
  const { status, slots } = state.availability;
  if (hasOwn(statusKeys, status)) return { key: statusKeys[status] };
  // "available" without a free slot near the time is, to the member, no table; so is a status the
  // product does not know (its slots are not offered: nothing says they can be booked).
  return status !== 'available' || slots.length === 0 ? { key: 'reservation.none' } : null;
}

export type BonusMessage = { key: 'reservation.bonus'; vars: { bonus: number } } | { key: 'reservation.noBonus' };

/** With free tables, for partners that run the reservation bonus: the bonus this booking earns, or
 *  "no bonus". Partners without it say nothing about a bonus. */
export function bonusMessage(
  availability: Pick<Availability, 'status' | 'slots' | 'reservationBonus'>,
  settings: { hasReservationBonus: boolean; openTableReservationsEnabled: boolean },
): BonusMessage | null {
  if (!settings.hasReservationBonus || !settings.openTableReservationsEnabled) return null;
  if (availability.status !== 'available' || availability.slots.length === 0) return null;
  const amount = availability.reservationBonus?.amount;
  return typeof amount === 'number' && amount > 0 ? { key: 'reservation.bonus', vars: { bonus: amount } } : { key: 'reservation.noBonus' };
}

export type BookingOutcome =
  | {
      kind: 'success';
      key: 'reservation.success';
      confirmation: { key: 'reservation.confirmation'; vars: { code: string } } | null;
      bonus: BonusMessage | null;
      /** What was booked (the confirmation shows it; Modify and Cancel name its id). */
      booked: BookedTable;
    }
  /** Signed out: the sign-in prompt, the selections kept for after sign-in. */
  | { kind: 'signIn'; key: 'reservation.signIn' }
  | { kind: 'cardRequired'; key: 'reservation.cardRequired' }
  | { kind: 'userFraud'; key: 'reservation.errorFraud' }
  /** `reservationId`: the booking it overlaps, when the answer named it (the message links to it). */
  | { kind: 'overlap'; key: 'reservation.errorOverlap'; reservationId: string | null }
  | { kind: 'slotTaken'; key: 'reservation.slotTaken' }
  /** The table went in the meantime: the availability message for what changed. */
  | { kind: 'unavailable'; key: (typeof statusKeys)[keyof typeof statusKeys] }
  /** 424: the booking provider failed. */
  | { kind: 'dependencyFailed'; key: 'reservation.errorGeneral' }
  | { kind: 'failure'; key: 'reservation.errorGeneral' };

/** A booked table as the confirmation shows it. `id` null: the answer named none (no Modify or
 *  Cancel then: nothing to name). */
export interface BookedTable {
  id: string | null;
  /** `YYYY-MM-DDTHH:mm` */
  dateTime: string;
  partySize: number;
  confirmationNumber: string;
  bonus: number | null;
}

/** What the booking call answered (src/api/reservations.ts). */
export type BookingResult = BookingAnswer;

const errorCode = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : '';

const overlapId = (body: unknown): string | null => {
  const id = typeof body === 'object' && body !== null ? (body as { reservationId?: unknown }).reservationId : undefined;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : null;
};

/** What the member is told after booking (the API contract's answers, src/api/contract/reservations.ts). */
export function bookingOutcome(result: BookingResult): BookingOutcome {
  if (result.ok) {
    const { reservation, reservationBonus } = result.booking;
    const code = reservation.confirmationNumber.trim();
    const amount = reservationBonus?.amount;
    const bonus = typeof amount === 'number' && amount > 0 ? amount : null;
    return {
      kind: 'success',
      key: 'reservation.success',
      confirmation: code ? { key: 'reservation.confirmation', vars: { code } } : null,
      bonus: bonus === null ? null : { key: 'reservation.bonus', vars: { bonus } },
      booked: {
        id: reservation.id === null ? null : String(reservation.id),
        dateTime: wallDateTime(reservation.dateTime) ?? '',
        partySize: reservation.partySize ?? 0,
        confirmationNumber: code,
        bonus,
      },
    };
  }
  const { status } = result;
  const code = errorCode(result.body);
  if (status === 401) return { kind: 'signIn', key: 'reservation.signIn' };
  if (status === 424) return { kind: 'dependencyFailed', key: 'reservation.errorGeneral' };
  if (status === 403 && code === 'CardRequired') return { kind: 'cardRequired', key: 'reservation.cardRequired' };
  if (status === 403 && code === 'UserFraud') return { kind: 'userFraud', key: 'reservation.errorFraud' };
  if (status === 409 && code === 'Overlap')
    return { kind: 'overlap', key: 'reservation.errorOverlap', reservationId: overlapId(result.body) };
  if (status === 409 && code === 'SlotUnavailable') return { kind: 'slotTaken', key: 'reservation.slotTaken' };
  if (status === 409 && hasOwn(statusKeys, code)) return { kind: 'unavailable', key: statusKeys[code] };
  return { kind: 'failure', key: 'reservation.errorGeneral' };
}
