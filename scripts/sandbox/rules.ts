// Validation rules the real backend enforces (spec 000 §5, spec 001 §5), shared by the routes.
import type { CardBrand } from '../../partners/schema.ts';

/** Standard Luhn check over a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card brand by prefix and length (spec 001 "Card number helpers"). */
export function detectCardBrand(number: string): CardBrand | null {
  const n = number.replace(/\D/g, '');
  const prefix = (length: number): number => Number(n.slice(0, length));
  if ((n.startsWith('34') || n.startsWith('37')) && n.length === 15) return 'AMEX';
  if ((n.startsWith('6011') || n.startsWith('65')) && n.length === 16) return 'DISC';
  if (((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) && n.length === 16) return 'MAST';
  if (n.startsWith('4') && (n.length === 13 || n.length === 16)) return 'VISA';
  return null;
}

export const cardBrandNames: Record<CardBrand, string> = {
  AMEX: 'Amex',
  DISC: 'Discover',
  MAST: 'Mastercard',
  VISA: 'Visa',
};

/** Partner (loyalty) number: exactly 10 digits plus one of the spec's four validity rules. */
export function isValidPartnerNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const n = Number(value);
  if (n >= 8704 && n <= 8999) return true;
  if (n >= 900000 && n <= 999999) return true;
  if (passesLuhn(value)) return true;
  return n >= 100000 && n <= 199999 && passesLuhn(String(n - 100000).padStart(10, '0'));
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** US phone: optional leading 1, area and exchange codes starting 2-9 (spec 001 §5). */
export function normalizeUsPhone(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, '');
  const match = /^1?([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  return match?.[1] ?? null;
}

/** A 5-digit ZIP inside the range the US Postal Service actually assigns. */
export function isUsZip(zip: string): boolean {
  if (!/^\d{5}$/.test(zip)) return false;
  const n = Number(zip);
  return n >= 501 && n <= 99950;
}

export const usStates = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

/** Passwords are truncated to 56 characters by the front end; the backend holds the same bound. */
export const passwordMaxLength = 56;

export const messages = {
  captcha: 'You must complete the reCAPTCHA to continue.',
  invalidPartnerNumber: 'Invalid format for partner number.',
  partnerNumberInUse: 'This partner number is already in use.',
  emailInUse: 'This email is already in use.',
  passwordHasPartnerNumber: 'Password cannot contain your partner number.',
  invalidPhone: 'Invalid phone number, please check the number and try again.',
  invalidZip: 'This ZIP code is not located in the U.S.',
  invalidRecoveryInput: 'Please enter a valid email address or partner number.',
  invalidEmail: 'Please enter a valid email address.',
  termsNotAccepted: 'Linking a card and authorizing activity monitoring is required to complete and earn rewards.',
  emptyCardNumber: 'Please enter your credit card number.',
  searchLocation: 'Enter city, state or ZIP code',
  invalidCredentials: 'Invalid user name or password.',
  lockedOut: 'Your account has been locked for 30 minutes. Recover your user name or password to get access more quickly.',
  reservationGeneral: "We're unable to complete your reservation.",
  reservationOverlap: 'You already have a reservation at this location within two hours.',
  reservationUserFraud: 'Your account has been deactivated with OpenTable.',
} as const;
