// Field rules: the kit's validation without a schema library. A rule is a plain function of the
// field's value (and all values, for rules such as "passwords match") answering its message or
// nothing. zod cost a form page about 7 kB gz, which the sign-in and join pages cannot spare under
// their 100 kB budget, and the member rules are plain functions already (src/lib/member-rules.ts).
// `rulesResolver` hands a table of rules to react-hook-form as its resolver (no resolver package).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field's rule: its message when the value breaks it, else undefined. */
export type Rule<Values> = (value: unknown, values: Values) => string | undefined;

/** Rules by dotted field name, checked in order; the first message wins. */
export type Rules<Values> = Readonly<Record<string, Rule<Values> | readonly Rule<Values>[]>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A value to fill in (spaces alone do not count), a box to tick or a list with something in it. */
export const required =
  (message: string): Rule<unknown> =>
  (value) =>
    isEmpty(value) ? message : undefined;

/** At most `max` characters after trimming. */
export const maxLength =
  (max: number, message: string): Rule<unknown> =>
  (value) =>
    text(value).length > max ? message : undefined;

/** At least `min` characters (not trimmed: a password's spaces count). Empty values pass: pair with required. */
export const minLength =
  (min: number, message: string): Rule<unknown> =>
  (value) => {
    const raw = typeof value === 'string' ? value : '';
    return raw !== '' && raw.length < min ? message : undefined;
  };

/** The trimmed value passes `test`. Empty values pass: pair with `required` where it must be given. */
export const satisfies =
  (test: (value: string) => boolean, message: string): Rule<unknown> =>
  (value) => {
    const trimmed = text(value);
    return trimmed !== '' && !test(trimmed) ? message : undefined;
  };

/** The value at a dotted name (`address.zipCode`) of nested values. */
export function valueAt(values: unknown, name: string): unknown {
  let current = values;
  for (const key of name.split('.'))
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/** Every field's first failing rule, by dotted name, in the order of `rules`; {} when all pass. */
export function validate<Values>(rules: Rules<Values>, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const list: readonly Rule<Values>[] = typeof fieldRules === 'function' ? [fieldRules] : fieldRules;
    const value = valueAt(values, name);
    for (const rule of list) {
      const message = rule(value, values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

/** An error object nested like the values (react-hook-form keeps `errors.address.zipCode`). */
function nest(errors: Record<string, unknown>, name: string, message: string): void {
  const keys = name.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1) as string] = { type: 'rule', message };
}

/** react-hook-form's resolver over `rules`: every field's first failing rule, nested by dotted name.
 *  The form asks it for all fields and shows only those it is checking (a field left, or all on submit). */
export function rulesResolver<Values extends FieldValues>(rules: Rules<Values>): Resolver<Values> {
  return (values) => {
    const found = validate(rules, values);
    const errors: Record<string, unknown> = {};
    for (const [name, message] of Object.entries(found)) nest(errors, name, message);
    return Object.keys(found).length > 0 ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
  };
}
