// Spec 000 §5: a required field without a custom message says "This field is required." (copy
// form.required), never zod's own English. zod/mini keeps islands small: @hookform/resolvers takes
// it like classic zod, and the /stgtools island weighs 23.0 kB gz with it against 39.7 with classic.
import * as z from 'zod/mini';
import type { $ZodErrorMap } from 'zod/v4/core';
import type { FormKitCopy } from './form-kit-copy.ts';

type RequiredCopy = Pick<FormKitCopy, 'required'>;

/** A text, email, password or tel field that must be filled in (spaces alone do not count). */
export function requiredText(copy: RequiredCopy, message = copy.required) {
  return z.string().check(z.trim(), z.minLength(1, message));
}

/** A select that must have a choice (its placeholder option has the value ""). */
export function requiredChoice(copy: RequiredCopy, message = copy.required) {
  return z.string().check(z.minLength(1, message));
}

/** A checkbox that must be ticked (terms, consent). */
export function requiredChecked(copy: RequiredCopy, message = copy.required) {
  return z.boolean().check(z.refine((checked) => checked, message));
}

/** A checkbox group that needs at least one box ticked. */
export function requiredSome(copy: RequiredCopy, message = copy.required) {
  return z.array(z.string()).check(z.minLength(1, message));
}

const isEmpty = (input: unknown): boolean =>
  input === undefined ||
  input === null ||
  input === false ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

/**
 * The parse-time message map <Form> hands the resolver: any rule without its own message that
 * fails on an empty value reads copy.required. Messages given in the schema win over this map.
 */
export function requiredErrorMap(copy: RequiredCopy): $ZodErrorMap {
  return (issue) => (isEmpty(issue.input) ? copy.required : undefined);
}
