// The profile's field rules (spec 001 §5 "Profile form", §9 "Field limits"), shared by the form and
// the sandbox: every bound at its edge, the phone both ways, the state list.
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isBlank,
  isFiveDigitZip,
  isFullAddressRequired,
  isUsPhone,
  phoneToDigits,
  profileMaxLength,
  profileProblems,
  profileZipLength,
  withinLimit,
  type ProfileRuleValues,
} from '../../src/lib/profile-rules.ts';
import { isUsStateCode, usRegionOf, usRegions, usStateCodes } from '../../src/lib/us-states.ts';

describe('length limits', () => {
  it('are the spec figures: names 20, address lines 30, city 20, zip 5', () => {
    expect(profileMaxLength).toEqual({ firstName: 20, lastName: 20, address1: 30, address2: 30, city: 20 });
    expect(profileZipLength).toBe(5);
  });

  it.each([
    ['firstName', 20],
    ['lastName', 20],
    ['address1', 30],
    ['address2', 30],
    ['city', 20],
  ] as const)('%s: %i characters pass, one more does not', (field, max) => {
    expect(withinLimit(field, 'a'.repeat(max))).toBe(true);
    expect(withinLimit(field, 'a'.repeat(max + 1))).toBe(false);
  });

  it('count the trimmed value (names are trimmed)', () => {
    expect(withinLimit('firstName', `  ${'a'.repeat(20)}  `)).toBe(true);
    expect(withinLimit('firstName', ` ${'a'.repeat(21)} `)).toBe(false);
  });
});

describe('the address rule', () => {
  it('requires the address only with fullAddressRequired and not credit-currency', () => {
    expect(isFullAddressRequired({ fullAddressRequired: true, currencyType: 'Mile' })).toBe(true);
    expect(isFullAddressRequired({ fullAddressRequired: true, currencyType: 'Dollar' })).toBe(true);
    expect(isFullAddressRequired({ fullAddressRequired: true, currencyType: 'Point' })).toBe(true);
    expect(isFullAddressRequired({ fullAddressRequired: true, currencyType: 'Credit' })).toBe(false);
    expect(isFullAddressRequired({ fullAddressRequired: false, currencyType: 'Mile' })).toBe(false);
  });
});

