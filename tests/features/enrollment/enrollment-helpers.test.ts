// @vitest-environment happy-dom
// The joining pages' small parts: the registration as sent for each SMS version, the frame message
// check, the per-card result lines, step 3's stored cards, and who /join sends elsewhere.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardName, failureLines, linkResultOf } from '../../../src/features/enrollment/add-card/card-results.ts';
import { frameMessageOf, frameSrc } from '../../../src/features/enrollment/add-card/frame-messages.ts';
import { readRegistrationSuccess, storeRegistrationSuccess } from '../../../src/features/enrollment/add-card/registration-success.ts';
import { showLinkedCards } from '../../../src/features/enrollment/card-added/card-added.ts';
import { joinDetour } from '../../../src/features/enrollment/join-redirect.ts';
import { joinDefaults } from '../../../src/features/enrollment/join/join-rules.ts';
import { registrationOf, type JoinSettings } from '../../../src/features/enrollment/join/registration.ts';
import { copyReader } from '../../../src/lib/element-copy.ts';
import type { CardOutcome } from '../../../src/api/cards.ts';

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('the registration as sent', () => {
  const none: JoinSettings = { hasPPN: true, hasSmsOptIn: false, hasSmsOptInV2: false, formPrivacyNotice: false };
  const values = {
    ...joinDefaults,
    email: 'a@b.example',
    password: 'p'.repeat(60) + '1',
    passwordConfirm: 'p'.repeat(60),
    firstName: 'A',
    lastName: 'B',
    zipCode: '30301',
  };

  it('cuts both passwords to 56 characters (so they match as the backend compares them)', () => {
    const body = registrationOf(values, none, 't');
    expect(body.password).toBe('p'.repeat(56));
    expect(body.passwordConfirm).toBe('p'.repeat(56));
    expect(body.gRecaptchaResponse).toBe('t');
  });

  it('derives smsOptIn (spec 000 §5): v2 from the toggle, else true when a phone is given; v1 the checkbox', () => {
    const phone = { ...values, phoneNumber: '(617) 555-0188' };
    expect(registrationOf(phone, none, 't')).toMatchObject({ phoneNumber: '6175550188', smsOptIn: true });
    expect(registrationOf(values, none, 't')).toMatchObject({ smsOptIn: false });
    const v2 = { ...none, hasSmsOptInV2: true };
    expect(registrationOf({ ...phone, smsOptInV2: true }, v2, 't')).toMatchObject({ smsOptIn: true, smsOptInV2: true });
    expect(registrationOf({ ...phone, smsOptInV2: false }, v2, 't')).toMatchObject({ smsOptIn: false, smsOptInV2: false });
    expect(registrationOf({ ...values, smsOptInV2: true }, v2, 't')).toMatchObject({ smsOptIn: false, smsOptInV2: false });
    const v1 = { ...none, hasSmsOptIn: true };
    expect(registrationOf({ ...phone, smsOptIn: true }, v1, 't')).toMatchObject({ smsOptIn: true });
    expect(registrationOf({ ...phone, smsOptIn: false }, v1, 't')).toMatchObject({ smsOptIn: false });
    expect(registrationOf({ ...phone, smsOptIn: true }, v1, 't')).not.toHaveProperty('smsOptInV2');
  });

  it('sends the partner number only when the partner asks for one and it is given', () => {
    expect(registrationOf({ ...values, partnerNumber: ' 0000904001 ' }, none, 't')).toMatchObject({ partnerNumber: '0000904001' });
    expect(registrationOf({ ...values, partnerNumber: '0000904001' }, { ...none, hasPPN: false }, 't')).not.toHaveProperty('partnerNumber');
    expect(registrationOf(values, none, 't')).not.toHaveProperty('partnerNumber');
  });
});

describe('frame messages', () => {
  const card = { type: 'card', encryptedCardNumber: 'sbxenc1.x', lastFour: '1111', cardType: 'VISA' };

  it('reads the five messages and nothing else', () => {
    expect(frameMessageOf({ type: 'loaded' })).toEqual({ type: 'loaded' });
    expect(frameMessageOf({ type: 'cleared' })).toEqual({ type: 'cleared' });
    expect(frameMessageOf({ type: 'invalid', message: 'Bad.' })).toEqual({ type: 'invalid', message: 'Bad.' });
    expect(frameMessageOf({ type: 'resize', height: 20 })).toEqual({ type: 'resize', height: 40 });
    expect(frameMessageOf(card)).toEqual({ type: 'card', card: { encryptedCardNumber: 'sbxenc1.x', lastFour: '1111', cardType: 'VISA' } });
    for (const bad of [
      null,
      'loaded',
      [card],
      { type: 'submit' },
      { ...card, encryptedCardNumber: '' },
      { ...card, lastFour: 1111 },
      { ...card, cardType: 'visa' },
      { type: 'resize', height: Number.NaN },
    ]) {
      expect(frameMessageOf(bad)).toBeNull();
    }
  });

  it("builds the frame's address with the page origin and the brands", () => {
    const src = new URL(frameSrc('https://frame.example/frame?v=2', 'https://dining.example', ['AMEX', 'VISA']));
    expect(src.searchParams.get('v')).toBe('2');
    expect(src.searchParams.get('origin')).toBe('https://dining.example');
    expect(src.searchParams.get('brands')).toBe('AMEX,VISA');
  });
});

