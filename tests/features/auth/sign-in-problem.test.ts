// What each refused sign-in means (spec 001 §8; docs/api.md POST /api/Login, "Throttling"): the
// account lockout and the client throttle are both 429 and must never be confused.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { retryAfterMinutes, signInProblemOf, waitMessage } from '../../../src/features/auth/sign-in-problem.ts';

/** An ApiError as the client builds it, with the answer's headers. */
const refused = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new ApiError(status, '', body, new Headers(headers));

describe('signInProblemOf', () => {
  it('tells the lockout (lockedUntil) from the client throttle (code Throttled)', () => {
    expect(
      signInProblemOf(refused(429, { message: 'Locked.', lockedUntil: '2026-11-26T00:00:00.000Z' }, { 'Retry-After': '1800' })),
    ).toEqual({
      kind: 'locked',
    });
    expect(signInProblemOf(refused(429, { message: 'Too many attempts.', code: 'Throttled' }, { 'Retry-After': '300' }))).toEqual({
      kind: 'throttled',
      minutes: 5,
    });
    expect(signInProblemOf(refused(429, { message: 'Too many attempts.', code: 'Throttled' }))).toEqual({
      kind: 'throttled',
      minutes: undefined,
    });
  });

  it('maps 401, 400, 409 FixCredentials and 403 with ssoLoginUrl', () => {
    expect(signInProblemOf(refused(401, { message: 'Invalid user name or password.' }))).toEqual({ kind: 'credentials' });
    const body = { errors: { password: ['Password is required.'] }, message: 'Invalid.' };
    expect(signInProblemOf(refused(400, body))).toEqual({ kind: 'form', body });
    expect(signInProblemOf(refused(409, { message: 'Update.', code: 'FixCredentials' }))).toEqual({ kind: 'fixCredentials' });
    expect(signInProblemOf(refused(403, { message: 'SSO.', ssoLoginUrl: '/api/Sso/Login' }))).toEqual({
      kind: 'elsewhere',
      url: '/api/Sso/Login',
    });
  });

  it('leaves everything else to the form kit (server trouble, a CSRF 403, network errors)', () => {
    expect(signInProblemOf(refused(500, { message: 'Boom.' }))).toBeUndefined();
    expect(signInProblemOf(refused(403, { message: 'CSRF.' }))).toBeUndefined();
    expect(signInProblemOf(refused(409, { message: 'Other.' }))).toBeUndefined();
    expect(signInProblemOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('retryAfterMinutes', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it.each([
    ['1', 1],
    ['59', 1],
    ['60', 1],
    ['61', 2],
    ['900', 15],
    ['Wed, 25 Nov 2026 12:10:00 GMT', 10],
  ])('Retry-After %j is %i minute(s), rounded up', (header, minutes) => {
    expect(retryAfterMinutes(refused(429, { code: 'Throttled' }, { 'Retry-After': header }), now)).toBe(minutes);
  });

  it.each(['', '0', 'soon', 'Wed, 25 Nov 2026 11:00:00 GMT'])('an unusable Retry-After (%j) is no number', (header) => {
    expect(retryAfterMinutes(refused(429, { code: 'Throttled' }, { 'Retry-After': header }), now)).toBeUndefined();
  });

  it('says nothing of the wait when the answer does not', () => {
    expect(retryAfterMinutes(refused(429, { code: 'Throttled' }), now)).toBeUndefined();
  });
});

describe('waitMessage', () => {
  const copy = { many: 'Wait {count} minutes.', one: 'Wait 1 minute.', unknown: 'Wait a few minutes.' };
  it('says minutes, one minute, or a few minutes', () => {
    expect(waitMessage(5, copy)).toBe('Wait 5 minutes.');
    expect(waitMessage(1, copy)).toBe('Wait 1 minute.');
    expect(waitMessage(undefined, copy)).toBe('Wait a few minutes.');
  });
});
