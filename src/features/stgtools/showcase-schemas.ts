// The showcase forms' rules, written the way the coming forms will write theirs: zod/mini, the
// kit's required helpers (copy form.required), a custom message wherever the spec names one.
import * as z from 'zod/mini';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { requiredChecked, requiredChoice, requiredText } from '../../ui/form/required.ts';
import type { ShowcaseText } from './showcase-text.ts';

// Spec 000 §5: the simple email pattern (local part, @, domain with a top level of 2+ letters).
const simpleEmail = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function joinSchema(copy: FormKitCopy, text: ShowcaseText) {
  return z.object({
    email: z.pipe(requiredText(copy), z.string().check(z.regex(simpleEmail, text.emailInvalid))),
    password: z.string().check(z.minLength(1, copy.required), z.minLength(8, text.passwordTooShort)),
    // Optional: empty, or exactly 10 digits.
    partnerNumber: z.string().check(z.trim(), z.regex(/^(\d{10})?$/, text.partnerNumberInvalid)),
    address: z.object({ zipCode: z.pipe(requiredText(copy), z.string().check(z.regex(/^\d{5}$/, text.zipCodeInvalid))) }),
    state: requiredChoice(copy),
    optIns: z.array(z.string()),
    terms: requiredChecked(copy, text.termsRequired),
  });
}

export type JoinValues = z.input<ReturnType<typeof joinSchema>>;

export const joinDefaults: JoinValues = {
  email: '',
  password: '',
  partnerNumber: '',
  address: { zipCode: '' },
  state: '',
  optIns: [],
  terms: false,
};

export function searchSchema(copy: FormKitCopy, text: ShowcaseText) {
  return z.object({
    location: requiredText(copy, text.locationInvalid),
    distance: z.string(),
  });
}

export type SearchValues = z.input<ReturnType<typeof searchSchema>>;

export const searchDefaults: SearchValues = { location: '', distance: '' };
