// @vitest-environment happy-dom
// Availability and booking (docs/api.md "Reservations"): the guard reads answers as untrusted, and
// booking never rejects, handing every refusal to bookingOutcome as its status and body.
import { describe, expect, it, vi } from 'vitest';
import { availableSlots, bookTable, fetchAvailability } from '../../src/api/reservations.ts';
import { bookingOutcome } from '../../src/features/merchant/reservation-rules.ts';
import { fakeFetch, headersOf, withBrowserRuntime } from '../helpers/browser-runtime.ts';

withBrowserRuntime();

describe('availableSlots', () => {
  it('keeps slots that name a date-time (any ISO form, sent back as given), each once, in time order', () => {
    expect(
      availableSlots([
        { dateTime: '2026-11-24T19:15', time: '19:15' },
        { dateTime: '2026-11-24T18:45', time: 'whenever' },
        { dateTime: '2026-11-24T19:15', time: '19:15' },
        { dateTime: '<script>', time: '20:00' },
        { dateTime: '2026-11-24T25:00', time: '' },
        { dateTime: '2026-11-24T20:00:00', time: '' },
        { dateTime: '2026-11-24', time: '' },
      ]),
    ).toEqual([
      { dateTime: '2026-11-24T18:45', time: '18:45' },
      { dateTime: '2026-11-24T19:15', time: '19:15' },
      { dateTime: '2026-11-24T20:00:00', time: '20:00' },
    ]);
  });
});

describe('fetchAvailability', () => {
  it('GETs the merchant’s availability with date, time and party size', async () => {
    const urls: string[] = [];
    fakeFetch((url) => {
      urls.push(url);
      return { status: 200, body: { status: 'none', slots: [] } };
    });
    await expect(fetchAvailability('1190', { date: '2026-11-24', time: '19:00', partySize: 2 })).resolves.toMatchObject({ status: 'none' });
    expect(urls).toEqual(['/api/v2/Merchants/1190/Reservations/Availability?date=2026-11-24&time=19%3A00&partySize=2']);
  });

  it('keeps a status it does not know (the rules show it as no table); slots and the bonus default to none', async () => {
    fakeFetch(() => ({ status: 200, body: { status: 'waitlist' } }));
    expect(await fetchAvailability('1190', { date: '2026-11-24', time: '19:00', partySize: 2 })).toEqual({
      status: 'waitlist',
      slots: [],
      reservationBonus: null,
    });
  });

  it('rejects on 424 (the provider failed), and on an answer without a status', async () => {
    fakeFetch(() => ({ status: 424, body: { code: 'ProviderUnavailable', message: "We're unable to complete your reservation." } }));
    await expect(fetchAvailability('1200', { date: '2026-11-24', time: '19:00', partySize: 2 })).rejects.toMatchObject({ status: 424 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => ({ status: 200, body: { slots: [] } }));
    await expect(fetchAvailability('1200', { date: '2026-11-24', time: '19:00', partySize: 2 })).rejects.toThrow('cannot read status');
    log.mockRestore();
  });
});

describe('bookTable', () => {
  const request = { dateTime: '2026-11-24T19:15', partySize: 2 };

  it('POSTs the slot with the CSRF-carrying client and reads the booking', async () => {
    let sent: RequestInit | undefined;
    fakeFetch((_url, init) => {
      sent = init;
      return {
        status: 201,
        body: {
          reservation: {
            id: 7,
            merchantId: 1190,
            merchantName: 'X',
            dateTime: request.dateTime,
            partySize: 2,
            status: 'booked',
            confirmationNumber: 'OT00055433',
          },
          reservationBonus: { amount: 50, text: 'Earn 50 bonus miles when you dine.' },
        },
      };
    });
    const answer = await bookTable('1190', { ...request, specialRequests: 'Window seat' });
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body as string)).toEqual({ ...request, specialRequests: 'Window seat' });
    expect(headersOf(sent)['Content-Type']).toBe('application/json');
    expect(bookingOutcome(answer)).toMatchObject({
      kind: 'success',
      confirmation: { vars: { code: 'OT00055433' } },
      bonus: { vars: { bonus: 50 } },
    });
  });

  it.each([
    [401, { message: 'Sign in.' }, 'signIn'],
    [403, { code: 'CardRequired' }, 'cardRequired'],
    [403, { code: 'UserFraud', message: 'Your account has been deactivated with OpenTable.' }, 'userFraud'],
    [409, { code: 'Overlap' }, 'overlap'],
    [409, { code: 'SlotUnavailable' }, 'slotTaken'],
    [409, { code: 'tooClose' }, 'unavailable'],
    [424, { code: 'ProviderUnavailable' }, 'dependencyFailed'],
    [500, { message: 'Something went wrong.' }, 'failure'],
  ])('a %i %j is the %s outcome', async (status, body, kind) => {
    fakeFetch(() => ({ status, body }));
    const answer = await bookTable('1190', request);
    expect(answer).toEqual({ ok: false, status, body });
    expect(bookingOutcome(answer).kind).toBe(kind);
  });

  it('a network failure or an answer that is not a booking is a general failure, never a throw', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => new TypeError('Failed to fetch'));
    expect(await bookTable('1190', request)).toEqual({ ok: false, status: 0 });
    fakeFetch(() => ({ status: 201, body: { ok: true } }));
    const answer = await bookTable('1190', request);
    expect(answer).toEqual({ ok: false, status: 0 });
    expect(bookingOutcome(answer).kind).toBe('failure');
    log.mockRestore();
  });

  it('a booking that names only its reservation is a booking: what was asked stands in for the rest', async () => {
    fakeFetch(() => ({ status: 201, body: { reservation: { id: 'r-9' } } }));
    const answer = await bookTable('1190', request);
    expect(answer).toEqual({
      ok: true,
      booking: {
        reservation: {
          id: 'r-9',
          merchantId: '1190',
          merchantName: null,
          dateTime: request.dateTime,
          partySize: 2,
          status: 'booked',
          confirmationNumber: '',
          address: null,
        },
        reservationBonus: null,
      },
    });
    expect(bookingOutcome(answer)).toMatchObject({ kind: 'success', confirmation: null, bonus: null });
  });
});
