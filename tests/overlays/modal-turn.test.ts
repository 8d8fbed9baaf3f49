// @vitest-environment happy-dom
// Overlays never stack: one automatic modal per page view, in priority order (issue #7).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFormPage, modalPriority, modalWinner } from '../../src/features/overlays/modal-turn.ts';
import { generalPopupCookie } from '../../src/features/overlays/popup-rules.ts';
import { ssoModalCookie } from '../../src/features/overlays/sso-modal-rules.ts';
import { clearCookies } from '../helpers/browser-runtime.ts';
import { mount, visit, type MemberStoreMock } from './fixture.ts';

const stores = vi.hoisted(() => ({ member: undefined as MemberStoreMock | undefined }));
vi.mock('../../src/stores/member.ts', async () => {
  const { memberStoreMock } = await import('./fixture.ts');
  stores.member = memberStoreMock();
  return stores.member;
});

describe('modal priority (one automatic modal per page view)', () => {
  it('is update-required, then the partner sign-in modal, then the promotional popup', () => {
    expect(modalPriority).toEqual(['update-required', 'sso-sign-in-modal', 'general-popup']);
  });

  it('gives the page view to the first present modal that wants it, once every one before it has decided', () => {
    const all = new Set(modalPriority);
    expect(modalWinner(all, new Map())).toBeUndefined();
    expect(modalWinner(all, new Map([['general-popup', true]]))).toBeUndefined(); // the sign-in modal has not decided
    expect(
      modalWinner(
        all,
        new Map([
          ['update-required', false],
          ['general-popup', true],
        ]),
      ),
    ).toBeUndefined();
    expect(
      modalWinner(
        all,
        new Map([
          ['update-required', false],
          ['sso-sign-in-modal', true],
          ['general-popup', true],
        ]),
      ),
    ).toBe('sso-sign-in-modal');
    expect(
      modalWinner(
        all,
        new Map([
          ['update-required', false],
          ['sso-sign-in-modal', false],
          ['general-popup', true],
        ]),
      ),
    ).toBe('general-popup');
    expect(modalWinner(all, new Map([['update-required', true]]))).toBe('update-required');
    expect(modalWinner(all, new Map(modalPriority.map((name) => [name, false])))).toBeNull();
  });

  it.each(['/login', '/Login', '/join', '/recover', '/recover/confirm', '/fix_credentials', '/add_card', '/activate'])(
    '%s is a form page: no promotional or sign-in modal over it',
    (path) => expect(isFormPage(path)).toBe(true),
  );

  it.each(['/', '/search', '/merchants/1001', '/account/overview', '/joined'])('%s is not a form page', (path) =>
    expect(isFormPage(path)).toBe(false),
  );

  it('does not wait for modals the page does not have', () => {
    expect(modalWinner(new Set(['general-popup'] as const), new Map([['general-popup', true]]))).toBe('general-popup');
    expect(modalWinner(new Set(), new Map())).toBeNull();
  });
});

const browserUa = navigator.userAgent;
const outdatedAppUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 DiningRewardsApp/5.0.0';
const modal = (id: string, inner: string) => `
  <site-modal id="${id}"><dialog aria-labelledby="${id}-title"><div>
    <h2 id="${id}-title">T</h2><button type="button" data-modal-close aria-label="Close">x</button>${inner}
  </div></dialog></site-modal>`;
// One parent, so the whole page is in the document before the elements connect (as after parsing).
const page = `<div>
  <main id="main" tabindex="-1"><h1>Search</h1></main>
  <update-required hidden data-minimum="5.2.0" data-ios="https://apps.apple.com/x" data-android="">
    <h1>New Version Available</h1><p><a href="https://apps.apple.com/x">Update Now</a></p>
  </update-required>
  <sso-sign-in-modal>${modal('sso-modal', '<a href="/Login" data-sign-in>Sign in/Join Now</a>')}</sso-sign-in-modal>
  <general-popup data-type="general">${modal('general-popup', '<a href="/earn" data-learn-more>Learn more</a>')}</general-popup></div>`;

