import { describe, expect, it } from 'vitest';
import type { Availability } from '../../../src/api/contract/reservations.ts';
import { copyReader } from '../../../src/lib/element-copy.ts';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import {
  availabilityMessage,
  bonusMessage,
  bookingOutcome,
  defaultSelection,
  readReservationSelection,
  reservationBonusApplies,
  reservationDateRange,
  reservationStorageKey,
  reservationTimes,
  saveReservationSelection,
  type BookingResult,
} from '../../../src/features/merchant/reservation-rules.ts';

const t = copyReader(copyDefaults);
const today = new Date(2026, 10, 24, 18, 5); // Tuesday 24 November 2026, 18:05

/** A session storage stand-in holding one raw value. */
function storageWith(raw: string | null): Storage {
  const items = new Map<string, string>();
  if (raw !== null) items.set(reservationStorageKey, raw);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const read = (raw: string | null) => readReservationSelection(today, storageWith(raw));
const stored = (value: unknown) => read(JSON.stringify(value));
const defaults = { date: '2026-11-24', time: '19:00', partySize: 2 };

describe('reservation limits and defaults (spec 000 §2, §9)', () => {
  it('defaults to today at 19:00 for 2', () => {
    expect(defaultSelection(today)).toEqual(defaults);
  });

  it('offers dates from yesterday to a year ahead', () => {
    expect(reservationDateRange(today)).toEqual({ min: '2026-11-23', max: '2027-11-24' });
    expect(reservationDateRange(new Date(2027, 0, 1))).toEqual({ min: '2026-12-31', max: '2028-01-01' });
    expect(reservationDateRange(new Date(2028, 1, 29))).toEqual({ min: '2028-02-28', max: '2029-02-28' });
  });

  it('offers every half hour of the day, 19:00 among them', () => {
    expect(reservationTimes).toHaveLength(48);
    expect(reservationTimes[0]).toBe('00:00');
    expect(reservationTimes.at(-1)).toBe('23:30');
    expect(reservationTimes).toContain('19:00');
  });
});

describe('selections remembered under RN_MERCHANT_RESERVATION', () => {
  it('writes the selection and reads it back', () => {
    const storage = storageWith(null);
    saveReservationSelection({ date: '2026-12-31', time: '20:30', partySize: 6 }, storage);
    expect(JSON.parse(storage.getItem('RN_MERCHANT_RESERVATION')!)).toEqual({ date: '2026-12-31', time: '20:30', partySize: 6 });
    expect(readReservationSelection(today, storage)).toEqual({ date: '2026-12-31', time: '20:30', partySize: 6 });
  });

  it('answers the defaults without an entry or without storage', () => {
    expect(read(null)).toEqual(defaults);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readReservationSelection(today, blocked)).toEqual(defaults);
    expect(() => saveReservationSelection(defaults, blocked)).not.toThrow();
  });

  it('reads a malformed entry as the defaults', () => {
    for (const raw of ['', '{', 'null', '42', '"x"', '[1,2,3]', 'true', '{"__proto__":{"partySize":9}}'])
      expect(read(raw)).toEqual(defaults);
  });

  it('replaces each invalid field with its default and keeps the valid ones', () => {
    expect(stored({ date: '2026-02-30', time: '20:00', partySize: 4 })).toEqual({ ...defaults, time: '20:00', partySize: 4 });
    expect(stored({ date: '2026-11-22', time: '19:15', partySize: 4 })).toEqual({ ...defaults, partySize: 4 }); // before yesterday, off the half hour
    expect(stored({ date: '2027-11-25', time: '24:00', partySize: 0 })).toEqual(defaults); // beyond a year ahead
    expect(stored({ date: '2026-11-23', time: '07:30', partySize: 20 })).toEqual({ date: '2026-11-23', time: '07:30', partySize: 20 });
    for (const partySize of [21, -1, 2.5, '4', null, Number.MAX_SAFE_INTEGER])
      expect(stored({ ...defaults, date: '2026-12-01', partySize })).toEqual({ ...defaults, date: '2026-12-01' });
    expect(stored({ date: 20261201, time: ['19:00'], partySize: { valueOf: 4 } })).toEqual(defaults);
  });

  it('reads 16 kB of hostile text fast, as the defaults', () => {
    const hostile = [
      `{"date":"${'1'.repeat(16_384)}","time":"19:00","partySize":2}`,
      `{"date":"2026-12-01${'-'.repeat(16_384)}"}`,
      '['.repeat(16_384),
      `{"time":"${'19:00'.repeat(3_300)}"}`,
    ];
    for (const raw of hostile) {
      const started = performance.now();
      expect(read(raw)).toEqual(defaults);
      expect(performance.now() - started).toBeLessThan(50);
    }
    const started = performance.now();
    expect(stored({ date: `${'9'.repeat(16_384)}-01-01`, time: '1'.repeat(16_384), partySize: 2 })).toEqual(defaults);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('keeps the time a signed-out member chose, for after sign-in, only with its own date and party', () => {
    const storage = storageWith(null);
    const chosen = { date: '2026-12-01', time: '19:00', partySize: 4, slot: '2026-12-01T19:15' };
    saveReservationSelection(chosen, storage);
    expect(readReservationSelection(today, storage)).toStrictEqual(chosen);
    expect(stored({ ...chosen, slot: '2026-12-02T19:15' })).toStrictEqual({ date: '2026-12-01', time: '19:00', partySize: 4 });
    expect(stored({ ...chosen, slot: '2026-12-01T19:15<script>' })).toStrictEqual({ date: '2026-12-01', time: '19:00', partySize: 4 });
    // A slot whose date or party fell back to the defaults names a table nobody looked for.
    expect(stored({ ...chosen, date: '2020-12-01', slot: '2020-12-01T19:15' })).toStrictEqual({ ...defaults, time: '19:00', partySize: 4 });
    expect(stored({ ...chosen, partySize: 99 })).toStrictEqual({ date: '2026-12-01', time: '19:00', partySize: 2 });
  });
});

describe('reservation availability messages (spec 000 §4)', () => {
  const loaded = (status: Availability['status'], slots: Availability['slots'] = []) =>
    availabilityMessage({ kind: 'loaded', availability: { status, slots } });
  const message = (result: { key: Parameters<typeof t>[0] } | null): string | null => (result ? t(result.key) : null);
  const slot = [{ dateTime: '2026-11-24T19:15', time: '19:15' }];

  it('has a message for loading and for each status without a table', () => {
    expect(message(availabilityMessage({ kind: 'loading' }))).toBe('Finding tables…');
    expect(message(loaded('none'))).toBe('No tables are available at this time.');
    expect(message(loaded('tooBig'))).toBe('This party is too large to book online.');
    expect(message(loaded('tooSmall'))).toBe('This party is too small to book online.');
    expect(message(loaded('tooFar'))).toBe('This date is too far in advance to book.');
    expect(message(loaded('tooClose'))).toBe('This time is too soon to book online.');
  });

  it('shows no message when a table is free, and "none" when none is near the time', () => {
    expect(loaded('available', slot)).toBeNull();
    expect(loaded('available')).toEqual({ key: 'reservation.none' });
  });

  it('shows the general message when the availability call fails (424 from the provider)', () => {
    expect(message(availabilityMessage({ kind: 'failed' }))).toBe("We're unable to complete your reservation.");
  });
});

describe('reservation bonus (spec 000 §6, spec 001 §9)', () => {
  const both = { hasReservationBonus: true, openTableReservationsEnabled: true };
  const openTable = { reservationProviders: { openTable: { rid: '101212', url: 'https://www.opentable.com/restref/client?rid=101212' } } };

  it('needs both partner flags and an OpenTable provider', () => {
    expect(reservationBonusApplies(both, openTable)).toBe(true);
    expect(reservationBonusApplies({ ...both, hasReservationBonus: false }, openTable)).toBe(false);
    expect(reservationBonusApplies({ ...both, openTableReservationsEnabled: false }, openTable)).toBe(false);
    expect(reservationBonusApplies(both, { reservationProviders: { openTable: null } })).toBe(false);
  });

  it('names the bonus a bookable time earns, or says there is none', () => {
    const bonus = bonusMessage(
      { status: 'available', slots: [{ dateTime: 'x', time: '19:00' }], reservationBonus: { amount: 50, text: '' } },
      both,
    );
    expect(bonus).toEqual({ key: 'reservation.bonus', vars: { bonus: 50 } });
    expect(t(bonus!.key, 'vars' in bonus! ? bonus.vars : {})).toBe('Earn 50 bonus {currency} when you book and dine.');
    expect(bonusMessage({ status: 'available', slots: [{ dateTime: 'x', time: '19:00' }], reservationBonus: null }, both)).toEqual({
      key: 'reservation.noBonus',
    });
  });

  it('says nothing about a bonus with no table, or for a partner without the bonus', () => {
    expect(bonusMessage({ status: 'tooFar', slots: [], reservationBonus: { amount: 50, text: '' } }, both)).toBeNull();
    expect(
      bonusMessage(
        { status: 'available', slots: [{ dateTime: 'x', time: '19:00' }], reservationBonus: null },
        { ...both, hasReservationBonus: false },
      ),
    ).toBeNull();
  });
});

describe('booking outcomes (spec 000 §4, spec 001 reservation copy)', () => {
  const failed = (status: number, body?: unknown): string => t(bookingOutcome({ ok: false, status, body }).key);
  const booked: BookingResult = {
    ok: true,
    booking: {
      reservation: {
        id: '7',
        merchantId: '1212',
        merchantName: 'The Honey Fork',
        dateTime: '2026-11-24T19:15',
        partySize: 2,
        status: 'booked',
        confirmationNumber: 'OT-12345',
        address: null,
      },
      reservationBonus: { amount: 50, text: 'Earn 50 bonus miles when you dine.' },
    },
  };

  it('confirms a booking with its confirmation number and bonus', () => {
    expect(bookingOutcome(booked)).toEqual({
      kind: 'success',
      key: 'reservation.success',
      confirmation: { key: 'reservation.confirmation', vars: { code: 'OT-12345' } },
      bonus: { key: 'reservation.bonus', vars: { bonus: 50 } },
      booked: { id: '7', dateTime: '2026-11-24T19:15', partySize: 2, confirmationNumber: 'OT-12345', bonus: 50 },
    });
    expect(t('reservation.confirmation', { code: 'OT-12345' })).toBe('Confirmation number OT-12345');
  });

  it('uses the spec’s wording for overlap, user-fraud and failure', () => {
    expect(failed(409, { code: 'Overlap' })).toBe('You already have a reservation at this location within two hours.');
    expect(failed(403, { code: 'UserFraud' })).toBe('Your account has been deactivated with OpenTable.');
    expect(failed(500)).toBe("We're unable to complete your reservation.");
  });

  it('maps 424 from the booking provider to its own outcome with the general message', () => {
    const outcome = bookingOutcome({ ok: false, status: 424, body: { code: 'ProviderUnavailable' } });
    expect(outcome.kind).toBe('dependencyFailed');
    expect(t(outcome.key)).toBe("We're unable to complete your reservation.");
  });

  it('asks a visitor to sign in and a member without a card to link one', () => {
    expect(bookingOutcome({ ok: false, status: 401 })).toEqual({ kind: 'signIn', key: 'reservation.signIn' });
    expect(bookingOutcome({ ok: false, status: 403, body: { code: 'CardRequired' } }).kind).toBe('cardRequired');
  });

  it('explains a table that went in the meantime', () => {
    expect(bookingOutcome({ ok: false, status: 409, body: { code: 'SlotUnavailable' } }).kind).toBe('slotTaken');
    expect(failed(409, { code: 'tooClose', message: "We're unable to complete your reservation." })).toBe(
      'This time is too soon to book online.',
    );
    expect(failed(409, { code: 'none' })).toBe('No tables are available at this time.');
  });

  it('reads an unknown or hostile error body as a general failure', () => {
    for (const body of [undefined, 'Overlap', { code: 42 }, { code: 'toString' }, { code: '__proto__' }, { code: 'x'.repeat(16_384) }])
      expect(bookingOutcome({ ok: false, status: 409, body })).toEqual({ kind: 'failure', key: 'reservation.errorGeneral' });
    expect(bookingOutcome({ ok: false, status: 403, body: { code: 'Overlap' } }).kind).toBe('failure'); // a code only counts with its status
  });
});
