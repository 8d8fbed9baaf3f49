// PUT /api/Member: the profile form's rules (spec 001 §5 "Profile form", docs/api.md "Members"), the
// read-only fields, SMS and email opt-in, and bad input answered 4xx, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import type { Member } from '../../src/api/contract/member.ts';
import { usStateCodes } from '../../src/lib/us-states.ts';
import { captchaToken, Client, createMember, json, signedIn, startTestSandbox, type FreshMember, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const huge = 'x'.repeat(60_000);

const signInAs = (partner: string, member: FreshMember, sso = false) => signedIn(sandbox, partner, member, sso);

/** A signed-in fresh member of its own, so every test may change it. */
async function fresh(partner = 'delta', role = 'card'): Promise<Client> {
  const sso = partner === 'hilton' || partner === 'fuel-rewards' || partner === 't-mobile';
  return signInAs(partner, await createMember(sandbox, { partner, role }), sso);
}

const put = (client: Client, body: unknown) => client.put('/api/Member', { csrf: true, body });

/** The 400's field errors (and that it is one). */
async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(400);
  const body = await json<FieldErrorsBody>(response);
  expect(body.message).toBe('We could not process your request. Please check the form for errors.');
  return body.errors;
}

async function saved(response: Response): Promise<Member> {
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Member>(response);
}

describe('PUT /api/Member: names', () => {
  it('requires first and last name, at most 20 characters, and stores them trimmed', async () => {
    const client = await fresh();
    expect(await errorsOf(await put(client, { firstName: '', lastName: '   ' }))).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
    });
    expect(await errorsOf(await put(client, { firstName: 'A'.repeat(21), lastName: 'B'.repeat(21) }))).toEqual({
      firstName: ['First name can have at most 20 characters.'],
      lastName: ['Last name can have at most 20 characters.'],
    });
    // 20 after trimming is within the limit.
    const member = await saved(await put(client, { firstName: `  ${'A'.repeat(20)}  `, lastName: ' Okoro ' }));
    expect(member).toMatchObject({ firstName: 'A'.repeat(20), lastName: 'Okoro' });
  });

  it("keeps an sso member's names read-only: unchanged is fine, a change is refused", async () => {
    const client = await fresh('hilton');
    const member = await json<Member>(await client.get('/api/Member'));
    await saved(await put(client, { firstName: member.firstName, lastName: ` ${member.lastName} ` }));
    expect(await errorsOf(await put(client, { firstName: 'Changed', lastName: '' }))).toEqual({
      firstName: ['Contact Hilton customer service to change your name.'],
      lastName: ['Contact Hilton customer service to change your name.'],
    });
    // Nothing of a refused request is saved.
    expect(await errorsOf(await put(client, { firstName: 'Changed', address: { city: 'Reno' } }))).toHaveProperty('firstName');
    expect(await json(await client.get('/api/Member'))).toMatchObject({ firstName: member.firstName, address: member.address });
  });
});