describe('the overlay elements take turns', () => {
  const open = () =>
    [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open).map((dialog) => dialog.closest('site-modal')!.id);
  const member = (value: { publicId: string; memberType: string } | null) => stores.member!.$member.set({ status: 'ready', member: value });

  beforeAll(async () => {
    (await import('../../src/features/overlays/update-required-element.ts')).defineUpdateRequired();
    (await import('../../src/features/overlays/popup-element.ts')).defineGeneralPopup();
    (await import('../../src/features/overlays/sso-modal-element.ts')).defineSsoSignInModal();
  });
  // Each test is a new page view.
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    visit('/search');
    stores.member!.$member.set({ status: 'loading', member: null });
    delete document.documentElement.dataset['modalTurn'];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('an sso visitor gets the sign-in modal alone: the popup waits for a later page view', () => {
    mount(page);
    expect(open()).toEqual([]); // the popup waits while the sign-in modal waits for the member
    member(null);
    expect(open()).toEqual(['sso-modal']);
    (document.querySelector('#sso-modal [data-modal-close]') as HTMLButtonElement).click();
    expect(open()).toEqual([]);
    expect(document.cookie).toContain(`${ssoModalCookie}=`);
    expect(document.cookie).not.toContain(`${generalPopupCookie}=`); // not seen: it is still owed
    expect(document.documentElement.dataset['modalTurn']).toBe('sso-sign-in-modal');
  });

  it('on the next page view, with the sign-in modal done, the popup shows', () => {
    document.cookie = `${ssoModalCookie}=2025-06-01T00:00:00.000Z; path=/`;
    mount(page);
    member(null);
    expect(open()).toEqual(['general-popup']);
  });

  it('a signed-in member gets the popup (the sign-in modal is not for them)', () => {
    mount(page);
    member({ publicId: 'p', memberType: 'EnrolledCardMember' });
    expect(open()).toEqual(['general-popup']);
  });

  it('the update-required screen takes the page view: no modal over it, even once the member is known', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(outdatedAppUa);
    mount(page);
    member(null);
    expect((document.querySelector('update-required') as HTMLElement).hidden).toBe(false);
    expect(open()).toEqual([]);
    expect(document.documentElement.dataset['modalTurn']).toBe('update-required');
  });

  it('a page with only the popup shows it once the member is known', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(browserUa);
    mount(`<general-popup data-type="general">${modal('general-popup', '')}</general-popup>`);
    expect(open()).toEqual([]);
    member(null);
    expect(open()).toEqual(['general-popup']);
  });

  it('a closed-account member, who must re-enroll, gets no popup', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(browserUa);
    mount(`<general-popup data-type="general">${modal('general-popup', '')}</general-popup>`);
    member({ publicId: 'p', memberType: 'ClosedAccountMember' });
    expect(open()).toEqual([]);
    expect(document.documentElement.dataset['modalTurn']).toBe('none');
  });

  it('on a sign-in or join form no modal opens: the popup stays owed for a later page view', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(browserUa);
    for (const path of ['/login', '/join']) {
      delete document.documentElement.dataset['modalTurn'];
      document.body.replaceChildren();
      visit(path);
      mount(page);
      member(null);
      expect(open()).toEqual([]);
      expect(document.documentElement.dataset['modalTurn']).toBe('none');
      expect(document.cookie).not.toContain(`${generalPopupCookie}=`);
    }
  });
});

describe('one interruption per page view: the announcement bar waits for the modal turn', () => {
  const announcement = `<announcement-banner hidden><section>News</section><button type="button" data-dismiss>x</button></announcement-banner>`;
  const banner = () => document.querySelector('announcement-banner') as HTMLElement;
  const member = (value: null) => stores.member!.$member.set({ status: 'ready', member: value });

  beforeAll(async () => {
    (await import('../../src/features/overlays/popup-element.ts')).defineGeneralPopup();
    (await import('../../src/features/overlays/announcement-element.ts')).defineAnnouncementBanner();
  });
  beforeEach(() => {
    clearCookies();
    visit('/search');
    stores.member!.$member.set({ status: 'loading', member: null });
    delete document.documentElement.dataset['modalTurn'];
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(browserUa);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('when the popup shows, the announcement stays hidden (and its cookie untouched)', () => {
    mount(`<div><general-popup data-type="general">${modal('general-popup', '')}</general-popup>${announcement}</div>`);
    member(null);
    expect(document.documentElement.dataset['modalTurn']).toBe('general-popup');
    expect(banner().hidden).toBe(true);
  });

  it('on the next page view, with the popup seen, the announcement shows', () => {
    document.cookie = `${generalPopupCookie}=general; path=/`;
    mount(`<div><general-popup data-type="general">${modal('general-popup', '')}</general-popup>${announcement}</div>`);
    member(null);
    expect(document.documentElement.dataset['modalTurn']).toBe('none');
    expect(banner().hidden).toBe(false);
  });

  it('a page without automatic modals shows the announcement once the member is known', () => {
    mount(`<div>${announcement}</div>`);
    expect(banner().hidden).toBe(true);
    member(null);
    expect(banner().hidden).toBe(false);
  });
});
