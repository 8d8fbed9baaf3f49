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

/** U+200B zero width space, U+200C/D zero width (non-)joiner, U+2060 word joiner, U+FEFF BOM: invisible,
 *  so text of only these (and spaces) is blank; inside a name they may belong (Persian ZWNJ, emoji ZWJ). */
const zeroWidth = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);

/** Blank: nothing but spaces and zero-width characters. One pass over the code points. */
export function isBlankText(value: string | null | undefined): boolean {
  if (!value) return true;
  for (const character of value) {
    if (!zeroWidth.has(character.codePointAt(0) ?? 0) && character.trim() !== '') return false;
  }
  return true;
}

/** One UTF-16 unit a name may not hold: C0/C1 controls and DEL (NUL, tab, line breaks…), the line and
 *  paragraph separators, the bidi marks, embeddings, overrides and isolates that reorder what is shown
 *  around them (U+061C, U+200E/F, U+202A-E, U+2066-9), and the noncharacters U+FFFE/F. */
const isDisallowedUnit = (unit: number): boolean =>
  unit <= 0x1f ||
  (unit >= 0x7f && unit <= 0x9f) ||
  unit === 0x061c ||
  unit === 0x200e ||
  unit === 0x200f ||
  unit === 0x2028 ||
  unit === 0x2029 ||
  (unit >= 0x202a && unit <= 0x202e) ||
  (unit >= 0x2066 && unit <= 0x2069) ||
  unit === 0xfffe ||
  unit === 0xffff;

/**
 * True when text holds a character no name should (isDisallowedUnit) or a lone surrogate, half of a
 * character that no UTF-8 store can keep. A loop over the UTF-16 units: linear, no regex.
 */
export function hasDisallowedCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1); // NaN past the end: no pair
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if ((unit >= 0xdc00 && unit <= 0xdfff) || isDisallowedUnit(unit)) return true;
  }
  return false;
}