describe('PUT /api/Member: address', () => {
  it('holds address 30, line 2 at most 30 and city 20, stored trimmed', async () => {
    const client = await fresh();
    expect(
      await errorsOf(await put(client, { address: { address1: 'a'.repeat(31), address2: 'b'.repeat(31), city: 'c'.repeat(21) } })),
    ).toEqual({
      'address.address1': ['Street address can have at most 30 characters.'],
      'address.address2': ['Apt, suite, etc. can have at most 30 characters.'],
      'address.city': ['City can have at most 20 characters.'],
    });
    const member = await saved(
      await put(client, { address: { address1: ` ${'a'.repeat(30)} `, address2: 'b'.repeat(30), city: 'c'.repeat(20) } }),
    );
    expect(member.address).toMatchObject({ address1: 'a'.repeat(30), address2: 'b'.repeat(30), city: 'c'.repeat(20) });
    // Not required for this partner: emptied (or null) is fine.
    expect((await saved(await put(client, { address: { address1: '', address2: null, city: '', state: '' } }))).address).toMatchObject({
      address1: '',
      address2: '',
      city: '',
      state: '',
    });
  });

  it('takes every US state, territory and DC in any case, and nothing else', async () => {
    const client = await fresh();
    for (const code of usStateCodes) {
      expect((await saved(await put(client, { address: { state: code.toLowerCase() } }))).address.state).toBe(code);
    }
    for (const state of ['ZZ', 'XX', 'USA', 'California', 'D.C.', '1']) {
      expect(await errorsOf(await put(client, { address: { state } })), state).toEqual({
        'address.state': ['State must be a US state, territory or DC.'],
      });
    }
  });

  it('requires address, city and state for a full-address partner, when the address is touched', async () => {
    // A caesars member who joined with a ZIP only: no street, city or state yet.
    const client = new Client(sandbox.url, 'caesars');
    const joined = await client.post('/api/Members/Prospects', {
      csrf: true,
      body: {
        email: 'profile-rules@caesars.example',
        password: 'Password1!',
        passwordConfirm: 'Password1!',
        firstName: 'Robin',
        lastName: 'Reyes',
        zipCode: '89109',
        gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
      },
    });
    expect(joined.status).toBe(200);
    // A change that leaves the address alone is not held up by it.
    expect(await saved(await put(client, { phoneNumber: '702-555-0142' }))).toMatchObject({ phoneNumber: '7025550142' });
    expect(await errorsOf(await put(client, { address: { zipCode: '89109' } }))).toEqual({
      'address.address1': ['Street address is required.'],
      'address.city': ['City is required.'],
      'address.state': ['State is required.'],
    });
    const member = await saved(await put(client, { address: { address1: '3570 Las Vegas Blvd S', city: 'Las Vegas', state: 'NV' } }));
    expect(member.address).toEqual({ address1: '3570 Las Vegas Blvd S', address2: '', city: 'Las Vegas', state: 'NV', zipCode: '89109' });
    expect(await errorsOf(await put(client, { address: { city: ' ' } }))).toEqual({ 'address.city': ['City is required.'] });
  });

  it('never requires the address of a credit partner, even with fullAddressRequired', async () => {
    const client = await fresh('fuel-rewards');
    const member = await saved(await put(client, { address: { address1: '', city: '', state: '' } }));
    expect(member.address).toMatchObject({ address1: '', city: '', state: '' });
  });

  it('requires a zip code of exactly 5 digits that is a US zip', async () => {
    const client = await fresh();
    for (const zipCode of ['', '   ', null]) {
      expect(await errorsOf(await put(client, { address: { zipCode } })), String(zipCode)).toEqual({
        'address.zipCode': ['Zip code is required.'],
      });
    }
    for (const zipCode of ['1234', '123456', '12a45', '30309-1234', '３０３０９']) {
      expect(await errorsOf(await put(client, { address: { zipCode } })), zipCode).toEqual({
        'address.zipCode': ['Zip code must be exactly 5 digits.'],
      });
    }
    for (const zipCode of ['00000', '00500', '99999']) {
      expect(await errorsOf(await put(client, { address: { zipCode } })), zipCode).toEqual({
        'address.zipCode': ['This ZIP code is not located in the U.S.'],
      });
    }
    expect((await saved(await put(client, { address: { zipCode: ' 00501 ' } }))).address.zipCode).toBe('00501');
    // The same rule as GET /api/Members/Validate/Zip.
    expect(await json(await client.get('/api/Members/Validate/Zip?zip=00500'))).toEqual({ isValid: false });
    expect(await json(await client.get('/api/Members/Validate/Zip?zip=00501'))).toEqual({ isValid: true });
  });
});

