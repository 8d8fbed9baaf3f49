// @vitest-environment happy-dom
// The sign-in and recovery calls (src/api/sign-in.ts, recovery.ts): contract paths and methods, and every password
// cut to 56 characters before it leaves (spec 000 §5, 001 §5); the joining and CSRF calls' answers
// read against the contract (spec-minimal, redirects, unreadable).
import { describe, expect, it, vi } from 'vitest';
import { signedOut, stubApi, visit } from './fixture.tsx';

const ok = { status: 200, body: {} };
const long = `Password1!${'p'.repeat(70)}`;

describe('auth calls', () => {
  it('POST the contract paths with trimmed identifiers and passwords cut to 56', async () => {
    visit('/login');
    const calls = stubApi({
      '/api/Member': signedOut,
      '/api/Login': ok,
      '/api/Members/FixCredentials': ok,
      '/api/Members/Recover': { status: 202, body: { message: 'Sent.' } },
      '/api/Members/Recover/Confirm': { status: 200, body: { recoveryToken: 'tok-1' } },
      '/api/Members/Recover/Update': ok,
    });
    const auth = { ...(await import('../../../src/api/sign-in.ts')), ...(await import('../../../src/api/recovery.ts')) };
    await auth.signIn({ emailOrPartnerNumber: ' card@delta.example ', password: long });
    await auth.fixCredentials({ emailOrPartnerNumber: 'fix@delta.example', password: long, newEmail: ' new@delta.example ' });
    await auth.recoverCredentials('0000904001 ', 'captcha-token');
    await auth.confirmRecovery({ emailOrPartnerNumber: 'card@delta.example', code: ' 123456 ' });
    await auth.resetPassword({ recoveryToken: 'tok', password: long, passwordConfirm: long });
    const cut = long.slice(0, 56);
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/Login', { emailOrPartnerNumber: 'card@delta.example', password: cut, rememberMe: false }],
      ['POST', '/api/Members/FixCredentials', { emailOrPartnerNumber: 'fix@delta.example', password: cut, newEmail: 'new@delta.example' }],
      ['POST', '/api/Members/Recover', { emailOrPartnerNumber: '0000904001', gRecaptchaResponse: 'captcha-token' }],
      ['POST', '/api/Members/Recover/Confirm', { emailOrPartnerNumber: 'card@delta.example', code: '123456' }],
      ['POST', '/api/Members/Recover/Update', { recoveryToken: 'tok', password: cut, passwordConfirm: cut }],
    ]);
  });

  it('rejects with the ApiError, body included', async () => {
    visit('/login');
    stubApi({ '/api/Login': { status: 401, body: { message: 'Invalid user name or password.' } } });
    const { signIn } = await import('../../../src/api/sign-in.ts');
    await expect(signIn({ emailOrPartnerNumber: 'card@delta.example', password: 'x' })).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid user name or password.' },
    });
  });
});

describe('joining and session answers, read against the contract', () => {
  it('reads the spec-minimal answers: isValid, csrfToken, and `{}` for a registration', async () => {
    visit('/join');
    stubApi({
      '/api/Members/Validate/Email': { status: 200, body: { isValid: true } },
      '/api/Members/Validate/Zip': { status: 200, body: { isValid: false, extra: 'ignored' } },
      '/api/Members/Prospects': { status: 200, body: {} },
      '/api/CSRF': { status: 200, body: { csrfToken: 'tok-1' } },
    });
    const { validateEmail } = await import('../../../src/api/enrollment.ts');
    const { registerProspect, validateZip } = await import('../../../src/api/enrollment.ts');
    const { fetchCsrfToken } = await import('../../../src/api/session.ts');
    await expect(validateEmail('new@delta.example')).resolves.toEqual({ isValid: true });
    await expect(validateZip('99999')).resolves.toBe(false);
    await expect(fetchCsrfToken()).resolves.toBe('tok-1');
    const registration = { email: 'a@b.example', password: 'x', passwordConfirm: 'x', firstName: 'A', lastName: 'B', zipCode: '30301' };
    await expect(registerProspect(registration)).resolves.toEqual({ member: null, expiresAt: null });
  });

  it('a redirect carries no verdict: no email verdict, a valid ZIP, a registration without answer', async () => {
    visit('/join');
    stubApi({
      '/api/Members/Validate/Email': { status: 303 },
      '/api/Members/Validate/Zip': { status: 302 },
      '/api/Members/Prospects': { status: 303 },
    });
    const { validateEmail } = await import('../../../src/api/enrollment.ts');
    const { registerProspect, validateZip } = await import('../../../src/api/enrollment.ts');
    await expect(validateEmail('new@delta.example')).resolves.toBeNull();
    await expect(validateZip('30301')).resolves.toBe(true);
    const registration = { email: 'a@b.example', password: 'x', passwordConfirm: 'x', firstName: 'A', lastName: 'B', zipCode: '30301' };
    await expect(registerProspect(registration)).resolves.toBeUndefined();
  });

  it('an answer without its required field is a ReadError naming the call and field', async () => {
    visit('/join');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      '/api/Members/Validate/Email': { status: 200, body: { valid: true } },
      '/api/Members/Validate/Zip': { status: 200, body: { isValid: 'yes' } },
      '/api/CSRF': { status: 200, body: { token: 'tok-1' } },
    });
    const { validateEmail } = await import('../../../src/api/enrollment.ts');
    const { validateZip } = await import('../../../src/api/enrollment.ts');
    const { fetchCsrfToken } = await import('../../../src/api/session.ts');
    const { ReadError } = await import('../../../src/api/read.ts');
    await expect(validateEmail('new@delta.example')).rejects.toBeInstanceOf(ReadError);
    await expect(validateZip('30301')).rejects.toBeInstanceOf(ReadError);
    await expect(fetchCsrfToken()).rejects.toBeInstanceOf(ReadError);
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      'GET /api/Members/Validate/Email: cannot read isValid: required, and missing',
      'GET /api/Members/Validate/Zip: cannot read isValid: expected boolean, got "yes"',
      'GET /api/CSRF: cannot read csrfToken: required, and missing',
    ]);
    error.mockRestore();
  });
});
