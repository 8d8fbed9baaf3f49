// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalPopupCookie, generalPopupType, popupSeen, withSeenType } from '../../src/features/overlays/popup-rules.ts';
import { hasSsoModal, ssoModalCookie, ssoModalVisible } from '../../src/features/overlays/sso-modal-rules.ts';
import type { Popup } from '../../src/content/models/popup.ts';
import { siteWith } from '../helpers/sites.ts';
import { mount, visit, type MemberStoreMock } from './fixture.ts';
import { clearCookies } from '../helpers/browser-runtime.ts';

const stores = vi.hoisted(() => ({ member: undefined as MemberStoreMock | undefined }));
vi.mock('../../src/stores/member.ts', async () => {
  const { memberStoreMock } = await import('./fixture.ts');
  stores.member = memberStoreMock();
  return stores.member;
});

const popup: Popup = { body_text: '<p>Hi</p>', title: 'New' };

describe('general popup rules (spec 000 §2)', () => {
  it('is offered only when generalModalType names an existing popup entry', () => {
    expect(generalPopupType('general', { general: popup })).toBe('general');
    expect(generalPopupType('general', {})).toBeNull();
    expect(generalPopupType(null, { general: popup })).toBeNull();
    expect(generalPopupType('summer', { general: popup })).toBeNull();
  });

  it('is shown once per popup type: closing stores the type, other types still show', () => {
    expect(popupSeen(undefined, 'general')).toBe(false);
    const after = withSeenType(undefined, 'general');
    expect(after).toBe('general');
    expect(popupSeen(after, 'general')).toBe(true);
    expect(popupSeen(after, 'summer')).toBe(false);
    const both = withSeenType(after, 'summer');
    expect(both).toBe('general|summer');
    expect(popupSeen(both, 'general') && popupSeen(both, 'summer')).toBe(true);
    expect(withSeenType(both, 'general')).toBe(both);
  });

  it('delta is the partner with the setting', () => {
    expect(siteWith('delta').settings.generalModalType).toBe('general');
    expect(siteWith('united').settings.generalModalType).toBeNull();
  });
});

describe('partner sign-in modal rules (spec 000 §2)', () => {
  it('exists only for delta under sso enrollment (a feature flag can switch it)', () => {
    expect(hasSsoModal('delta', 'direct')).toBe(false);
    expect(hasSsoModal('delta', 'sso')).toBe(true);
    expect(hasSsoModal('hilton', 'sso')).toBe(false);
    const flagged = siteWith('delta', { enrollmentType: 'sso' });
    expect(hasSsoModal(flagged.slug, flagged.settings.enrollmentType)).toBe(true);
  });

  it('shows to visitors until the date is stored; never to signed-in or closed-account members', () => {
    const base = { cookie: undefined, userState: 'anonymous' as const, path: '/search' };
    expect(ssoModalVisible(base)).toBe(true);
    expect(ssoModalVisible({ ...base, userState: 'known' })).toBe(true);
    expect(ssoModalVisible({ ...base, cookie: '2025-01-01T00:00:00.000Z' })).toBe(false);
    expect(ssoModalVisible({ ...base, userState: 'closed_account' })).toBe(false);
    expect(ssoModalVisible({ ...base, userState: 'card_member' })).toBe(false);
    expect(ssoModalVisible({ ...base, userState: 'non_card_member' })).toBe(false);
    expect(ssoModalVisible({ ...base, path: '/Login' })).toBe(false);
  });
});

const modal = (id: string, inner: string) => `
  <site-modal id="${id}"><dialog aria-labelledby="${id}-title"><div>
    <h2 id="${id}-title">T</h2><button type="button" data-modal-close aria-label="Close">x</button>${inner}
  </div></dialog></site-modal>`;

describe('<general-popup> and <sso-sign-in-modal>', () => {
  beforeAll(async () => {
    (await import('../../src/features/overlays/popup-element.ts')).defineGeneralPopup();
    (await import('../../src/features/overlays/sso-modal-element.ts')).defineSsoSignInModal();
  });
  beforeEach(() => {
    clearCookies();
    visit('/');
    document.body.replaceChildren();
    stores.member!.$member.set({ status: 'loading', member: null });
    delete document.documentElement.dataset['modalTurn']; // each test is a new page view
  });

  const dialogOf = (tag: string) => document.querySelector(`${tag} dialog`) as HTMLDialogElement;

  it('the popup opens once; closing stores its type', () => {
    const markup = `<general-popup data-type="general">${modal('general-popup', '<a href="/earn" data-learn-more>Learn more</a>')}</general-popup>`;
    mount(markup);
    stores.member!.$member.set({ status: 'ready', member: null });
    expect(dialogOf('general-popup').open).toBe(true);
    dialogOf('general-popup').close();
    expect(document.cookie).toContain(`${generalPopupCookie}=general`);
    mount(markup);
    expect(dialogOf('general-popup').open).toBe(false);
  });

  it('following the learn-more link also counts as seen', () => {
    mount(`<general-popup data-type="general">${modal('general-popup', '<a href="#more" data-learn-more>Learn more</a>')}</general-popup>`);
    stores.member!.$member.set({ status: 'ready', member: null });
    (document.querySelector('[data-learn-more]') as HTMLAnchorElement).click();
    expect(document.cookie).toContain(`${generalPopupCookie}=general`);
  });

  it('the sso modal waits for the member, then opens for a visitor; dismissing stores the date', () => {
    const markup = `<sso-sign-in-modal>${modal('sso-modal', '<a href="#login" data-sign-in>Sign in/Join Now</a>')}</sso-sign-in-modal>`;
    mount(markup);
    expect(dialogOf('sso-sign-in-modal').open).toBe(false);
    stores.member!.$member.set({ status: 'ready', member: null });
    expect(dialogOf('sso-sign-in-modal').open).toBe(true);
    dialogOf('sso-sign-in-modal').close();
    expect(document.cookie).toMatch(new RegExp(`${ssoModalCookie}=\\d{4}-\\d\\d-\\d\\dT`));
    mount(markup);
    expect(dialogOf('sso-sign-in-modal').open).toBe(false);
  });

  it('the sso modal button stores the date too', () => {
    stores.member!.$member.set({ status: 'ready', member: null });
    mount(`<sso-sign-in-modal>${modal('sso-modal', '<a href="#login" data-sign-in>Sign in/Join Now</a>')}</sso-sign-in-modal>`);
    (document.querySelector('[data-sign-in]') as HTMLAnchorElement).click();
    expect(document.cookie).toContain(`${ssoModalCookie}=`);
  });

  it('the sso modal stays closed for signed-in members', () => {
    mount(`<sso-sign-in-modal>${modal('sso-modal', '')}</sso-sign-in-modal>`);
    stores.member!.$member.set({ status: 'ready', member: { publicId: 'p', memberType: 'EnrolledCardMember' } });
    expect(dialogOf('sso-sign-in-modal').open).toBe(false);
  });
});
