// The session, sign-in, enrollment and recovery answers as the browser reads them (the generated
// readers of src/api/answers.generated.ts): the spec-minimal forms (000 §7 names `csrfToken` and
// `isValid`; registration "success returns JSON"), ids as numbers, unknown codes, other ISO
// 8601 forms, each read as zod reads it; and the refusals the sign-in forms branch on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { answerShapes as shapes } from '../../src/api/answers/all.ts';
import { ApiError } from '../../src/api/client.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { readAnswer, ReadError, type Shape } from '../../src/api/read.ts';
import { signInProblemOf } from '../../src/features/auth/sign-in-problem.ts';

type Name =
  | 'csrfToken'
  | 'validationResult'
  | 'signedIn'
  | 'tooManyAttempts'
  | 'signInElsewhere'
  | 'credentialFixRequired'
  | 'recoveryMessage'
  | 'recoveryConfirmed'
  | 'passwordResetRefused';

/** `value` read by the browser's reader for `name`, checked to be what zod's parse makes of it. */
function read<N extends Name>(name: N, value: unknown): z.output<(typeof answers)[N]> {
  const shape: Shape = shapes[name]!;
  const result = readAnswer(shape, value, `test ${name}`);
  expect(result).toEqual(answers[name].parse(value));
  return result as z.output<(typeof answers)[N]>;
}

/** The reader refuses `value`, naming the field, as zod refuses it. */
function refused(name: Name, value: unknown, field: string): void {
  expect(answers[name].safeParse(value).success).toBe(false);
  const shape: Shape = shapes[name]!;
  expect(() => readAnswer(shape, value, `test ${name}`)).toThrow(ReadError);
  expect(() => readAnswer(shape, value, `test ${name}`)).toThrow(`test ${name}: cannot read ${field}:`);
}

/** A member as 001 §3 names it, minimal: ids as numbers, an unknown member type. */
const minimalMember = { publicId: 4711, memberType: 'FamilyMember', tierLevel: 2 };

describe('answers the spec names a field of', () => {
  it('GET /api/CSRF: csrfToken is required', () => {
    expect(read('csrfToken', { csrfToken: 'tok', extra: 1 })).toEqual({ csrfToken: 'tok' });
    refused('csrfToken', {}, 'csrfToken');
    refused('csrfToken', { csrfToken: 42 }, 'csrfToken');
  });

  it('Validate/Email and Validate/Zip: isValid is required', () => {
    expect(read('validationResult', { isValid: false })).toEqual({ isValid: false });
    refused('validationResult', { valid: true }, 'isValid');
    refused('validationResult', { isValid: 'yes' }, 'isValid');
  });
});

describe('answers the spec names no field of: every field has its default', () => {
  it('registration, sign-in and credential fixing (`{}` is a success)', () => {
    expect(read('signedIn', {})).toEqual({ member: null, expiresAt: null });
    const signedIn = read('signedIn', { member: minimalMember, expiresAt: 1_795_299_427_628 });
    expect(signedIn.member).toMatchObject({ publicId: '4711', memberType: 'FamilyMember', tierLevel: 2, firstName: '', activeBonuses: [] });
    expect(signedIn.expiresAt).toBe(1_795_299_427_628);
    // A member that is there must still be a member.
    refused('signedIn', { member: { publicId: 'delta-new', memberType: 'NonCardMember' } }, 'member.tierLevel');
  });

  it('recovery: the token is required, the rest defaults', () => {
    expect(read('recoveryMessage', {})).toEqual({ message: '' });
    expect(read('recoveryConfirmed', { recoveryToken: 'tok-1' })).toEqual({ recoveryToken: 'tok-1', email: '', partnerNumber: null });
    refused('recoveryConfirmed', { email: 'c***@delta.example' }, 'recoveryToken');
  });
});

describe('refusals the forms branch on', () => {
  it('429: lockedUntil in any ISO 8601 form, or none (the throttle)', () => {
    expect(read('tooManyAttempts', { lockedUntil: '20261126T003000+0100' })).toEqual({
      message: '',
      lockedUntil: '2026-11-25T23:30:00.000Z',
    });
    expect(read('tooManyAttempts', { message: 'Too many attempts.', code: 'Throttled' })).toEqual({
      message: 'Too many attempts.',
      code: 'Throttled',
      lockedUntil: null,
    });
    refused('tooManyAttempts', { lockedUntil: 'in 30 minutes' }, 'lockedUntil');
  });

  it('403 ssoLoginUrl, 409 code (an unknown one kept), 400 errors.recoveryToken', () => {
    expect(read('signInElsewhere', { message: 'CSRF.' })).toEqual({ message: 'CSRF.', ssoLoginUrl: null });
    expect(read('credentialFixRequired', { code: 'FixCredentials' }).code).toBe('FixCredentials');
    expect(read('credentialFixRequired', { code: 'AccountMerged' }).code).toBe('AccountMerged');
    expect(read('credentialFixRequired', {}).code).toBeNull();
    expect(read('passwordResetRefused', { errors: { password: ['Too short.'] } }).errors.recoveryToken).toBeNull();
    expect(read('passwordResetRefused', { errors: { recoveryToken: ['Expired.'] } }).errors.recoveryToken).toEqual(['Expired.']);
    expect(read('passwordResetRefused', {}).errors).toEqual({ recoveryToken: null });
  });
});

describe('signInProblemOf reads the refusal through them', () => {
  const refusal = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new ApiError(status, '', body, new Headers(headers));
  afterEach(() => vi.restoreAllMocks());

  it('a lockout whose lockedUntil is in another ISO form is still the lockout', () => {
    expect(signInProblemOf(refusal(429, { lockedUntil: '2026-11-26 00:30' }))).toEqual({ kind: 'locked' });
  });

  it('a 429 whose body cannot be read still says to wait, and the console names the call and field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(signInProblemOf(refusal(429, { lockedUntil: 'soon' }, { 'Retry-After': '120' }), 'fixCredentials')).toEqual({
      kind: 'throttled',
      minutes: 2,
    });
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      'POST /api/Members/FixCredentials: cannot read lockedUntil: "soon" is not an ISO 8601 date',
    ]);
    expect(signInProblemOf(refusal(429, '<html>Too Many Requests</html>'))).toEqual({ kind: 'throttled', minutes: undefined });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('a 409 with another code, or none, is left to the form (no console error)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(signInProblemOf(refusal(409, { message: 'Merged.', code: 'AccountMerged' }))).toBeUndefined();
    expect(signInProblemOf(refusal(409, { message: 'Other.' }))).toBeUndefined();
    expect(signInProblemOf(refusal(403, { message: 'CSRF.' }))).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });
});
