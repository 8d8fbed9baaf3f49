import { describe, expect, it } from 'vitest';
import { brandList, detectCardBrand, passesLuhn } from '../../src/lib/card-number.ts';
import {
  cutPassword,
  deriveSmsOptIn,
  formatUsPhone,
  hasDisallowedCharacter,
  isBlankText,
  isEmail,
  isEmailOrPartnerNumber,
  isFiveDigitZip,
  isValidPartnerNumber,
  normalizeUsPhone,
  passwordContainsPartnerNumber,
  passwordHasLetterAndDigit,
  simpleEmailPattern,
} from '../../src/lib/member-rules.ts';

/** A 10-digit number whose last digit makes it pass Luhn. */
function withCheckDigit(nine: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${nine}${digit}`)) return `${nine}${digit}`;
  throw new Error('unreachable');
}

/** Milliseconds one call takes on a hostile value. */
function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('partner number (spec 001 §5)', () => {
  it('needs exactly 10 digits', () => {
    expect(isValidPartnerNumber('000000870')).toBe(false);
    expect(isValidPartnerNumber('00000008704')).toBe(false);
    expect(isValidPartnerNumber('000000870a')).toBe(false);
    expect(isValidPartnerNumber(' 0000008704')).toBe(false);
  });

  it('accepts 8704-8999 and nothing just outside, whatever the check digit', () => {
    expect(isValidPartnerNumber('0000008703')).toBe(passesLuhn('0000008703'));
    expect(isValidPartnerNumber('0000008704')).toBe(true);
    expect(isValidPartnerNumber('0000008999')).toBe(true);
    const justAbove = '0000009000';
    expect(isValidPartnerNumber(justAbove)).toBe(passesLuhn(justAbove));
  });

  it('accepts 900000-999999', () => {
    expect(isValidPartnerNumber('0000900000')).toBe(true);
    expect(isValidPartnerNumber('0000999999')).toBe(true);
    const below = '0000899999';
    expect(isValidPartnerNumber(below)).toBe(passesLuhn(below));
  });

  it('accepts a number passing the check-digit test and refuses its neighbours', () => {
    const valid = withCheckDigit('123456789');
    expect(valid).toBe('1234567897');
    expect(isValidPartnerNumber(valid)).toBe(true);
    expect(isValidPartnerNumber('1234567898')).toBe(false);
    expect(isValidPartnerNumber('1234567896')).toBe(false);
  });

  it('accepts 100000-199999 when the number less 100000, padded to 10 digits, passes the test', () => {
    // 0000003 + check digit: the padded remainder of 100003..100009
    const remainder = withCheckDigit('000000003'); // "000000003x"
    const shifted = String(Number(remainder) + 100000).padStart(10, '0');
    expect(passesLuhn(shifted)).toBe(false); // valid only through the 100000 rule
    expect(isValidPartnerNumber(shifted)).toBe(true);
    const other = String(Number(remainder) + 100001).padStart(10, '0');
    expect(isValidPartnerNumber(other)).toBe(passesLuhn(other) || passesLuhn(String(Number(other) - 100000).padStart(10, '0')));
  });

  it('accepts the demo partner numbers the sandbox hands out', () => {
    expect(isValidPartnerNumber('0000904001')).toBe(true);
  });
});

describe('card numbers (spec 001 "Card number helpers")', () => {
  it('checks Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111')).toBe(false);
  });

  it.each([
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    ['6011111111111117', 'DISC'],
    ['6511111111111111', 'DISC'],
    ['5105105105105100', 'MAST'],
    ['5555555555554444', 'MAST'],
    ['2221000000000009', 'MAST'],
    ['2720999999999996', 'MAST'],
    ['4111111111111111', 'VISA'],
    ['4222222222222', 'VISA'],
    ['4111 1111 1111 1111', 'VISA'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['37828224631000', 'Amex one digit short'],
    ['2220999999999999', 'below the Mastercard 2-series'],
    ['2721000000000000', 'above the Mastercard 2-series'],
    ['5605105105105100', '56 is not Mastercard'],
    ['41111111111111', 'Visa of 14 digits'],
    ['60111111111111170', 'Discover of 17 digits'],
    ['abcd', 'not digits'],
  ])('%s is no brand (%s)', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it('names the allowed brands in the partner order', () => {
    expect(brandList(['VISA', 'MAST'])).toBe('Visa and Mastercard');
    expect(brandList(['AMEX', 'DISC', 'MAST', 'VISA'])).toBe('Amex, Discover, Mastercard and Visa');
    expect(brandList(['VISA'])).toBe('Visa');
  });
});

describe('email patterns (spec 000 §5)', () => {
  it('simple: a local part, @, a domain with a top level of 2+ letters', () => {
    expect(simpleEmailPattern.test('a@b.co')).toBe(true);
    expect(simpleEmailPattern.test('a@b.c')).toBe(false);
    expect(simpleEmailPattern.test('a b@c.com')).toBe(false);
    expect(simpleEmailPattern.test('a@b')).toBe(false);
  });

  it('strict: refuses what the simple one lets through', () => {
    expect(isEmail('casey.hughes+dining@delta.example')).toBe(true);
    expect(isEmail('a..b@delta.example')).toBe(false);
    expect(isEmail('a@-delta.example')).toBe(false);
    expect(isEmail('a@delta-.example')).toBe(false);
    expect(isEmail('a@delta..example')).toBe(false);
    expect(isEmail('a@delta.example1')).toBe(false);
  });

  it('runs in linear time on hostile input', () => {
    const hostile = [`${'a'.repeat(100_000)}@`, `a@${'a-'.repeat(50_000)}`, `${'a.'.repeat(50_000)}@x.com`, `a@${'a.'.repeat(50_000)}`];
    for (const value of hostile) {
      expect(timed(() => isEmail(value))).toBeLessThan(50);
      expect(timed(() => simpleEmailPattern.test(value))).toBeLessThan(50);
      expect(timed(() => isEmailOrPartnerNumber(value))).toBeLessThan(50);
    }
  });

  it('recovery takes an email or a partner number', () => {
    expect(isEmailOrPartnerNumber('card@delta.example')).toBe(true);
    expect(isEmailOrPartnerNumber('0000904001')).toBe(true);
    expect(isEmailOrPartnerNumber('0000904002x')).toBe(false);
    expect(isEmailOrPartnerNumber('casey')).toBe(false);
  });
});

describe('phone (spec 001 §5)', () => {
  it.each([
    ['6175550188', '6175550188'],
    ['16175550188', '6175550188'],
    ['(617) 555-0188', '6175550188'],
    ['+1 617.555.0188', '6175550188'],
  ])('%s is %s', (input, digits) => {
    expect(normalizeUsPhone(input)).toBe(digits);
  });

  it.each(['1175550188', '6171550188', '617555018', '61755501888', '26175550188', 'phone'])('%s is refused', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });

  it('shows as 000-000-0000', () => {
    expect(formatUsPhone('6175550188')).toBe('617-555-0188');
  });

  it('runs in linear time on hostile input', () => {
    expect(timed(() => normalizeUsPhone(`${'1'.repeat(100_000)}x`))).toBeLessThan(50);
  });
});

describe('passwords, ZIP and SMS opt-in (spec 000 §5)', () => {
  it('cuts passwords to 56 characters and keeps shorter ones whole', () => {
    expect(cutPassword('x'.repeat(56))).toHaveLength(56);
    expect(cutPassword('x'.repeat(57))).toBe('x'.repeat(56));
    expect(cutPassword('Password1!')).toBe('Password1!');
  });

  it('needs a letter and a digit', () => {
    expect(passwordHasLetterAndDigit('Password1')).toBe(true);
    expect(passwordHasLetterAndDigit('Password')).toBe(false);
    expect(passwordHasLetterAndDigit('12345678')).toBe(false);
  });

  it('refuses a password holding the partner number', () => {
    expect(passwordContainsPartnerNumber('ab0000904001', '0000904001')).toBe(true);
    expect(passwordContainsPartnerNumber('Password1!', '0000904001')).toBe(false);
    expect(passwordContainsPartnerNumber('Password1!', '')).toBe(false);
    expect(passwordContainsPartnerNumber('Password1!', null)).toBe(false);
  });

  it('ZIP is exactly five digits', () => {
    expect(isFiveDigitZip('02108')).toBe(true);
    expect(isFiveDigitZip('2108')).toBe(false);
    expect(isFiveDigitZip('021080')).toBe(false);
    expect(isFiveDigitZip('0210a')).toBe(false);
  });

  it('smsOptIn is smsOptInV2 when present, else whether a phone is given', () => {
    expect(deriveSmsOptIn({ smsOptInV2: false, phoneNumber: '6175550188' })).toBe(false);
    expect(deriveSmsOptIn({ smsOptInV2: true, phoneNumber: '' })).toBe(true);
    expect(deriveSmsOptIn({ phoneNumber: '6175550188' })).toBe(true);
    expect(deriveSmsOptIn({ phoneNumber: '  ' })).toBe(false);
    expect(deriveSmsOptIn({ phoneNumber: null })).toBe(false);
    expect(deriveSmsOptIn({})).toBe(false);
  });
});

describe('name text (issue #22): refused characters and zero-width blanks', () => {
  it.each([
    ['NUL', 'Ann\u0000'],
    ['a tab', 'Ann\tLee'],
    ['a line break', 'Ann\nLee'],
    ['DEL', 'Ann\u007f'],
    ['a C1 control', 'Ann\u0085'],
    ['a right-to-left override', '\u202eAnn'],
    ['a left-to-right embedding', 'Ann\u202a'],
    ['a first-strong isolate', 'Ann\u2068Lee\u2069'],
    ['a right-to-left mark', 'Ann\u200f'],
    ['an Arabic letter mark', 'Ann\u061c'],
    ['a line separator', 'Ann\u2028'],
    ['a lone high surrogate', 'Ann\ud83d'],
    ['a lone high surrogate mid-text', 'A\ud83dnn'],
    ['a lone low surrogate', '\ude00Ann'],
    ['reversed surrogates', 'Ann\ude00\ud83d'],
    ['a noncharacter', 'Ann\uffff'],
  ])('refuses %s', (_, value) => {
    expect(hasDisallowedCharacter(value)).toBe(true);
  });

  it.each(['Ann', 'José', 'Zoë', "O'Brien-Smith", 'Nguyễn', '李小龍', 'محمد', 'Ann 😀', '👩‍💻 Dev', 'Ann\u200bLee', 'می\u200cخواهم', ''])(
    'accepts %j',
    (value) => {
      expect(hasDisallowedCharacter(value)).toBe(false);
    },
  );

  it('counts text of only zero-width characters and spaces as blank', () => {
    for (const value of ['', '   ', '\u200b', '\u200c', '\u200d', '\ufeff', '\u2060', ' \u200b\u200d \u2060\ufeff ']) {
      expect(isBlankText(value), JSON.stringify(value)).toBe(true);
    }
    for (const value of ['A', ' \u200bA', '😀', '\u200b.']) expect(isBlankText(value), JSON.stringify(value)).toBe(false);
    expect(isBlankText(null)).toBe(true);
    expect(isBlankText(undefined)).toBe(true);
  });

  it('answers a hostile 100 kB value at once', () => {
    const hostile = `${'\u200b'.repeat(50_000)}${'\ud83d\ude00'.repeat(25_000)}\ud83d`;
    expect(timed(() => hasDisallowedCharacter(hostile))).toBeLessThan(50);
    expect(timed(() => isBlankText(hostile))).toBeLessThan(50);
  });
});
