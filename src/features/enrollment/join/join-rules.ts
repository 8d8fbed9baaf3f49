// Step 1's field rules (spec 000 §5, spec 001 §5 "Partner number", "Profile form"; docs/api.md
// "Enrollment and recovery"): the same bounds the backend holds (src/lib/member-rules.ts), each
// failure worded from copy with the field's label. The ZIP code's US check is the Validate/Zip
// call's answer, looked up in `zipVerdict`.
import type { CopyReader } from '../../../lib/element-copy.ts';
import {
  cutPassword,
  emailMaxLength,
  hasDisallowedCharacter,
  isBlankText,
  isEmail,
  isFiveDigitZip,
  isValidPartnerNumber,
  nameMaxLength,
  normalizeUsPhone,
  passwordContainsPartnerNumber,
  passwordHasLetterAndDigit,
  passwordMinLength,
  zipLength,
} from '../../../lib/member-rules.ts';
import { maxLength, required, satisfies, type Rule, type Rules } from '../../../ui/form/rules.ts';
import type { JoinCopyKey } from '../copy-keys.ts';

export interface JoinValues {
  email: string;
  password: string;
  passwordConfirm: string;
  firstName: string;
  lastName: string;
  zipCode: string;
  partnerNumber: string;
  phoneNumber: string;
  smsOptIn: boolean;
  smsOptInV2: boolean;
  emailOptIn: boolean;
}

/** The email opt-in starts ticked (docs/api.md: emailOptIn defaults to true). */
export const joinDefaults: JoinValues = {
  email: '',
  password: '',
  passwordConfirm: '',
  firstName: '',
  lastName: '',
  zipCode: '',
  partnerNumber: '',
  phoneNumber: '',
  smsOptIn: false,
  smsOptInV2: false,
  emailOptIn: true,
};

/** What the Validate/Zip call said about a ZIP code (none yet: the backend decides on submit). */
export type ZipVerdict = 'valid' | 'invalid';

export interface JoinLabels {
  email: string;
  password: string;
  passwordConfirm: string;
  firstName: string;
  lastName: string;
  zipCode: string;
}

export function joinRules(
  t: CopyReader<JoinCopyKey>,
  labels: JoinLabels,
  zipVerdict: (zip: string) => ZipVerdict | undefined,
): Rules<JoinValues> {
  const filledIn = (field: string) => required(t('validation.required', { field }));
  const atMost = (field: string, num: number) => maxLength(num, t('validation.maxLength', { field, num }));
  // Not trimmed: spaces are part of a password. Long ones are cut to 56 before sending, so the
  // rules read the cut password, as the backend does.
  const sent = (value: unknown): string => cutPassword(typeof value === 'string' ? value : '');
  const longEnough: Rule<JoinValues> = (value) =>
    sent(value).length >= passwordMinLength ? undefined : t('validation.minLength', { field: labels.password, num: passwordMinLength });
  const letterAndDigit: Rule<JoinValues> = (value) => (passwordHasLetterAndDigit(sent(value)) ? undefined : t('enroll.passwordRule'));
  const withoutPartnerNumber: Rule<JoinValues> = (value, values) =>
    isValidPartnerNumber(values.partnerNumber.trim()) && passwordContainsPartnerNumber(sent(value), values.partnerNumber.trim())
      ? t('validation.passwordHasPartnerNumber')
      : undefined;
  const matchesPassword: Rule<JoinValues> = (value, values) =>
    sent(value) === sent(values.password) ? undefined : t('enroll.passwordMismatch');
  const usZip: Rule<JoinValues> = (value) =>
    typeof value === 'string' && zipVerdict(value.trim()) === 'invalid' ? t('validation.zipInvalid') : undefined;
  // Zero-width characters alone are blank; control, bidi-override and lone-surrogate characters are
  // refused (issue #22), as the backend refuses them.
  const name = (field: string, num: number): Rule<JoinValues>[] => [
    (value) => (isBlankText(typeof value === 'string' ? value : '') ? t('validation.required', { field }) : undefined),
    (value) => (typeof value === 'string' && hasDisallowedCharacter(value) ? t('validation.invalidCharacters', { field }) : undefined),
    atMost(field, num),
  ];
  return {
    email: [filledIn(labels.email), atMost(labels.email, emailMaxLength), satisfies(isEmail, t('validation.emailInvalid'))],
    password: [filledIn(labels.password), longEnough, letterAndDigit, withoutPartnerNumber],
    passwordConfirm: [filledIn(labels.passwordConfirm), matchesPassword],
    firstName: name(labels.firstName, nameMaxLength),
    lastName: name(labels.lastName, nameMaxLength),
    zipCode: [
      filledIn(labels.zipCode),
      satisfies(isFiveDigitZip, t('validation.exactLength', { field: labels.zipCode, num: zipLength })),
      usZip,
    ],
    partnerNumber: satisfies(isValidPartnerNumber, t('validation.partnerNumberInvalid')),
    phoneNumber: satisfies((value) => normalizeUsPhone(value) !== null, t('validation.phoneInvalid')),
  };
}
