// The open-now rule (issue #24) at fixed clocks: open until, opens at, closed today, and openings
// that run past midnight.
import { describe, expect, it } from 'vitest';
import { shortTimeText } from '../../../src/features/merchant/format.ts';
import { openState, type Opening } from '../../../src/features/merchant/open-now.ts';

/** 2026-11-24 is a Tuesday; local wall-clock times. */
const at = (day: number, hhmm: string): Date => new Date(2026, 10, day, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
const tue = (hhmm: string) => at(24, hhmm);
const wed = (hhmm: string) => at(25, hhmm);

const lunchAndDinner: Opening[] = [
  { day: 'Tue', open: '11:30', close: '14:30' },
  { day: 'Tue', open: '17:00', close: '21:30' },
  { day: 'Thu', open: '17:00', close: '21:30' },
];
const lateBar: Opening[] = [{ day: 'Tue', open: '17:00', close: '02:00' }];

describe('openState', () => {
  it('says nothing without hours', () => {
    expect(openState([], tue('12:00'))).toBeNull();
  });

  it('is open until the current opening closes', () => {
    expect(openState(lunchAndDinner, tue('12:00'))).toEqual({ kind: 'openUntil', close: '14:30' });
    expect(openState(lunchAndDinner, tue('21:29'))).toEqual({ kind: 'openUntil', close: '21:30' });
  });

  it('opens at the next opening later today (before the first, between two)', () => {
    expect(openState(lunchAndDinner, tue('09:00'))).toEqual({ kind: 'opensAt', open: '11:30' });
    expect(openState(lunchAndDinner, tue('14:30'))).toEqual({ kind: 'opensAt', open: '17:00' });
  });

  it('is closed once today is over, naming the next opening', () => {
    expect(openState(lunchAndDinner, tue('21:30'))).toEqual({
      kind: 'closed',
      today: 'over',
      next: { day: 'Thu', open: '17:00', tomorrow: false },
    });
  });

  it('is closed today on a day with no hours, opening tomorrow', () => {
    expect(openState(lunchAndDinner, wed('12:00'))).toEqual({
      kind: 'closed',
      today: 'none',
      next: { day: 'Thu', open: '17:00', tomorrow: true },
    });
  });

  it('keeps last night open past midnight until its close', () => {
    expect(openState(lateBar, tue('23:00'))).toEqual({ kind: 'openUntil', close: '02:00' });
    expect(openState(lateBar, wed('01:59'))).toEqual({ kind: 'openUntil', close: '02:00' });
    expect(openState(lateBar, wed('02:00'))).toMatchObject({ kind: 'closed', today: 'none', next: { day: 'Tue' } });
  });

  it('reads 00:00 to 00:00 as round the clock', () => {
    expect(openState([{ day: 'Tue', open: '00:00', close: '00:00' }], tue('03:00'))).toEqual({ kind: 'openUntil', close: '00:00' });
  });

  it('wraps the week: Saturday night to Sunday morning, Sunday closed to Monday', () => {
    const hours: Opening[] = [
      { day: 'Sat', open: '18:00', close: '01:00' },
      { day: 'Mon', open: '08:00', close: '16:00' },
    ];
    expect(openState(hours, at(29, '00:30'))).toEqual({ kind: 'openUntil', close: '01:00' }); // Sunday
    expect(openState(hours, at(29, '10:00'))).toEqual({
      kind: 'closed',
      today: 'none',
      next: { day: 'Mon', open: '08:00', tomorrow: true },
    });
  });

  it('never opens when no day matches the week', () => {
    expect(openState([{ day: 'Funday', open: '10:00', close: '12:00' }], tue('11:00'))).toEqual({
      kind: 'closed',
      today: 'none',
      next: null,
    });
  });
});

describe('shortTimeText', () => {
  it('drops :00 and keeps other minutes', () => {
    expect(shortTimeText('17:00')).toBe('5 PM');
    expect(shortTimeText('21:30')).toBe('9:30 PM');
    expect(shortTimeText('00:00')).toBe('12 AM');
  });
});