describe('ZIP code', () => {
  it('is exactly five digits', () => {
    expect(isFiveDigitZip('30301')).toBe(true);
    expect(isFiveDigitZip(' 30301 ')).toBe(true);
    expect(isFiveDigitZip('00501')).toBe(true);
    expect(isFiveDigitZip('3030')).toBe(false);
    expect(isFiveDigitZip('303011')).toBe(false);
    expect(isFiveDigitZip('30301-1234')).toBe(false);
    expect(isFiveDigitZip('3030a')).toBe(false);
    expect(isFiveDigitZip('')).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    ['6175550188', '6175550188'],
    ['16175550188', '6175550188'],
    ['617-555-0188', '6175550188'],
    ['(617) 555-0188', '6175550188'],
    ['+1 617.555.0188', '6175550188'],
    ['2002000000', '2002000000'],
    ['9999999999', '9999999999'],
  ])('%s is a US number stored as %s', (typed, stored) => {
    expect(isUsPhone(typed)).toBe(true);
    expect(phoneToDigits(typed)).toBe(stored);
  });

  it.each([
    ['area code starting 0', '0175550188'],
    ['area code starting 1', '1175550188'],
    ['exchange starting 0', '6170550188'],
    ['exchange starting 1', '6171550188'],
    ['nine digits', '617555018'],
    ['eleven digits not starting 1', '26175550188'],
    ['twelve digits', '116175550188'],
    ['a letter', '617555018a'],
    ['a vanity number', '1-800-FLOWERS'],
    ['an extension', '617-555-0188 x12'],
    ['nothing', ''],
  ])('rejects %s (%s)', (_case, typed) => {
    expect(isUsPhone(typed)).toBe(false);
    expect(phoneToDigits(typed)).toBeNull();
  });

  it('answers a hostile 100 kB value at once', () => {
    const started = performance.now();
    expect(isUsPhone(`${'1'.repeat(100_000)}x`)).toBe(false);
    expect(isUsPhone('-'.repeat(100_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('shows stored digits as xxx-xxx-xxxx', () => {
    expect(formatPhone('6175550188')).toBe('617-555-0188');
    expect(formatPhone('16175550188')).toBe('617-555-0188');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
    // Anything that is not ten digits is shown as it is rather than guessed at.
    expect(formatPhone('61755')).toBe('61755');
  });

  it('round-trips: shown then read back gives the same digits', () => {
    for (const digits of ['6175550188', '2125550100', '9995550000']) expect(phoneToDigits(formatPhone(digits))).toBe(digits);
  });

  it('treats spaces alone as blank', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' 1 ')).toBe(false);
  });
});

describe('US states, territories and DC', () => {
  it('lists the 50 states, DC and the five inhabited territories, each code once', () => {
    expect(usRegions).toHaveLength(56);
    expect(new Set(usStateCodes).size).toBe(56);
    expect(usRegions.filter((r) => r.kind === 'state')).toHaveLength(50);
    expect(usRegions.filter((r) => r.kind === 'district').map((r) => r.code)).toEqual(['DC']);
    expect(
      usRegions
        .filter((r) => r.kind === 'territory')
        .map((r) => r.code)
        .sort(),
    ).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    for (const { code } of usRegions) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('reads codes in any case, and nothing else', () => {
    expect(isUsStateCode('GA')).toBe(true);
    expect(isUsStateCode(' pr ')).toBe(true);
    expect(usRegionOf('dc')?.name).toBe('District of Columbia');
    expect(isUsStateCode('Georgia')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isUsStateCode('')).toBe(false);
  });
});

describe('profileProblems (the backend holds the same rules)', () => {
  const valid: ProfileRuleValues = {
    firstName: 'Ann',
    lastName: 'Lee',
    address1: '1 Main St',
    address2: '',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30301',
    phoneNumber: '',
  };

  it('finds nothing wrong with a valid profile', () => {
    expect(profileProblems(valid, { sso: false, addressRequired: true })).toEqual({});
  });

  it('names each field’s first problem', () => {
    const problems = profileProblems(
      {
        firstName: ' ',
        lastName: 'L'.repeat(21),
        address1: '',
        address2: 'a'.repeat(31),
        city: '',
        state: 'ZZ',
        zipCode: '3030',
        phoneNumber: '555-0188',
      },
      { sso: false, addressRequired: true },
    );
    expect(problems).toEqual({
      firstName: 'required',
      lastName: 'maxLength',
      address1: 'required',
      address2: 'maxLength',
      city: 'required',
      state: 'invalid',
      zipCode: 'exactLength',
      phoneNumber: 'invalid',
    });
  });

  it('refuses control, bidi and lone-surrogate characters in the text fields, and takes zero-width-only text as blank (issue #22)', () => {
    const problems = profileProblems(
      { ...valid, firstName: 'Ann\u0000', lastName: '\u200b\u200d', address1: '1 Main\u202e St', address2: 'Apt \ud800', city: '\u2060' },
      { sso: false, addressRequired: true },
    );
    expect(problems).toEqual({ firstName: 'invalid', lastName: 'required', address1: 'invalid', address2: 'invalid', city: 'required' });
    expect(profileProblems({ ...valid, firstName: 'Zoë 😀', city: 'São Paulo' }, { sso: false, addressRequired: true })).toEqual({});
    expect(isBlank('\ufeff\u200b ')).toBe(true);
  });

  it('leaves the address optional unless required, and the names alone for sso', () => {
    const empty = { ...valid, firstName: '', lastName: '', address1: '', city: '', state: '' };
    expect(profileProblems(empty, { sso: true, addressRequired: false })).toEqual({});
    expect(profileProblems(empty, { sso: true, addressRequired: true })).toEqual({
      address1: 'required',
      city: 'required',
      state: 'required',
    });
    expect(profileProblems({ ...valid, zipCode: '' }, { sso: true, addressRequired: false })).toEqual({ zipCode: 'required' });
  });
});
