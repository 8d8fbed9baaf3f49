// Prospect email field rules (spec 000 §5): required, at most 50 characters after trimming, and the
// spec's simple email pattern. No native browser validation: the form has `novalidate`.

export const prospectEmailMaxLength = 50;

/** Spec 000 §5 "a simple one": a local part, @, and a domain whose top level has 2 or more letters. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export type EmailProblem = 'required' | 'maxLength' | 'pattern';

/** The first rule the (already trimmed) value breaks, or undefined when it is fine. */
export function emailProblem(value: string): EmailProblem | undefined {
  if (!value) return 'required';
  if (value.length > prospectEmailMaxLength) return 'maxLength';
  return simpleEmailPattern.test(value) ? undefined : 'pattern';
}
