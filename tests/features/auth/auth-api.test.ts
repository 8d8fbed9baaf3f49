// @vitest-environment happy-dom
// The sign-in and recovery calls (src/api/auth.ts): contract paths and methods, and every password
// cut to 56 characters before it leaves (spec 000 §5, 001 §5).
import { describe, expect, it } from 'vitest';
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
      '/api/Members/Recover/Confirm': ok,
      '/api/Members/Recover/Update': ok,
    });
    const auth = await import('../../../src/api/auth.ts');
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
    const { signIn } = await import('../../../src/api/auth.ts');
    await expect(signIn({ emailOrPartnerNumber: 'card@delta.example', password: 'x' })).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid user name or password.' },
    });
  });
});
