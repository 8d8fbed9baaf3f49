import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Weekday } from '../../src/api/contract/merchants.ts';
import { copyReader } from '../../src/lib/element-copy.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import {
  earningCalendar,
  earningDaysLine,
  earningDaysText,
  limitReached,
  offerLimitLines,
  offersFor,
  todayLine,
  type Offer,
} from '../../src/features/merchant-card/offer-rules.ts';

const everyDay: Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const sunToThu: Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'];
const rates = [
  { tierLevel: 0, rate: 0.5, text: '1 mile per $2 spent' },
  { tierLevel: 2, rate: 3, text: '3 miles per $1' },
  { tierLevel: 3, rate: 5, text: '5 miles per $1' },
];
const offer = (overrides: Partial<Offer> = {}): Offer => ({
  limitType: 'Limited',
  maxSpendPerMonth: 150,
  maxVisitsPerMonth: 4,
  daysAvailable: everyDay,
  earnRates: rates,
  ...overrides,
});
const unlimited = offer({ limitType: 'Unlimited', maxSpendPerMonth: null, maxVisitsPerMonth: null });
const t = copyReader(copyDefaults);
const daysText = (days: Weekday[]): string | undefined => {
  const line = earningDaysLine([offer({ daysAvailable: days })]);
  return line ? earningDaysText(line, t) : undefined;
};

// 29 January 2026 is a Thursday; its week runs past the month's end into Sunday 1 February.
const thursdayJan29 = new Date(2026, 0, 29, 21, 30);

describe('merchant offer limits (spec 001 §9)', () => {
  it('shows "Unlimited visits" for an Unlimited offer', () => {
    expect(offerLimitLines(unlimited)).toEqual([{ key: 'merchant.unlimitedVisits' }]);
    expect(t('merchant.unlimitedVisits')).toBe('Unlimited visits');
  });

  it('shows the monthly spend and visit caps of a Limited offer', () => {
    const lines = offerLimitLines(offer({ maxSpendPerMonth: 1250.5 }));
    expect(lines.map((line) => t(line.key, 'vars' in line ? line.vars : {}))).toEqual([
      'Earn on up to $1,250.50 per month',
      'Earn on up to 4 visits per month',
    ]);
    expect(offerLimitLines(offer({ maxSpendPerMonth: null }))).toEqual([{ key: 'merchant.maxVisits', vars: { count: 4 } }]);
    expect(offerLimitLines(offer({ maxVisitsPerMonth: null }))).toEqual([{ key: 'merchant.maxSpend', vars: { amount: '150' } }]);
  });

  it('says how many visits are left only where the member’s visits this month are known', () => {
    expect(offerLimitLines(offer({ maxSpendPerMonth: null }), { visits: 2 })).toEqual([
      { key: 'merchant.visitsLeft', vars: { left: 2, max: 4 } },
    ]);
    expect(t('merchant.visitsLeft', { left: 2, max: 4 })).toBe('2 of 4 visits left this month');
    expect(offerLimitLines(offer({ maxSpendPerMonth: null }), { visits: 9 })).toEqual([
      { key: 'merchant.visitsLeft', vars: { left: 0, max: 4 } },
    ]);
    // Nonsense usage is not data.
    for (const visits of [-1, 1.5, Number.NaN])
      expect(offerLimitLines(offer({ maxSpendPerMonth: null }), { visits })[0]?.key).toBe('merchant.maxVisits');
  });

  it('ignores caps that are not positive numbers', () => {
    expect(offerLimitLines(offer({ maxSpendPerMonth: 0, maxVisitsPerMonth: -2 }))).toEqual([]);
    expect(offerLimitLines(offer({ maxSpendPerMonth: Number.POSITIVE_INFINITY, maxVisitsPerMonth: 2.5 }))).toEqual([]);
  });

  it('counts a Limited offer used up when its visits or spend this month reach the cap', () => {
    expect(limitReached(offer(), { visits: 4 })).toBe(true);
    expect(limitReached(offer(), { spent: 150 })).toBe(true);
    expect(limitReached(offer(), { visits: 3, spent: 149.99 })).toBe(false);
    expect(limitReached(offer(), {})).toBe(false);
    expect(limitReached(unlimited, { visits: 100, spent: 10_000 })).toBe(false);
  });

  it('keeps the offers the member’s tier earns under (all of them for visitors)', () => {
    const vipOnly = offer({ earnRates: [rates[2]!] });
    expect(offersFor([unlimited, vipOnly], 2)).toEqual([unlimited]);
    expect(offersFor([unlimited, vipOnly], 3)).toEqual([unlimited, vipOnly]);
    expect(offersFor([unlimited, vipOnly], null)).toEqual([unlimited, vipOnly]);
  });
});

