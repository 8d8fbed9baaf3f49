// The showcase forms' rules, written the way the feature forms write theirs: the kit's rule helpers
// (rules.ts), copy form.required for a field left empty, a custom message wherever the spec names one.
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { minLength, required, satisfies, type Rules } from '../../ui/form/rules.ts';
import type { ShowcaseText } from './showcase-text.ts';

// Spec 000 §5: the simple email pattern (local part, @, domain with a top level of 2+ letters).
const simpleEmail = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export interface JoinValues {
  email: string;
  password: string;
  partnerNumber: string;
  address: { zipCode: string };
  state: string;
  optIns: string[];
  terms: boolean;
}

export function joinRules(copy: FormKitCopy, text: ShowcaseText): Rules<JoinValues> {
  return {
    email: [required(copy.required), satisfies((value) => simpleEmail.test(value), text.emailInvalid)],
    password: [required(copy.required), minLength(8, text.passwordTooShort)],
    // Optional: empty, or exactly 10 digits.
    partnerNumber: satisfies((value) => /^\d{10}$/.test(value), text.partnerNumberInvalid),
    'address.zipCode': [required(copy.required), satisfies((value) => /^\d{5}$/.test(value), text.zipCodeInvalid)],
    state: required(copy.required),
    terms: required(text.termsRequired),
  };
}

export const joinDefaults: JoinValues = {
  email: '',
  password: '',
  partnerNumber: '',
  address: { zipCode: '' },
  state: '',
  optIns: [],
  terms: false,
};

export interface SearchValues {
  location: string;
  distance: string;
}

export function searchRules(text: ShowcaseText): Rules<SearchValues> {
  return { location: required(text.locationInvalid) };
}

export const searchDefaults: SearchValues = { location: '', distance: '' };
