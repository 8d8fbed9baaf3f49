// Member update validation, known members, activation, registration and prospect capture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryConfirmed } from '../../src/api/contract/recovery.ts';
import type { FieldErrorsBody as Errors } from '../../src/api/contract/errors.ts';
import { captchaToken, Client, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('PUT /api/Member', () => {
  it('answers 400 with field errors for invalid input', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    const response = await client.put('/api/Member', {
      csrf: true,
      body: { firstName: 'A'.repeat(21), address: { zipCode: '1234' }, phoneNumber: '123' },
    });
    expect(response.status).toBe(400);
    const body = await json<Errors>(response);
    expect(body.message).toEqual(expect.any(String) as unknown);
    expect(body.errors['address.zipCode']).toEqual(['Zip code must be exactly 5 digits.']);
    expect(body.errors['firstName']).toEqual(['First name can have at most 20 characters.']);
    expect(body.errors['phoneNumber']).toEqual(['Invalid phone number, please check the number and try again.']);
  });

  it('rejects a ZIP outside the U.S. and a changed email', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    const response = await client.put('/api/Member', { csrf: true, body: { address: { zipCode: '00000' }, email: 'new@delta.example' } });
    const body = await json<Errors>(response);
    expect(response.status).toBe(400);
    expect(body.errors['address.zipCode']).toEqual(['This ZIP code is not located in the U.S.']);
    expect((await client.put('/api/Member', { csrf: true, body: { email: 'new@delta.example' } })).status).toBe(400);
  });

  it('saves valid changes and stores the phone as digits', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    const response = await client.put('/api/Member', {
      csrf: true,
      body: { firstName: 'Jamie', address: { city: 'Atlanta', state: 'ga', zipCode: '30309' }, phoneNumber: '1 (404) 555-0123' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      firstName: 'Jamie',
      phoneNumber: '4045550123',
      address: { city: 'Atlanta', state: 'GA', zipCode: '30309' },
    });
  });

  it('answers 401 when signed out (after the CSRF check)', async () => {
    const client = new Client(sandbox.url, 'delta');
    expect((await client.put('/api/Member', { csrf: true, body: {} })).status).toBe(401);
  });
});

describe('known members and activation', () => {
  it('activates a non-activated member from the public id link', async () => {
    const client = new Client(sandbox.url, 'united');
    const known = await json(await client.get('/api/Member/united-inactive', { csrf: true }));
    expect(known).toMatchObject({ tierLevel: 1, hasWebProfile: false });
    const response = await client.post('/api/Member/Activate', { csrf: true, body: { publicId: 'united-inactive' } });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ activated: true, member: { tierLevel: 2, active: true } });
    expect((await client.post('/api/Member/Activate', { csrf: true, body: { publicId: 'united-inactive' } })).status).toBe(409);
    expect((await client.get('/api/Member/nobody', { csrf: true })).status).toBe(404);
  });
});

describe('enrollment', () => {
  it('validates email and ZIP', async () => {
    const client = new Client(sandbox.url, 'delta');
    expect(await json(await client.get('/api/Members/Validate/Email?email=card%40delta.example'))).toEqual({ isValid: false });
    expect(await json(await client.get('/api/Members/Validate/Email?email=fresh%40delta.example&usePpn=true'))).toEqual({ isValid: true });
    expect((await client.get('/api/Members/Validate/Email?email=not-an-email')).status).toBe(400);
    expect(await json(await client.get('/api/Members/Validate/Zip?zip=60614'))).toEqual({ isValid: true });
    expect(await json(await client.get('/api/Members/Validate/Zip?zip=00000'))).toEqual({ isValid: false });
  });

  it('registers a prospect behind the captcha and signs them in', async () => {
    const client = new Client(sandbox.url, 'delta');
    const registration = {
      email: 'newbie@delta.example',
      password: 'Tasty2024',
      passwordConfirm: 'Tasty2024',
      firstName: 'New',
      lastName: 'Member',
      zipCode: '30309',
      phoneNumber: '404-555-0199',
    };
    const noCaptcha = await client.post('/api/Members/Prospects', { csrf: true, body: registration });
    expect(noCaptcha.status).toBe(400);
    expect(await json(noCaptcha)).toMatchObject({ message: 'You must complete the reCAPTCHA to continue.' });

    const bad = await client.post('/api/Members/Prospects', {
      csrf: true,
      body: {
        ...registration,
        passwordConfirm: 'Other2024',
        partnerNumber: '123',
        gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
      },
    });
    const badBody = await json<Errors>(bad);
    expect(bad.status).toBe(400);
    expect(badBody.errors['passwordConfirm']).toEqual(['Passwords do not match.']);
    expect(badBody.errors['partnerNumber']).toEqual(['Invalid format for partner number.']);

    const token = await captchaToken(sandbox.standinOrigin);
    const ok = await client.post('/api/Members/Prospects', { csrf: true, body: { ...registration, gRecaptchaResponse: token } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ member: { email: 'newbie@delta.example', memberType: 'NonCardMember', smsOptIn: true } });
    expect((await client.get('/api/Member')).status).toBe(200);

    // Tokens are single use, and the email is now taken.
    const again = await client.post('/api/Members/Prospects', { csrf: true, body: { ...registration, gRecaptchaResponse: token } });
    expect(again.status).toBe(400);
    const taken = await client.post('/api/Members/Prospects', {
      csrf: true,
      body: { ...registration, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
    });
    expect((await json<Errors>(taken)).errors['email']).toEqual(['This email is already in use.']);
  });

  it('captures a prospect email (captcha field g-recaptcha-response)', async () => {
    const client = new Client(sandbox.url, 'delta');
    const token = await captchaToken(sandbox.standinOrigin);
    const response = await client.post('/api/Members/Prospects/Capture', {
      csrf: true,
      body: { email: 'maybe@delta.example', 'g-recaptcha-response': token },
    });
    expect(response.status).toBe(202);
    const forged = await client.post('/api/Members/Prospects/Capture', {
      csrf: true,
      body: { email: 'maybe@delta.example', 'g-recaptcha-response': 'forged' },
    });
    expect(forged.status).toBe(400);
  });

  it('recovers credentials and lifts a lockout', async () => {
    const client = new Client(sandbox.url, 'choice');
    for (let i = 0; i < 5; i++) await client.signIn('member@choice.example', 'nope');
    expect((await client.signIn('member@choice.example')).status).toBe(429);

    expect((await client.post('/api/Members/Recover', { csrf: true, body: { emailOrPartnerNumber: 'bad input' } })).status).toBe(400);
    const requested = await client.post('/api/Members/Recover', {
      csrf: true,
      body: { emailOrPartnerNumber: 'member@choice.example', gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
    });
    expect(requested.status).toBe(202);
    expect(
      (
        await client.post('/api/Members/Recover/Confirm', {
          csrf: true,
          body: { emailOrPartnerNumber: 'member@choice.example', code: '000000' },
        })
      ).status,
    ).toBe(400);
    const confirmed = await json<RecoveryConfirmed>(
      await client.post('/api/Members/Recover/Confirm', {
        csrf: true,
        body: { emailOrPartnerNumber: 'member@choice.example', code: '123456' },
      }),
    );
    const updated = await client.post('/api/Members/Recover/Update', {
      csrf: true,
      body: { recoveryToken: confirmed.recoveryToken, password: 'NewPass2025', passwordConfirm: 'NewPass2025' },
    });
    expect(updated.status).toBe(200);
    expect((await client.signIn('member@choice.example', 'NewPass2025')).status).toBe(200);
  });
});