describe('earning days', () => {
  it('says "Earns every day" when every weekday earns', () => {
    expect(daysText(everyDay)).toBe('Earns every day');
  });

  it('names runs of days, one run across the week’s end', () => {
    expect(daysText(['Mon', 'Tue', 'Wed', 'Thu'])).toBe('Earns Mon-Thu');
    expect(daysText(sunToThu)).toBe('Earns Sun-Thu');
    expect(daysText(['Fri', 'Sat', 'Sun'])).toBe('Earns Fri-Sun');
    expect(daysText(['Mon', 'Wed', 'Fri'])).toBe('Earns Mon, Wed, Fri');
    expect(daysText(['Sat', 'Sun', 'Tue', 'Wed'])).toBe('Earns Tue-Wed, Sat-Sun');
    expect(daysText(['Wed'])).toBe('Earns Wed');
    expect(daysText([])).toBeUndefined();
  });

  it('joins the days of several offers', () => {
    expect(earningDaysLine([offer({ daysAvailable: ['Mon', 'Tue'] }), offer({ daysAvailable: ['Wed', 'Thu'] })])).toEqual({
      key: 'merchant.earnsOn',
      spans: [{ from: 'Mon', to: 'Thu' }],
    });
  });
});

describe('"Earns today" on a card', () => {
  it('says "Earns today" on an earning day', () => {
    expect(todayLine([offer()], thursdayJan29)).toEqual({ key: 'merchant.earnsToday' });
    expect(t('merchant.earnsToday')).toBe('Earns today');
  });

  it('names the earning days on a day that does not earn', () => {
    const friday = new Date(2026, 0, 30);
    expect(todayLine([offer({ daysAvailable: sunToThu })], friday)).toEqual({
      key: 'merchant.earnsOn',
      spans: [{ from: 'Sun', to: 'Thu' }],
    });
  });

  it('says the monthly limit is reached when the data says so', () => {
    expect(todayLine([offer()], thursdayJan29, { visits: 4 })).toEqual({ key: 'merchant.limitReached' });
    expect(todayLine([offer(), unlimited], thursdayJan29, { visits: 4 })).toEqual({ key: 'merchant.earnsToday' });
  });

  it('says nothing without an offer', () => {
    expect(todayLine([], thursdayJan29)).toBeNull();
  });
});

describe('7-day earning calendar', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('starts today and runs across the week boundary', () => {
    const days = earningCalendar([offer({ daysAvailable: sunToThu })], thursdayJan29);
    expect(days.map((d) => `${d.date} ${d.weekday} ${d.status}`)).toEqual([
      '2026-01-29 Thu earns',
      '2026-01-30 Fri notOfferDay',
      '2026-01-31 Sat notOfferDay',
      '2026-02-01 Sun earns',
      '2026-02-02 Mon earns',
      '2026-02-03 Tue earns',
      '2026-02-04 Wed earns',
    ]);
    expect(days.map((d) => t(d.key))).toEqual(['Earns', 'No earning', 'No earning', 'Earns', 'Earns', 'Earns', 'Earns']);
  });

  it('blocks the rest of the month once the visits are used up, and earns again from the 1st', () => {
    const days = earningCalendar([offer()], thursdayJan29, { visits: 4 });
    expect(days.map((d) => d.status)).toEqual(['limitReached', 'limitReached', 'limitReached', 'earns', 'earns', 'earns', 'earns']);
    expect(days[0]!.key).toBe('merchant.calendar.limitReached');
  });

  it('crosses the year end and a daylight-saving change one calendar day at a time', () => {
    expect(earningCalendar([unlimited], new Date(2026, 11, 29)).map((d) => d.date)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    vi.stubEnv('TZ', 'America/New_York'); // clocks go forward on Sunday 8 March 2026
    const springForward = earningCalendar([unlimited], new Date(2026, 2, 6, 23, 30)).map((d) => d.date);
    expect(springForward).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
  });
});

describe('what an answer may leave unsaid (issue #21)', () => {
  it('an offer of a limit type the product does not know shows no limit line and never reaches its limit', () => {
    const seasonal = offer({ limitType: 'Seasonal' });
    expect(offerLimitLines(seasonal)).toEqual([]);
    expect(limitReached(seasonal, { visits: 99, spent: 9999 })).toBe(false);
  });

  it('days not said, or said in values other than Sun-Sat, say nothing about when a visit earns', () => {
    for (const daysAvailable of [null, ['Monday', 'Tuesday'], ['Mon', 'Funday']]) {
      const offers = [offer({ daysAvailable }), unlimited];
      expect(earningDaysLine(offers)).toBeNull();
      expect(todayLine(offers, thursdayJan29)).toBeNull();
      expect(earningCalendar(offers, thursdayJan29)).toEqual([]);
    }
  });

  it('an earn rate without a tier matches no member; offers without rates earn for every tier', () => {
    const untiered = offer({ earnRates: [{ tierLevel: null, rate: 0, text: '' }] });
    expect(offersFor([untiered], 2)).toEqual([]);
    expect(offersFor([offer({ earnRates: [] })], 2)).toHaveLength(1);
  });
});
