// The profile form's field rules (spec 001 §5 "Profile form", §9 "Field limits"), shared by the
// account profile form and the sandbox's PUT /api/Member so both hold the same bounds. Pure: no DOM,
// no schema library. Every pattern is linear (no nested or overlapping quantifiers), so a hostile
// 100 kB value is answered at once.
import { hasDisallowedCharacter, isBlankText } from './member-rules.ts';
import { isUsStateCode } from './us-states.ts';

/** Spec 001 §9 "Field limits": name 20, address 30, city 20. */
export const profileMaxLength = {
  firstName: 20,
  lastName: 20,
  address1: 30,
  address2: 30,
  city: 20,
} as const;
export type ProfileTextField = keyof typeof profileMaxLength;

/** Spec 001 §5: the ZIP code is exactly 5 digits. */
export const profileZipLength = 5;

/** The partner settings the address rule reads. */
export interface AddressRuleSettings {
  fullAddressRequired: boolean;
  currencyType: string;
}

/** Spec 001 §5: address1, city and state are required when the partner needs a full address and is
 *  not credit-currency. */
export const isFullAddressRequired = (settings: AddressRuleSettings): boolean =>
  settings.fullAddressRequired && settings.currencyType !== 'Credit';

/** Names are trimmed (spec 001 §5); the limit counts the trimmed value. */
export const withinLimit = (field: ProfileTextField, value: string): boolean => value.trim().length <= profileMaxLength[field];

/** Exactly five digits, nothing else (surrounding spaces ignored). Whether it is a US ZIP is the
 *  Validate/Zip call's answer. */
export const isFiveDigitZip = (value: string): boolean => /^\d{5}$/.test(value.trim());

/** Spec 001 §5 phone: optional leading 1, area code and exchange code starting 2-9, digits only. */
export const usPhonePattern = /^1?[2-9]\d{2}[2-9]\d{6}$/;

/** What people type between the digit groups (the input format 000-000-0000, spaces, "(617)",
 *  "+1", dots). Removed before the digits-only pattern; letters and anything else stay and fail. */
const phoneSeparators = /[\s().+-]/g;

/** The 10 digits a phone is stored as (a leading 1 dropped), or null when it is not a US number.
 *  An empty value is not a phone either: check `isBlank` first, the field is optional. */
export function phoneToDigits(value: string): string | null {
  const digits = value.replace(phoneSeparators, '');
  if (!usPhonePattern.test(digits)) return null;
  return digits.length === 11 ? digits.slice(1) : digits;
}

export const isUsPhone = (value: string): boolean => phoneToDigits(value) !== null;

/** Stored digits shown as xxx-xxx-xxxx (a leading 1 dropped); anything else is shown as it is. */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return '';
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(ten) ? `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}` : digits;
}

/** Empty, spaces, or only zero-width characters (member-rules.ts isBlankText). */
export const isBlank = (value: string | null | undefined): boolean => isBlankText(value);

/** Control, bidi-override or lone-surrogate characters, refused in names and address text (issue #22). */
export { hasDisallowedCharacter };

export { isUsStateCode };

/** The values the rules read (the form's strings; the state a USPS code or ''). */
export interface ProfileRuleValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
}

export type ProfileProblem = 'required' | 'maxLength' | 'exactLength' | 'invalid';

export interface ProfileRuleContext {
  /** sso partners: the names are not the member's to change, so they are not checked here. */
  sso: boolean;
  addressRequired: boolean;
}

/** The first problem of each field, in the form's order (the US-ZIP check is the server's). */
export function profileProblems(
  values: ProfileRuleValues,
  context: ProfileRuleContext,
): Partial<Record<keyof ProfileRuleValues, ProfileProblem>> {
  const problems: Partial<Record<keyof ProfileRuleValues, ProfileProblem>> = {};
  const text = (field: ProfileTextField, required: boolean) => {
    const value = values[field];
    if (required && isBlank(value)) problems[field] = 'required';
    else if (hasDisallowedCharacter(value)) problems[field] = 'invalid';
    else if (!withinLimit(field, value)) problems[field] = 'maxLength';
  };
  if (!context.sso) {
    text('firstName', true);
    text('lastName', true);
  }
  text('address1', context.addressRequired);
  text('address2', false);
  text('city', context.addressRequired);
  if (isBlank(values.state)) {
    if (context.addressRequired) problems.state = 'required';
  } else if (!isUsStateCode(values.state)) problems.state = 'invalid';
  if (isBlank(values.zipCode)) problems.zipCode = 'required';
  else if (!isFiveDigitZip(values.zipCode)) problems.zipCode = 'exactLength';
  if (!isBlank(values.phoneNumber) && !isUsPhone(values.phoneNumber)) problems.phoneNumber = 'invalid';
  return problems;
}
