// The auth forms' field rules (the form kit's rules.ts; spec 000 §5, 001 §5). Sign-in only asks for
// both fields: the backend alone can say whether an identifier belongs to anyone, and a format check
// would turn away members with unusual but valid emails. Recovery checks the identifier's form (spec
// 001 §5); a new password must fit the backend's rule after the 56-cut (docs/api.md: 8 to 56
// characters, a letter and a digit), and its confirmation must match.
import {
  cutPassword,
  emailMaxLength,
  isEmail,
  isEmailOrPartnerNumber,
  passwordHasLetterAndDigit,
  passwordMinLength,
} from '../../lib/member-rules.ts';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { maxLength, required, satisfies, type Rule, type Rules } from '../../ui/form/rules.ts';

type RequiredCopy = Pick<FormKitCopy, 'required'>;

export interface SignInValues {
  emailOrPartnerNumber: string;
  password: string;
  rememberMe: boolean;
}

export function signInRules(copy: RequiredCopy): Rules<SignInValues> {
  return { emailOrPartnerNumber: required(copy.required), password: required(copy.required) };
}

export interface FixCredentialsValues {
  emailOrPartnerNumber: string;
  password: string;
  newEmail: string;
}

export function fixCredentialsRules(
  copy: RequiredCopy,
  messages: { emailInvalid: string; emailTooLong: string },
): Rules<FixCredentialsValues> {
  return {
    emailOrPartnerNumber: required(copy.required),
    password: required(copy.required),
    newEmail: [required(copy.required), maxLength(emailMaxLength, messages.emailTooLong), satisfies(isEmail, messages.emailInvalid)],
  };
}

export interface RecoverRequestValues {
  emailOrPartnerNumber: string;
}

export function recoverRequestRules(copy: RequiredCopy, recoveryInput: string): Rules<RecoverRequestValues> {
  return { emailOrPartnerNumber: [required(copy.required), satisfies(isEmailOrPartnerNumber, recoveryInput)] };
}

export interface RecoverConfirmValues {
  code: string;
}

export function recoverConfirmRules(copy: RequiredCopy): Rules<RecoverConfirmValues> {
  return { code: required(copy.required) };
}

/** The backend's rule, on what is sent (the first 56 characters). */
export const fitsPasswordRule = (value: string): boolean => {
  const sent = cutPassword(value);
  return sent.length >= passwordMinLength && passwordHasLetterAndDigit(sent);
};

export interface RecoverUpdateValues {
  password: string;
  passwordConfirm: string;
}

export function recoverUpdateRules(copy: RequiredCopy, messages: { rule: string; mismatch: string }): Rules<RecoverUpdateValues> {
  // Passwords are never trimmed (spaces count): compared and checked as typed, after the 56-cut.
  const fits: Rule<RecoverUpdateValues> = (value) => (typeof value === 'string' && !fitsPasswordRule(value) ? messages.rule : undefined);
  const matches: Rule<RecoverUpdateValues> = (value, values) =>
    cutPassword(String(value)) === cutPassword(values.password) ? undefined : messages.mismatch;
  return {
    password: [required(copy.required), fits],
    passwordConfirm: [required(copy.required), matches],
  };
}