describe('PUT /api/Member: phone and opt-ins', () => {
  it('takes a US phone in the usual spellings, stores 10 digits, and clears it', async () => {
    const client = await fresh();
    for (const [given, stored] of [
      ['617-555-0188', '6175550188'],
      ['1 (212) 555-0123', '2125550123'],
      ['+1 415.555.0199', '4155550199'],
      ['2065550100', '2065550100'],
    ] as const) {
      expect((await saved(await put(client, { phoneNumber: given }))).phoneNumber, given).toBe(stored);
    }
    for (const phoneNumber of [
      '123',
      '0175550188',
      '1175550188',
      '6171550188',
      '6170550188',
      '22065550100',
      '617-555-018a',
      '+44 20 7946 0958',
    ]) {
      expect(await errorsOf(await put(client, { phoneNumber })), phoneNumber).toEqual({
        phoneNumber: ['Invalid phone number, please check the number and try again.'],
      });
    }
    expect((await saved(await put(client, { phoneNumber: '' }))).phoneNumber).toBeNull();
    await saved(await put(client, { phoneNumber: '2065550100' }));
    expect((await saved(await put(client, { phoneNumber: null }))).phoneNumber).toBeNull();
  });

  it('derives SMS opt-in: an explicit choice (smsOptInV2 first) needs a phone, a new number needs a new choice', async () => {
    const client = await fresh();
    expect(await saved(await put(client, { phoneNumber: '617-555-0101', smsOptIn: true }))).toMatchObject({ smsOptIn: true });
    // Unchanged number, no choice sent: the choice stays.
    expect(await saved(await put(client, { phoneNumber: '6175550101', firstName: 'Same' }))).toMatchObject({ smsOptIn: true });
    // v2 wins over v1.
    expect(await saved(await put(client, { smsOptIn: true, smsOptInV2: false }))).toMatchObject({ smsOptIn: false });
    expect(await saved(await put(client, { smsOptInV2: true }))).toMatchObject({ smsOptIn: true });
    // A different number without a choice turns it off; with one, it follows the choice.
    expect(await saved(await put(client, { phoneNumber: '617-555-0102' }))).toMatchObject({ smsOptIn: false });
    expect(await saved(await put(client, { phoneNumber: '617-555-0103', smsOptIn: true }))).toMatchObject({ smsOptIn: true });
    // No phone, no SMS: clearing turns it off, and opting in without a phone stays off.
    expect(await saved(await put(client, { phoneNumber: '' }))).toMatchObject({ smsOptIn: false, phoneNumber: null });
    expect(await saved(await put(client, { smsOptIn: true }))).toMatchObject({ smsOptIn: false });
    // A phone added without a choice is not consent.
    expect(await saved(await put(client, { phoneNumber: '617-555-0104' }))).toMatchObject({ smsOptIn: false });
  });

  it('moves between tier 0 and tier 2 with email opt-in, and leaves VIP alone', async () => {
    const client = await fresh();
    expect(await saved(await put(client, { emailOptIn: false }))).toMatchObject({ emailOptIn: false, tierLevel: 0 });
    expect(await saved(await put(client, { emailOptIn: true }))).toMatchObject({ emailOptIn: true, tierLevel: 2 });
    const vip = await fresh('delta', 'vip');
    expect(await saved(await put(vip, { emailOptIn: false }))).toMatchObject({ emailOptIn: false, tierLevel: 3 });
  });
});

describe('PUT /api/Member: read-only fields', () => {
  it('accepts email and password unchanged and refuses a change with a field error', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const client = await signInAs('delta', member);
    await saved(await put(client, { email: member.email.toUpperCase(), password: member.password, firstName: 'Kept' }));
    await saved(await put(client, { password: '' }));
    expect(await errorsOf(await put(client, { email: 'someone.else@delta.example', password: 'Another1pass' }))).toEqual({
      email: [expect.stringMatching(/^Your email can only be changed by contacting customer support at .*\d.*\.$/) as unknown],
      password: ['Reset your password by signing out and recovering your credentials.'],
    });
    // Still signs in with the old ones.
    expect((await new Client(sandbox.url, 'delta').signIn(member.email, member.password ?? '')).status).toBe(200);
  });

  it('answers the member unchanged when nothing changes, and never writes what it does not read', async () => {
    const client = await fresh();
    const before = await json<Member>(await client.get('/api/Member'));
    expect(await saved(await put(client, {}))).toEqual(before);
    expect(
      await saved(await put(client, { firstName: before.firstName, address: before.address, phoneNumber: before.phoneNumber })),
    ).toEqual(before);
  });
});

