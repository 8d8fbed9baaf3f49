import { describe, expect, it } from 'vitest';
import { loadPartner } from '../../partners/index.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { buildCopyTable, copyVars, currencyNames, formatCopy, missingShortCode, type CopyWarning } from '../../src/content/copy.ts';

describe('copy defaults', () => {
  it("use the spec's wording", () => {
    expect(copyDefaults).toMatchObject({
      'shell.loading': 'Do not refresh, loading more content.',
      'shell.opensInNewTab': 'Opens in a new tab',
      'form.required': 'This field is required.',
      'form.submitting': 'Working on your request, please wait.',
      'outage.title': "We're Working On It",
      'outage.checkBack': 'Please check back later.',
      'outage.login':
        "We're currently experiencing an issue with our login process. Our team is working to resolve it as quickly as possible.",
      'update.title': 'New Version Available',
      'update.body': 'Update now to keep using the app.',
      'update.button': 'Update Now',
      'auth.signIn': 'Sign In',
      'auth.directJoin': 'Join Now',
      'auth.alreadyMember': 'Already a member?',
      'auth.signOutOfProgram': 'sign out of {program}',
      'auth.signInToSeeOffers': 'Sign in to see offers',
      'search.showMap': 'Show map',
      'search.changeSearch': 'Change search',
      'validation.searchLocation': 'Enter city, state or ZIP code',
      'validation.captcha': 'You must complete the reCAPTCHA to continue.',
      'serverError.title': 'Looks like this page is still simmering',
      'notFound.title': "That page isn't on our radar",
      'account.overview.title': 'Account Overview',
      'account.activity.title': 'Reviews & History',
      'account.cards.title': 'Linked Cards',
      'account.profile.title': 'Profile',
      'cards.deleted': 'Your card ending in {lastFour} has been deleted.',
      'toast.csrfError': 'Something went wrong. Please refresh the page and try again. Error Code: {code}',
      'reservation.errorFraud': 'Your account has been deactivated with OpenTable.',
    });
  });

  it('has the three how-it-works steps and the page titles', () => {
    for (const n of [1, 2, 3] as const) {
      expect(copyDefaults[`howItWorks.step${n}.title`]).toBeTruthy();
      expect(copyDefaults[`howItWorks.step${n}.body`]).toBeTruthy();
    }
    expect(copyDefaults['page.account-overview.title']).toBe('Account Overview');
  });

  it('keeps every key flat and dotted and every value non-empty', () => {
    for (const [key, value] of Object.entries(copyDefaults)) {
      expect(key).toMatch(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9-]+)+$/);
      if (!key.endsWith('.intro')) expect(value.trim(), key).not.toBe('');
    }
  });
});

describe('buildCopyTable', () => {
  it('overlays CMS copy on the defaults', () => {
    const table = buildCopyTable(copyDefaults, { 'auth.signIn': 'Log in' });
    expect(table['auth.signIn']).toBe('Log in');
    expect(table['auth.directJoin']).toBe('Join Now');
  });

  it('keeps unknown keys but warns, and warns about placeholders that are never filled', () => {
    const warnings: CopyWarning[] = [];
    const table = buildCopyTable(
      copyDefaults,
      {
        'promo.newThing': 'Hello',
        'cards.deleted': 'Card {lastFour} removed from {partner}',
        'cards.linked': 'Card {last4} linked',
      },
      (warning) => warnings.push(warning),
    );
    expect(table['promo.newThing']).toBe('Hello');
    expect(warnings.map((w) => w.key)).toEqual(['promo.newThing', 'cards.linked']);
    expect(warnings[0]?.message).toContain('unknown copy key');
    expect(warnings[1]?.message).toBe('placeholder {last4} is never filled for this key');
  });
});

describe('formatCopy', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const table = buildCopyTable(copyDefaults, {});
    expect(formatCopy(table, 'cards.deleted', { lastFour: '4242' })).toBe('Your card ending in 4242 has been deleted.');
    expect(formatCopy(table, 'cards.deleted')).toBe('Your card ending in {lastFour} has been deleted.');
    expect(formatCopy(table, 'toast.csrfError', { code: 403 })).toContain('Error Code: 403');
  });

  it('shows a key the table lacks as itself, so a gap is noticed', () => {
    expect(formatCopy({}, 'no.such.key')).toBe('no.such.key');
  });

  it('names the currency per currency type', () => {
    const table = buildCopyTable(copyDefaults, { 'x.earn': 'Earn {currency}, {currencyTitle}, one {currencySingular}' });
    expect(formatCopy(table, 'x.earn', { currencyType: 'Mile' })).toBe('Earn miles, Miles, one mile');
    expect(formatCopy(table, 'x.earn', { currencyType: 'Point' })).toBe('Earn points, Points, one point');
    expect(formatCopy(table, 'x.earn', { currencyType: 'Dollar' })).toBe('Earn cash back, Cash Back, one dollar');
    expect(formatCopy(table, 'x.earn', { currencyType: 'Credit' })).toBe('Earn credit, Credit, one credit');
    expect(Object.keys(currencyNames).sort()).toEqual(['Credit', 'Dollar', 'Mile', 'Point']);
  });

  it('fills the partner placeholders from the settings', () => {
    const delta = loadPartner('delta').settings;
    const table = buildCopyTable(copyDefaults, {});
    expect(formatCopy(table, 'auth.signOutOfProgram', copyVars(delta))).toBe('sign out of SkyMiles® Dining');
    expect(formatCopy(table, 'howItWorks.step3.body', copyVars(delta))).toBe(
      'Earn miles automatically, on top of what your card already earns.',
    );
    expect(formatCopy(table, 'activate.supportPhone', copyVars(delta))).toBe('Customer support phone is 1-800-555-0101.');
    expect(formatCopy(table, 'merchant.unlockTier3', copyVars(delta))).toBe('Reach VIP status to earn miles here.');
    expect(formatCopy(table, 'enroll.smsOptIn', copyVars(delta))).toContain('STOP to 33582');
  });

  it('shows MISSING SHORT CODE for a partner without one', () => {
    const tgbk = loadPartner('tgbk').settings;
    expect(tgbk.shortCode).toBeNull();
    expect(copyVars(tgbk)['shortCode']).toBe(missingShortCode);
    expect(formatCopy(buildCopyTable(copyDefaults, {}), 'enroll.smsOptIn', copyVars(tgbk))).toContain('STOP to MISSING SHORT CODE');
  });

  it('lets a caller value win over the derived currency names', () => {
    expect(formatCopy({ k: '{currency}' }, 'k', { currencyType: 'Mile', currency: 'SkyMiles' })).toBe('SkyMiles');
  });
});
