// @vitest-environment happy-dom
// The kit's message rules: "This field is required." for rules without their own message
// (spec 000 §5), the announcement "N errors: first", and flat dotted names for nested errors.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { errorAnnouncement, errorCountText } from '../../../src/ui/form/announcement.ts';
import { flattenErrors } from '../../../src/ui/form/error-list.ts';
import { formKitCopyFrom, formKitCopyKeys } from '../../../src/ui/form/form-kit-copy.ts';
import { requiredChecked, requiredChoice, requiredErrorMap, requiredSome, requiredText } from '../../../src/ui/form/required.ts';

const copy = formKitCopyFrom((key) => copyDefaults[key]);

const messagesOf = (schema: z.ZodMiniType, value: unknown): string[] =>
  schema.safeParse(value, { error: requiredErrorMap(copy) }).error?.issues.map((issue) => issue.message) ?? [];

describe('kit copy', () => {
  it('has a default in the copy table for every key', () => {
    for (const key of Object.values(formKitCopyKeys)) expect(copyDefaults[key]).toBeTruthy();
    expect(copy).toMatchObject({
      required: 'This field is required.',
      requiredMarker: '(required)',
      requiredLegend: '* Required field',
      loading: 'Do not refresh, loading more content.',
    });
  });
});

describe('required helpers', () => {
  it('ask for a value with copy form.required, and spaces alone do not count', () => {
    expect(messagesOf(requiredText(copy), '')).toEqual([copy.required]);
    expect(messagesOf(requiredText(copy), '   ')).toEqual([copy.required]);
    expect(messagesOf(requiredText(copy), ' Ann ')).toEqual([]);
    expect(requiredText(copy).parse(' Ann ')).toBe('Ann');
    expect(messagesOf(requiredChoice(copy), '')).toEqual([copy.required]);
    expect(messagesOf(requiredChecked(copy), false)).toEqual([copy.required]);
    expect(messagesOf(requiredChecked(copy), true)).toEqual([]);
    expect(messagesOf(requiredSome(copy), [])).toEqual([copy.required]);
  });

  it('keep a custom message', () => {
    expect(messagesOf(requiredChecked(copy, 'Accept the terms.'), false)).toEqual(['Accept the terms.']);
  });

  it('give any rule without its own message copy form.required on an empty value, and leave custom ones alone', () => {
    expect(messagesOf(z.string().check(z.minLength(8)), '')).toEqual([copy.required]);
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual([copy.required]);
    expect(messagesOf(z.string().check(z.minLength(8, 'At least 8.')), '')).toEqual(['At least 8.']);
    expect(messagesOf(z.string().check(z.minLength(8)), 'abc')).not.toEqual([copy.required]);
  });
});

describe('announcement', () => {
  it('counts errors in the copy\u2019s words and names the first', () => {
    expect(errorCountText(copy, 1)).toBe('1 error');
    expect(errorCountText(copy, 3)).toBe('3 errors');
    expect(errorAnnouncement(copy, 2, copy.required)).toBe('2 errors: This field is required.');
    expect(errorAnnouncement({ errorCount: '{count} erreurs', errorCountOne: '{count} erreur' }, 1, undefined)).toBe('1 erreur');
  });
});

describe('flattenErrors', () => {
  it('names nested errors with dots and skips errors without a message', () => {
    const input = document.createElement('input');
    expect(
      flattenErrors({
        email: { type: 'too_small', message: 'This field is required.', ref: input },
        address: { zipCode: { type: 'server', message: 'This ZIP code is not located in the U.S.' } },
        optIns: { type: 'too_small', message: 'Pick one.' },
        silent: { type: 'custom' },
      }),
    ).toEqual([
      { name: 'email', message: 'This field is required.' },
      { name: 'address.zipCode', message: 'This ZIP code is not located in the U.S.' },
      { name: 'optIns', message: 'Pick one.' },
    ]);
  });
});
