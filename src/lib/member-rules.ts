// The member field rules of joining, signing in and recovery (spec 000 §5, spec 001 §5), shared by
// the forms and the sandbox so both hold the same bounds. Every pattern is linear (no nested or
// overlapping quantifiers), so a hostile 100 kB value is answered at once.
import { passesLuhn } from './card-number.ts';

/** Spec 000 §9: passwords are cut to 56 characters before they are sent. */
export const passwordMaxLength = 56;
/** docs/api.md: 8 to 56 characters with a letter and a digit. */
export const passwordMinLength = 8;
export const nameMaxLength = 20;
export const emailMaxLength = 50;
export const zipLength = 5;
export const partnerNumberLength = 10;

/** Spec 000 §5: passwords are truncated to 56 characters in registration and member update. */
export const cutPassword = (password: string): string => password.slice(0, passwordMaxLength);

/** A letter and a digit, the backend's password rule. */
export const passwordHasLetterAndDigit = (password: string): boolean => /[A-Za-z]/.test(password) && /\d/.test(password);

/** Spec 000 §5 "a simple one": a local part, @, and a domain whose top level has 2+ letters. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** The "stricter address pattern": dot-separated atoms of the usual characters, a dotted domain of
 *  labels that neither start nor end with a hyphen, and a top level of 2+ letters. Linear: each
 *  label's character classes exclude the separator that follows. */
export const strictEmailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= 254 && strictEmailPattern.test(value);

/** Spec 001 §5 "Partner number": exactly 10 digits and one of the four validity rules. */
export function isValidPartnerNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const n = Number(value);
  if (n >= 8704 && n <= 8999) return true;
  if (n >= 900000 && n <= 999999) return true;
  if (passesLuhn(value)) return true;
  return n >= 100000 && n <= 199999 && passesLuhn(String(n - 100000).padStart(partnerNumberLength, '0'));
}

/** Spec 001 §5: an email or a partner number (recovery and sign-in). */
export const isEmailOrPartnerNumber = (value: string): boolean => isEmail(value) || isValidPartnerNumber(value);

/** US phone (spec 001 §5): optional leading 1, area and exchange codes starting 2-9; the 10 digits
 *  it normalises to, or null. Separators people type ("(617) 555-0188", "+1 617.555.0188") are fine. */
export function normalizeUsPhone(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, '');
  const match = /^1?([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  return match?.[1] ?? null;
}

/** Shown as 617-555-0188 (spec 001 §5 input format 000-000-0000). */
export const formatUsPhone = (digits: string): string =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** Exactly five digits (the ZIP's format; whether it is a US ZIP is the Validate/Zip call's answer). */
export const isFiveDigitZip = (value: string): boolean => /^\d{5}$/.test(value);

/** Spec 000 §5: smsOptIn is smsOptInV2 when present, else true when a phone number is given. */
export function deriveSmsOptIn(fields: { smsOptInV2?: boolean | undefined; phoneNumber?: string | null | undefined }): boolean {
  return fields.smsOptInV2 ?? Boolean(fields.phoneNumber?.trim());
}

/** Spec 001 §5 "Password cannot contain your partner number". */
export const passwordContainsPartnerNumber = (password: string, partnerNumber: string | null | undefined): boolean =>
  Boolean(partnerNumber) && password.includes(partnerNumber as string);
