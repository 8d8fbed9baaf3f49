// Bonus banners into Available and Activated (spec 001 §4 "Bonuses"): by status, the 35-minute
// memory, days_to_display and its edges, user states, order, app-only bonuses.
import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  groupBonusBanners,
  sortBanners,
  withinDisplayWindow,
  type GroupContext,
} from '../../../../src/features/account/overview/bonus-banners.ts';
import { banner, bonus, dayMs, now } from './fixture.ts';

const context = (extra: Partial<GroupContext> = {}): GroupContext => ({
  now,
  remembered: new Set(),
  userState: 'card_member',
  inApp: false,
  ...extra,
});
const codes = (items: { banner: { code: string } }[]) => items.map((item) => item.banner.code);

describe('grouping', () => {
  const banners = ['NMB500', 'DINE3X', 'RESERVE50', 'TOPGOLF'].map((code) => banner(code));
  const bonuses = [bonus('NMB500', 'Eligible'), bonus('DINE3X', 'Eligible'), bonus('RESERVE50', 'Enrolled'), bonus('TOPGOLF', 'Qualified')];

  it('Eligible bonuses are Available with the activation button; Enrolled and Qualified are Activated without one', () => {
    const groups = groupBonusBanners(banners, bonuses, context());
    expect(codes(groups.available)).toEqual(['NMB500', 'DINE3X']);
    expect(groups.available.map((item) => item.action)).toEqual(['activate', 'activate']);
    expect(codes(groups.activated)).toEqual(['RESERVE50', 'TOPGOLF']);
    expect(groups.activated.map((item) => [item.status, item.action])).toEqual([
      ['Enrolled', 'none'],
      ['Qualified', 'none'],
    ]);
  });

  it('a remembered code counts as Enrolled even when the member still says Eligible', () => {
    const groups = groupBonusBanners(banners, bonuses, context({ remembered: new Set(['NMB500']) }));
    expect(codes(groups.available)).toEqual(['DINE3X']);
    expect(codes(groups.activated)).toEqual(['NMB500', 'RESERVE50', 'TOPGOLF']);
    expect(groups.activated[0]?.status).toBe('Enrolled');
    expect(effectiveStatus('Qualified', true)).toBe('Qualified');
    expect(effectiveStatus('Eligible', false)).toBe('Eligible');
  });

  it('shows only banners for the member’s bonuses, and each code once; codes match without regard to case', () => {
    const groups = groupBonusBanners(
      [banner('nmb500'), banner('NMB500', { slug: 'second' }), banner('UNKNOWN')],
      [bonus('NMB500', 'Eligible'), bonus('NOBANNER', 'Eligible')],
      context(),
    );
    expect(groups.available.map((item) => item.banner.slug)).toEqual(['bonus-nmb500']);
    expect(groups.activated).toEqual([]);
  });

  it('drops bonuses with a status it does not know', () => {
    const odd = bonus('NMB500', 'Expired');
    expect(groupBonusBanners([banner('NMB500')], [odd], context())).toEqual({ available: [], activated: [] });
  });

  it('orders by `order`, banners without one last, CMS order among equals', () => {
    const sorted = sortBanners([
      banner('A'),
      banner('B', { order: 2 }),
      banner('C', { order: 1 }),
      banner('D'),
      banner('E', { order: 1 }),
      banner('F', { order: -3 }),
    ]);
    expect(sorted.map((b) => b.code)).toEqual(['F', 'C', 'E', 'B', 'A', 'D']);
  });

  it('keeps banners to the user states they list', () => {
    const only = banner('NMB500', { userStates: ['non_card_member'] });
    expect(groupBonusBanners([only], [bonus('NMB500', 'Eligible')], context()).available).toEqual([]);
    expect(codes(groupBonusBanners([only], [bonus('NMB500', 'Eligible')], context({ userState: 'non_card_member' })).available)).toEqual([
      'NMB500',
    ]);
  });

  it('app-only bonuses show the app text on the web and the button inside the app; activated ones have neither', () => {
    const appOnly = banner('DINE3X', { appOnly: true, appTextHtml: '<p>Use the app.</p>' });
    expect(groupBonusBanners([appOnly], [bonus('DINE3X', 'Eligible')], context()).available[0]?.action).toBe('app');
    expect(groupBonusBanners([appOnly], [bonus('DINE3X', 'Eligible')], context({ inApp: true })).available[0]?.action).toBe('activate');
    expect(groupBonusBanners([appOnly], [bonus('DINE3X', 'Enrolled')], context()).activated[0]?.action).toBe('none');
  });
});

describe('days_to_display', () => {
  const created = new Date(now - 10 * dayMs).toISOString();

  it('shows a banner up to and including N days after createDateUtc, not a moment later', () => {
    expect(withinDisplayWindow(10, created, now)).toBe(true);
    expect(withinDisplayWindow(10, created, now + 1)).toBe(false);
    expect(withinDisplayWindow(9, created, now)).toBe(false);
    expect(withinDisplayWindow(0.5, new Date(now - 12 * 3_600_000).toISOString(), now)).toBe(true);
  });

  it('always shows when unset or 0; a future createDateUtc is inside the window', () => {
    expect(withinDisplayWindow(undefined, created, now)).toBe(true);
    expect(withinDisplayWindow(0, created, now)).toBe(true);
    expect(withinDisplayWindow(1, new Date(now + 5 * dayMs).toISOString(), now)).toBe(true);
  });

  it('shows when the member answer gives no date (the window cannot apply)', () => {
    expect(withinDisplayWindow(30, null, now)).toBe(true);
  });

  it('hides when set and the date does not parse', () => {
    expect(withinDisplayWindow(30, 'not a date', now)).toBe(false);
    expect(withinDisplayWindow(undefined, 'not a date', now)).toBe(true);
  });

  it('applies to the grouping', () => {
    const groups = groupBonusBanners(
      [banner('OLD', { daysToDisplay: 10 }), banner('NEW', { daysToDisplay: 10 })],
      [
        bonus('OLD', 'Qualified', { createDateUtc: new Date(now - 11 * dayMs).toISOString() }),
        bonus('NEW', 'Eligible', { createDateUtc: created }),
      ],
      context(),
    );
    expect(codes(groups.available)).toEqual(['NEW']);
    expect(groups.activated).toEqual([]);
  });
});
