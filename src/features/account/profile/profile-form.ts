// The profile form's values, rules and what a save sends (spec 001 §4 "Profile save", §5 "Profile
// form"). Pure: the island (ProfileForm.tsx) draws it, the tests read it directly.
// - Values are nested like PUT /api/Member's body, so the backend's dotted field errors
//   (`address.zipCode`) land on their fields as they come.
// - A save sends only what changed (absent = unchanged, docs/api.md), so a concurrent change to
//   another field (a card linked in another tab) is not overwritten; nothing changed → no call.
//   One exception: a changed phone always carries the SMS choice (see profileUpdateOf).
import type { Member, MemberUpdate } from '../../../api/contract/member.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import {
  formatPhone,
  hasDisallowedCharacter,
  isBlank,
  isFiveDigitZip,
  isUsPhone,
  isUsStateCode,
  phoneToDigits,
  profileMaxLength,
  profileZipLength,
} from '../../../lib/profile-rules.ts';
import { maxLength, satisfies, type Rule, type Rules } from '../../../ui/form/rules.ts';
import type { ProfileCopyKey } from './copy-keys.ts';
import type { ProfileSettings } from './profile-settings.ts';

export type ProfileAddress = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
};

export type ProfileValues = {
  firstName: string;
  lastName: string;
  address: ProfileAddress;
  /** As shown: xxx-xxx-xxxx for a stored number. */
  phoneNumber: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
};

export const emptyProfile: ProfileValues = {
  firstName: '',
  lastName: '',
  address: { address1: '', address2: '', city: '', state: '', zipCode: '' },
  phoneNumber: '',
  emailOptIn: false,
  smsOptIn: false,
};

/** The form's starting values for a member: the stored digits shown as xxx-xxx-xxxx, the state
 *  code upper case (the select's option values). */
export function profileValuesOf(member: Member): ProfileValues {
  const { address } = member;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    address: {
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state.trim().toUpperCase(),
      zipCode: address.zipCode,
    },
    phoneNumber: formatPhone(member.phoneNumber),
    emailOptIn: member.emailOptIn,
    smsOptIn: member.smsOptIn,
  };
}

export type ProfileLabels = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
};

export function profileLabelsOf(t: CopyReader<ProfileCopyKey>): ProfileLabels {
  return {
    firstName: t('profile.firstName'),
    lastName: t('profile.lastName'),
    address1: t('profile.address1'),
    address2: t('profile.address2'),
    city: t('profile.city'),
    state: t('profile.state'),
    zipCode: t('profile.zipCode'),
  };
}

/** What the Validate/Zip call said about a ZIP code. */
export type ZipVerdict = 'valid' | 'invalid';

/** Every field's rules by its dotted name. Fields the partner does not show have none. */
export function profileRules(
  t: CopyReader<ProfileCopyKey>,
  labels: ProfileLabels,
  settings: ProfileSettings,
  zipVerdict: (zip: string) => ZipVerdict | undefined,
): Rules<ProfileValues> {
  // Blank includes zero-width-only text; control, bidi-override and lone-surrogate characters are
  // refused in the text fields (issue #22), as PUT /api/Member refuses them.
  const filledIn =
    (field: string): Rule<unknown> =>
    (value) =>
      isBlank(typeof value === 'string' ? value : '') ? t('validation.required', { field }) : undefined;
  const plain =
    (field: string): Rule<unknown> =>
    (value) =>
      typeof value === 'string' && hasDisallowedCharacter(value) ? t('validation.invalidCharacters', { field }) : undefined;
  const atMost = (field: string, num: number) => maxLength(num, t('validation.maxLength', { field, num }));
  const ifRequired = (field: string): Rule<unknown>[] => (settings.addressRequired ? [filledIn(field)] : []);
  const usZip: Rule<ProfileValues> = (value) =>
    typeof value === 'string' && zipVerdict(value.trim()) === 'invalid' ? t('validation.zipInvalid') : undefined;
  const rules: Record<string, Rule<ProfileValues>[]> = {};
  if (!settings.sso) {
    rules['firstName'] = [filledIn(labels.firstName), plain(labels.firstName), atMost(labels.firstName, profileMaxLength.firstName)];
    rules['lastName'] = [filledIn(labels.lastName), plain(labels.lastName), atMost(labels.lastName, profileMaxLength.lastName)];
  }
  rules['address.address1'] = [...ifRequired(labels.address1), plain(labels.address1), atMost(labels.address1, profileMaxLength.address1)];
  rules['address.address2'] = [plain(labels.address2), atMost(labels.address2, profileMaxLength.address2)];
  rules['address.city'] = [...ifRequired(labels.city), plain(labels.city), atMost(labels.city, profileMaxLength.city)];
  rules['address.state'] = [...ifRequired(labels.state), satisfies(isUsStateCode, t('profile.stateInvalid'))];
  rules['address.zipCode'] = [
    filledIn(labels.zipCode),
    satisfies(isFiveDigitZip, t('validation.exactLength', { field: labels.zipCode, num: profileZipLength })),
    usZip,
  ];
  if (settings.smsVersion !== null) rules['phoneNumber'] = [satisfies(isUsPhone, t('validation.phoneInvalid'))];
  return rules;
}

/** The phone as stored: its 10 digits, or null when cleared (an invalid one never gets this far). */
export function storedPhone(shown: string): string | null {
  return isBlank(shown) ? null : (phoneToDigits(shown) ?? shown.trim());
}

/** A value as the backend would keep it, for comparing: trimmed, the state upper case. */
const kept = (value: string): string => value.trim();

/**
 * What a save sends: each field the member changed from `saved` (the member's values when the form
 * was filled or last saved), in the form the backend stores it, and with a changed phone the SMS
 * choice; null when nothing changed (spec 001 §4: "No changes were made."). Fields the partner does
 * not show are never sent.
 */
export function profileUpdateOf(values: ProfileValues, saved: ProfileValues, settings: ProfileSettings): MemberUpdate | null {
  const update: MemberUpdate = {};
  if (!settings.sso) {
    if (kept(values.firstName) !== kept(saved.firstName)) update.firstName = kept(values.firstName);
    if (kept(values.lastName) !== kept(saved.lastName)) update.lastName = kept(values.lastName);
  }
  const address: Partial<ProfileAddress> = {};
  for (const field of ['address1', 'address2', 'city', 'zipCode'] as const) {
    if (kept(values.address[field]) !== kept(saved.address[field])) address[field] = kept(values.address[field]);
  }
  if (kept(values.address.state).toUpperCase() !== kept(saved.address.state).toUpperCase()) {
    address.state = kept(values.address.state).toUpperCase();
  }
  if (Object.keys(address).length > 0) update.address = address;
  if (settings.smsVersion !== null) {
    const phone = storedPhone(values.phoneNumber);
    const phoneChanged = phone !== storedPhone(saved.phoneNumber);
    if (phoneChanged) update.phoneNumber = phone;
    // A new number without a choice reads as no consent for it, and the backend turns opt-in off
    // (spec 001 §4 "SMS opt-in"): whenever the phone goes, the member's current choice goes with
    // it, so a toggle left on stays on (issue #22).
    if (phoneChanged || values.smsOptIn !== saved.smsOptIn) update.smsOptIn = values.smsOptIn;
  }
  if (settings.emailOptIn && values.emailOptIn !== saved.emailOptIn) update.emailOptIn = values.emailOptIn;
  return Object.keys(update).length > 0 ? update : null;
}
