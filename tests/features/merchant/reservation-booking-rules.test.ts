// Issue #24 "Booking", the pure rules: which times a date offers from the merchant's hours (closed
// days, past-midnight closes, the last seating), the alternatives to a full time, the .ics file and
// the earn estimate. Fixed dates: 2026-11-23 is a Monday.
import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '../../../src/api/reservations.ts';
import { addDays, alternativeRequests, daysWithTime, nearestSlots } from '../../../src/features/merchant/reservation-alternatives.ts';
import { earnEstimate } from '../../../src/features/merchant/reservation-earn.ts';
import { bookableTimes, nearestTime } from '../../../src/features/merchant/reservation-hours.ts';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName } from '../../../src/features/merchant/reservation-ics.ts';
import { reservationTimes } from '../../../src/features/merchant/reservation-rules.ts';

const hours = [
  { day: 'Mon', open: '09:00', close: '21:30' },
  { day: 'Fri', open: '17:00', close: '02:00' },
  { day: 'Sat', open: '11:15', close: '15:00' },
  { day: 'Sat', open: '17:00', close: '23:00' },
];

describe('bookable times from the hours', () => {
  it('offers the half hours from opening to an hour before closing', () => {
    const monday = bookableTimes(hours, '2026-11-23');
    expect(monday.kind).toBe('open');
    expect(monday.times[0]).toBe('09:00');
    expect(monday.times.at(-1)).toBe('20:30');
    expect(monday.times).toHaveLength(24);
  });

  it('rounds a quarter-past opening up, and joins a day’s two sittings', () => {
    const saturday = bookableTimes(hours, '2026-11-28');
    expect(saturday.times).toEqual([
      // Friday night's last seatings (close 02:00, last table 01:00).
      '00:00',
      '00:30',
      '01:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
  });

  it('runs a past-midnight close into the next date’s small hours', () => {
    const friday = bookableTimes(hours, '2026-11-27');
    expect(friday.times[0]).toBe('17:00');
    expect(friday.times.at(-1)).toBe('23:30');
    // Saturday's date holds Friday night's last seatings (close 02:00, last table 01:00).
    expect(bookableTimes(hours, '2026-11-28').times).toContain('01:00');
    expect(bookableTimes(hours, '2026-11-28').times).not.toContain('01:30');
    const overnight = [{ day: 'Fri', open: '20:00', close: '02:00' }];
    expect(bookableTimes(overnight, '2026-11-28').times).toEqual(['00:00', '00:30', '01:00']);
  });

  it('says a day without hours is closed, and offers every half hour when no hours are known', () => {
    expect(bookableTimes(hours, '2026-11-24')).toEqual({ kind: 'closed', times: [] });
    expect(bookableTimes([], '2026-11-24')).toEqual({ kind: 'unknown', times: reservationTimes });
    expect(bookableTimes([{ day: 'Monday', open: '09:00', close: '17:00' }], '2026-11-23').kind).toBe('unknown');
    expect(bookableTimes([{ day: 'Mon', open: '00:00', close: '00:00' }], '2026-11-23').times).toHaveLength(47);
  });

  it('moves 19:00 to the nearest offered time (the earlier on a tie)', () => {
    const lunch = bookableTimes([{ day: 'Mon', open: '11:00', close: '15:00' }], '2026-11-23').times;
    expect(nearestTime(lunch, '19:00')).toBe('14:00');
    expect(nearestTime(['18:00', '20:00'], '19:00')).toBe('18:00');
    expect(nearestTime(lunch, '12:00')).toBe('12:00');
    expect(nearestTime([], '19:00')).toBe('19:00');
  });
});

describe('alternatives to a full time', () => {
  const asked = { date: '2026-11-23', time: '19:00', partySize: 2 };
  const answer = (slots: string[], status = 'available'): AvailabilityAnswer => ({
    status,
    slots: slots.map((dateTime) => ({ dateTime, time: dateTime.slice(11) })),
    reservationBonus: null,
  });

  it('looks two hours either side that day, and the next days that seat the time, within the range', () => {
    const plan = alternativeRequests(asked, hours, '2026-12-31');
    expect(plan.sameDay).toEqual(
      [
        { ...asked, time: '17:00' },
        { ...asked, time: '21:00' },
      ].filter((r) => r.time !== '21:00'),
    );
    // Tue and Wed and Thu are closed; Fri seats 19:00. Four days ahead at most.
    expect(plan.nextDays).toEqual([{ ...asked, date: '2026-11-27' }]);
    expect(alternativeRequests(asked, [], '2026-11-25').nextDays.map((r) => r.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers the nearest free times that day, each once, in time order', () => {
    const early = answer(['2026-11-23T17:15', '2026-11-23T18:30', '2026-11-23T18:45']);
    const late = answer(['2026-11-23T19:30', '2026-11-23T20:30', '2026-11-23T18:45']);
    expect(nearestSlots([early, late, null, answer(['2026-11-23T19:00'], 'none')], '19:00').map((s) => s.time)).toEqual([
      '18:30',
      '18:45',
      '19:30',
      '20:30',
    ]);
  });

  it('offers the next days with a table at exactly that time, at most three', () => {
    const days = ['24', '25', '26', '27'].map((d) => answer([`2026-11-${d}T18:45`, `2026-11-${d}T19:00`]));
    expect(daysWithTime([answer(['2026-11-24T18:30']), ...days], '19:00').map((s) => s.dateTime)).toEqual([
      '2026-11-24T19:00',
      '2026-11-25T19:00',
      '2026-11-26T19:00',
    ]);
  });
});

describe('the .ics file', () => {
  const booking = {
    uid: 'reservation-7@dining-rewards',
    dateTime: '2026-11-23T23:15',
    durationMinutes: 120,
    summary: 'Smith, Jones; Co\\Bar',
    location: '12 Main St, Chicago, IL 60601',
    description: 'Party of 2.\nConfirmation number OT1',
    now: new Date(Date.UTC(2026, 10, 20, 8, 5, 9)),
  };

  it('escapes text as RFC 5545 asks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes one floating-time event with CRLF lines, its end past midnight', () => {
    const text = buildIcs(booking);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Dining Rewards//Reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:reservation-7@dining-rewards',
      'DTSTAMP:20261120T080509Z',
      'DTSTART:20261123T231500',
      'DTEND:20261124T011500',
      'SUMMARY:Smith\\, Jones\\; Co\\\\Bar',
      'LOCATION:12 Main St\\, Chicago\\, IL 60601',
      'DESCRIPTION:Party of 2.\\nConfirmation number OT1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('names the file after the restaurant and the date', () => {
    expect(icsFileName('Café Rouge & Co.', '2026-11-23')).toBe('cafe-rouge-co-2026-11-23.ics');
    expect(icsFileName('東京', '2026-11-23')).toBe('reservation-2026-11-23.ics');
  });
});

describe('the earn estimate', () => {
  const merchant = {
    earnRates: [{ tierLevel: 2, rate: 3, text: '3 miles per $1' }],
    acclaimedLevel: null,
    benefitAvailability: { campaignCodes: [] },
  };
  const programme = { acclaimedEnabled: false, acclaimed2Enabled: false, hasVIP: false };
  const optedIn = { tierLevel: 2, campaignCodes: [] };

  it('applies the member’s rate to $50 a person, with the bonus when there is one', () => {
    expect(earnEstimate(merchant, optedIn, programme, 2, 50)).toEqual({
      key: 'reservation.earnAboutBonus',
      vars: { amount: 300, bonus: 50 },
    });
    expect(earnEstimate(merchant, optedIn, programme, 4, null)).toEqual({ key: 'reservation.earnAbout', vars: { amount: 600 } });
  });

  it('says only the bonus where the member sees no rate, and nothing without either', () => {
    expect(earnEstimate(merchant, { tierLevel: 1, campaignCodes: [] }, programme, 2, 50)).toEqual({
      key: 'reservation.earnBonusOnly',
      vars: { bonus: 50 },
    });
    expect(earnEstimate(merchant, null, programme, 2, null)).toBeNull();
  });
});