describe('per-card results', () => {
  const outcome = (extra: Partial<CardOutcome>): CardOutcome => ({
    cardType: 'VISA',
    lastFour: '0002',
    description: 'VISA',
    error: null,
    ...extra,
  });

  it('sorts a registration into all, some or none linked', () => {
    const ok = outcome({});
    const failed = outcome({ error: { code: 'CardDeclined', message: 'Declined.' } });
    expect(linkResultOf([ok]).kind).toBe('all');
    expect(linkResultOf([ok, failed]).kind).toBe('some');
    expect(linkResultOf([failed]).kind).toBe('none');
  });

  it("writes 'description ending in lastFour - code: message', a bare brand code as the brand's name", () => {
    const t = copyReader({ 'cards.errorLine': '{description} ending in {lastFour} - {code}: {message}' });
    expect(failureLines(t, [outcome({ error: { code: 'CardDeclined', message: 'Declined.' } })])).toEqual([
      'Visa ending in 0002 - CardDeclined: Declined.',
    ]);
    expect(cardName(outcome({ description: 'Honors Gold Card' }))).toBe('Honors Gold Card');
    expect(cardName(outcome({ description: '', cardType: 'MAST' }))).toBe('Mastercard');
  });
});

describe('step 3', () => {
  it('reads the cards step 2 stored (ending and brand), only four-digit endings, and the earlier list of endings', () => {
    storeRegistrationSuccess([
      { lastFour: '1111', cardType: 'VISA' },
      { lastFour: '4444', cardType: 'MAST' },
    ]);
    expect(readRegistrationSuccess()).toEqual([
      { lastFour: '1111', cardType: 'VISA' },
      { lastFour: '4444', cardType: 'MAST' },
    ]);
    sessionStorage.setItem(
      'card_registration_success',
      JSON.stringify(['1111', '<b>', 42, { lastFour: '12' }, { lastFour: '2222', cardType: 7 }]),
    );
    expect(readRegistrationSuccess()).toEqual([
      { lastFour: '1111', cardType: '' },
      { lastFour: '2222', cardType: '' },
    ]);
    sessionStorage.setItem('card_registration_success', '{broken');
    expect(readRegistrationSuccess()).toEqual([]);
  });

  it("fills the page from the stored cards, each led by its brand's mark where the page has one", () => {
    storeRegistrationSuccess([
      { lastFour: '1111', cardType: 'VISA' },
      { lastFour: '1005', cardType: 'NEWBRAND' },
    ]);
    document.body.innerHTML = `<main><h1>Card Added</h1><ul data-linked-cards data-copy='${JSON.stringify({ 'enroll.step3.cardLinked': 'Your card ending in {lastFour} has been linked.' })}'></ul>
      <template data-card-mark="VISA"><svg role="img" aria-label="Visa"></svg></template></main>`;
    showLinkedCards();
    const items = [...document.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Your card ending in 1111 has been linked.',
      'Your card ending in 1005 has been linked.',
    ]);
    expect(items[0]!.querySelector('svg')?.getAttribute('aria-label')).toBe('Visa');
    expect(items[1]!.querySelector('svg')).toBeNull();
  });
});

describe('who /join sends on', () => {
  it('card members to their account, non-card members to step 2, everyone else stays', () => {
    expect(joinDetour({ memberType: 'EnrolledCardMember' })).toBe('/account/overview');
    expect(joinDetour({ memberType: 'NonCardMember' })).toBe('/add_card');
    expect(joinDetour({ memberType: 'ClosedAccountMember' })).toBeUndefined();
    expect(joinDetour(null)).toBeUndefined();
  });

  it('checks once the member is known', async () => {
    vi.resetModules();
    vi.doMock('../../../src/lib/navigate.ts', () => ({ replacePage: vi.fn() }));
    vi.doMock('../../../src/stores/member.ts', () => ({
      loadMember: () => Promise.resolve({ memberType: 'NonCardMember' }),
      refreshMember: () => Promise.resolve(null),
    }));
    const { sendMembersOnFromJoin } = await import('../../../src/features/enrollment/join-redirect.ts');
    const { replacePage } = await import('../../../src/lib/navigate.ts');
    sendMembersOnFromJoin();
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith('/add_card'));
    vi.doUnmock('../../../src/lib/navigate.ts');
    vi.doUnmock('../../../src/stores/member.ts');
  });
});
