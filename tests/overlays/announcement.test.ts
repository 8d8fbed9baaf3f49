// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcementDismissedCookie,
  announcementDismissMinutes,
  announcementVisible,
  type AnnouncementContext,
} from '../../src/features/overlays/announcement-rules.ts';
import { matchesPathPrefix } from '../../src/lib/path-prefix.ts';
import { cookieString, setCookie } from '../../src/lib/cookies.ts';
import { mount, visit, type MemberStoreMock } from './fixture.ts';
import { clearCookies } from '../helpers/browser-runtime.ts';
import type * as CookiesModule from '../../src/lib/cookies.ts';

const stores = vi.hoisted(() => ({ member: undefined as MemberStoreMock | undefined }));
vi.mock('../../src/lib/cookies.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof CookiesModule>();
  return { ...actual, setCookie: vi.fn(actual.setCookie) };
});
vi.mock('../../src/stores/member.ts', async () => {
  const { memberStoreMock } = await import('./fixture.ts');
  stores.member = memberStoreMock();
  return stores.member;
});

const base: AnnouncementContext = { defined: true, nativeApp: false, path: '/search', dismissedCookie: undefined, userState: 'anonymous' };

describe('announcement rules (spec 000 §2 "Announcement modal")', () => {
  it('shows a defined announcement to visitors and members on ordinary paths', () => {
    expect(announcementVisible(base)).toBe(true);
    expect(announcementVisible({ ...base, userState: 'card_member' })).toBe(true);
    expect(announcementVisible({ ...base, path: '/' })).toBe(true);
  });

  it('needs an announcement entry', () => {
    expect(announcementVisible({ ...base, defined: false })).toBe(false);
  });

  it('is not shown inside the native app', () => {
    expect(announcementVisible({ ...base, nativeApp: true })).toBe(false);
  });

  it.each(['/discover', '/discover/', '/discover/dining', '/login', '/Login', '/join', '/join/'])('is not shown on %s', (path) => {
    expect(announcementVisible({ ...base, path })).toBe(false);
  });

  it('treats the excluded paths as prefixes by path segment', () => {
    expect(announcementVisible({ ...base, path: '/joined-offers' })).toBe(true);
    expect(matchesPathPrefix('/discovery', '/discover')).toBe(false);
  });

  it('is not shown while the dismissed cookie is present', () => {
    expect(announcementVisible({ ...base, dismissedCookie: '1' })).toBe(false);
  });

  it('is not shown to closed-account members', () => {
    expect(announcementVisible({ ...base, userState: 'closed_account' })).toBe(false);
  });

  it('remembers a dismissal for 1 day (1440 minutes)', () => {
    expect(announcementDismissMinutes).toBe(1440);
    expect(cookieString(announcementDismissedCookie, '1', { minutes: announcementDismissMinutes })).toContain('max-age=86400');
  });
});

describe('<announcement-banner>', () => {
  const markup = `
    <main id="main" tabindex="-1"></main>
    <announcement-banner hidden>
      <section>Earn more <a href="/earn/reservations">Learn more</a>
        <button type="button" aria-expanded="false" aria-controls="announcement-tip">i</button>
        <span id="announcement-tip" hidden>Tip text</span>
      </section>
      <button type="button" data-dismiss>x</button>
    </announcement-banner>`;

  beforeEach(async () => {
    clearCookies();
    visit('/search');
    document.body.innerHTML = '';
    (await import('../../src/features/overlays/announcement-element.ts')).defineAnnouncementBanner();
    stores.member!.$member.set({ status: 'loading', member: null });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const banner = () => document.querySelector('announcement-banner') as HTMLElement;

  it('waits for the member, then shows; dismissing hides it and sets the cookie for 1440 minutes', () => {
    mount(markup);
    expect(banner().hidden).toBe(true);
    stores.member!.$member.set({ status: 'ready', member: null });
    expect(banner().hidden).toBe(false);
    (banner().querySelector('[data-dismiss]') as HTMLButtonElement).click();
    expect(banner().hidden).toBe(true);
    expect(setCookie).toHaveBeenCalledWith(announcementDismissedCookie, '1', { minutes: 1440 });
    expect(document.cookie).toContain(`${announcementDismissedCookie}=1`);
  });

  it('stays hidden for a closed-account member', () => {
    mount(markup);
    stores.member!.$member.set({ status: 'ready', member: { publicId: 'x', memberType: 'ClosedAccountMember' } });
    expect(banner().hidden).toBe(true);
  });

  it('stays hidden when dismissed earlier, and on /join', () => {
    document.cookie = `${announcementDismissedCookie}=1; path=/`;
    mount(markup);
    stores.member!.$member.set({ status: 'ready', member: null });
    expect(banner().hidden).toBe(true);
    clearCookies();
    visit('/join');
    mount(markup);
    expect(banner().hidden).toBe(true);
  });

  it('the tooltip is a disclosure: toggles with the button, closes on Escape', () => {
    stores.member!.$member.set({ status: 'ready', member: null });
    mount(markup);
    const button = banner().querySelector('[aria-controls]') as HTMLButtonElement;
    const tip = document.getElementById('announcement-tip')!;
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(tip.hidden).toBe(false);
    tip.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(tip.hidden).toBe(true);
  });
});