describe('PUT /api/Member: bad input', () => {
  /** 4xx with the JSON error body: never a 500. */
  async function expectRefused(response: Response, label: string): Promise<void> {
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    expect(response.headers.get('content-type'), label).toContain('application/json');
    expect(await response.json(), label).toEqual(expect.objectContaining({ message: expect.any(String) as unknown }));
  }

  it('refuses unknown fields, so a misspelt one is not a silent no-op', async () => {
    const client = await fresh();
    expect(await errorsOf(await put(client, { phone: '6175550101' }))).toEqual({ body: ['Unknown field: phone.'] });
    expect(await errorsOf(await put(client, { memberType: 'EnrolledCardMember', tierLevel: 3 }))).toEqual({
      body: ['Unknown fields: memberType, tierLevel.'],
    });
    expect(await errorsOf(await put(client, { address: { zip: '30309' } }))).toEqual({ address: ['Unknown field: zip.'] });
    const longKey = await errorsOf(await put(client, { [huge.slice(0, 1000)]: 1 }));
    expect(longKey['body']?.[0]?.length).toBeLessThan(80);
  });

  it('names the field of a wrong type, dotted when nested', async () => {
    const client = await fresh();
    expect(await errorsOf(await put(client, { firstName: 5, address: { zipCode: 30309 }, emailOptIn: 'yes', smsOptIn: 1 }))).toEqual({
      firstName: ['First name must be text.'],
      'address.zipCode': ['Zip code must be text.'],
      emailOptIn: ['Email opt-in must be true or false.'],
      smsOptIn: ['SMS opt-in must be true or false.'],
    });
    expect(await errorsOf(await put(client, { address: 'Main St' }))).toEqual({ address: ['address must be a JSON object.'] });
    expect(await errorsOf(await put(client, { address: null }))).toEqual({ address: ['address must be a JSON object.'] });
  });

  it('answers wrong types, huge strings, deep nesting and non-JSON with 4xx, never 500', async () => {
    const client = await fresh();
    const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const deepObject: unknown = JSON.parse(`${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`);
    const wrong: unknown[] = [5, true, [], {}, ['x'], { a: 1 }, deepObject, huge, -1];
    const fields = ['firstName', 'lastName', 'phoneNumber', 'emailOptIn', 'smsOptIn', 'smsOptInV2', 'email', 'password'];
    const addressFields = ['address1', 'address2', 'city', 'state', 'zipCode'];
    for (const value of wrong) {
      const shown = JSON.stringify(value)?.slice(0, 30) ?? String(value);
      for (const field of fields) {
        if (typeof value === 'boolean' && /OptIn/.test(field)) continue;
        await expectRefused(await put(client, { [field]: value }), `${field} = ${shown}`);
      }
      for (const field of addressFields)
        await expectRefused(await put(client, { address: { [field]: value } }), `address.${field} = ${shown}`);
    }
    for (const field of [...fields, 'address']) {
      await expectRefused(await put(client, `{"${field}":${deepArray}}`), `${field} nested 30,000 deep`);
    }
    await expectRefused(await put(client, `{"address":{"city":${deepArray}}}`), 'address.city nested 30,000 deep');
    for (const body of ['{', 'nope', '<xml/>', "{'a':1}", '{"a":1}}', '\u0000', 'null', '[]', '42', '"text"', deepArray]) {
      await expectRefused(await put(client, body), body.slice(0, 30));
    }
    // Over the body limit: 413 before parsing.
    const tooBig = await put(client, { firstName: 'x'.repeat(70_000) });
    expect(tooBig.status).toBe(413);
    // Through all of it nothing changed and the member is fine.
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'EnrolledCardMember' });
  });

  it('answers 401 signed out, 403 without the CSRF token', async () => {
    const signedOut = new Client(sandbox.url, 'delta');
    expect((await signedOut.put('/api/Member', { csrf: true, body: { firstName: 'X' } })).status).toBe(401);
    // The 401 comes before the body is judged.
    expect((await signedOut.put('/api/Member', { csrf: true, body: '{' })).status).toBe(401);
    const client = await fresh();
    expect((await client.put('/api/Member', { body: { firstName: 'X' } })).status).toBe(403);
  });
});
