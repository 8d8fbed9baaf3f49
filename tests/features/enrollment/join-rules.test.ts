// Step 1's name rules (issue #22 item 23): control characters, bidi overrides and lone surrogates are
// refused with copy the CMS can override; zero-width-only text is blank, so "required".
import { describe, expect, it } from 'vitest';
import { joinCopyKeys } from '../../../src/features/enrollment/copy-keys.ts';
import { joinDefaults, joinRules, type JoinLabels, type JoinValues } from '../../../src/features/enrollment/join/join-rules.ts';
import { copyReader } from '../../../src/lib/element-copy.ts';
import { validate } from '../../../src/ui/form/rules.ts';
import { copyOf } from './fixture.ts';

const labels: JoinLabels = {
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
  zipCode: 'ZIP code',
};

const valid: JoinValues = {
  ...joinDefaults,
  email: 'ann@example.com',
  password: 'Password1',
  passwordConfirm: 'Password1',
  firstName: 'Ann',
  lastName: 'Lee',
  zipCode: '30301',
};

const errorsFor = (values: Partial<JoinValues>, copy: Record<string, string> = {}) =>
  validate(
    joinRules(copyReader({ ...copyOf(joinCopyKeys), ...copy }), labels, () => undefined),
    { ...valid, ...values },
  );

describe('join names', () => {
  it('accept names in any script, with accents, emoji and joiners', () => {
    expect(errorsFor({ firstName: 'Zoë', lastName: 'Nguyễn' })).toEqual({});
    expect(errorsFor({ firstName: '李', lastName: 'محمد\u200cی' })).toEqual({});
  });

  it.each([
    ['NUL', 'Ann\u0000'],
    ['a line break', 'Ann\nLee'],
    ['a right-to-left override', '\u202eAnn'],
    ['an isolate', 'Ann\u2066'],
    ['a lone surrogate', 'Ann\ud83d'],
  ])('refuse %s with the invalid-characters message', (_, value) => {
    expect(errorsFor({ firstName: value, lastName: value })).toEqual({
      firstName: 'First name contains invisible or control characters. Please type it again.',
      lastName: 'Last name contains invisible or control characters. Please type it again.',
    });
  });

  it('take zero-width-only text as blank', () => {
    expect(errorsFor({ firstName: '\u200b\u200c', lastName: ' \u2060\ufeff\u200d ' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
  });

  it('word the refusal from copy the CMS may override', () => {
    expect(errorsFor({ firstName: 'Ann\u0007' }, { 'validation.invalidCharacters': 'Bitte {field} neu eingeben.' })).toEqual({
      firstName: 'Bitte First name neu eingeben.',
    });
  });
});
