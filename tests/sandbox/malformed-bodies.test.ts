// Never a 500 for what the request got wrong (docs/api.md "Conventions"): the sign-in, recovery,
// credential-fixing and enrollment calls answer every malformed body (not JSON, wrong types, strings
// up to the 64 KiB body limit) with a 4xx and the JSON error body.
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, Client, sandboxForFile } from './helpers.ts';

const sandbox = sandboxForFile();

/** Under the 64 KiB limit with the other fields and JSON around it. */
const huge = 'x'.repeat(60_000);

const notJson = ['{', 'nope', '<xml/>', '{"a":', "{'a':1}", 'undefined', '\u0000', '{"a":1}}', `[${'['.repeat(20_000)}`];
const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
const notObjects = ['null', '[]', '42', 'true', '"text"', '[{"emailOrPartnerNumber":"card@delta.example"}]', deepArray];
const deepObject: unknown = JSON.parse(`${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`);
const wrongValues: unknown[] = [null, 5, true, [], {}, ['x'], { a: 1 }, deepObject, huge, `${huge}@delta.example`, ' \t\n'];

interface Call {
  path: string;
  /** A plausible body naming no demo account, so failures lock nobody out. */
  plausible: Record<string, unknown>;
  captcha?: boolean;
}

const calls: Call[] = [
  { path: '/api/Login', plausible: { emailOrPartnerNumber: 'nobody@delta.example', password: 'Wrong1pass', rememberMe: false } },
  { path: '/api/Members/Recover', plausible: { emailOrPartnerNumber: 'nobody@delta.example', gRecaptchaResponse: 'not-a-token' } },
  { path: '/api/Members/Recover/Confirm', plausible: { emailOrPartnerNumber: 'nobody@delta.example', code: '000000' } },
  {
    path: '/api/Members/Recover/Update',
    plausible: { recoveryToken: 'no-such-token', password: 'Newpass123', passwordConfirm: 'Newpass123' },
  },
  {
    path: '/api/Members/FixCredentials',
    plausible: { emailOrPartnerNumber: 'nobody@delta.example', password: 'Wrong1pass', newEmail: 'new@delta.example' },
  },
  {
    path: '/api/Members/Prospects',
    captcha: true,
    plausible: {
      email: 'malformed@delta.example',
      password: 'Password1!',
      passwordConfirm: 'Password1!',
      firstName: 'Robin',
      lastName: 'Reyes',
      zipCode: '10036',
      partnerNumber: '',
      phoneNumber: '2125550123',
      smsOptIn: false,
      smsOptInV2: false,
      emailOptIn: true,
    },
  },
];

/** A 4xx with the JSON error body: never the 500 of a server fault. */
async function expectRefused(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  await expectNoFault(response, label);
}

/** No server fault: below 500, JSON, and an error answer has its message. */
async function expectNoFault(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get('content-type'), label).toContain('application/json');
  if (response.status >= 400) {
    expect((await response.json()) as unknown, label).toEqual(expect.objectContaining({ message: expect.any(String) as unknown }));
  }
}

describe.each(calls.map((call, index) => ({ ...call, address: `192.0.2.${index + 1}` })))(
  'POST $path',
  ({ path, plausible, captcha, address }) => {
    let caller: Client;
    beforeAll(() => {
      caller = new Client(sandbox.url, 'delta', address);
    });

    const send = async (body: string) => caller.post(path, { csrf: true, body });
    const sendObject = async (fields: Record<string, unknown>) =>
      send(JSON.stringify(captcha ? { ...fields, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) } : fields));

    it('answers a body that is not JSON with 400', async () => {
      for (const body of notJson) {
        const response = await send(body);
        expect(response.status, body.slice(0, 40)).toBe(400);
        await expectRefused(response, body.slice(0, 40));
      }
    });

    it('answers a JSON body that is not an object with 4xx', async () => {
      for (const body of notObjects) await expectRefused(await send(body), body.slice(0, 40));
    });

    // Some of these are fine for optional fields (a null phone number); none may be a server fault.
    it('never answers wrong types, huge strings or a missing value in any field with a 500', async () => {
      for (const field of Object.keys(plausible)) {
        for (const value of wrongValues) {
          const label = `${field} = ${JSON.stringify(value).slice(0, 40)}`;
          await expectNoFault(await sendObject({ ...plausible, [field]: value }), label);
        }
        const { [field]: _missing, ...rest } = plausible;
        await expectNoFault(await sendObject(rest), `${field} missing`);
      }
    });

    it('refuses a huge value in each of its required text fields with 4xx', async () => {
      for (const field of Object.keys(plausible).filter((name) => typeof plausible[name] === 'string' && plausible[name] !== '')) {
        await expectRefused(await sendObject({ ...plausible, [field]: huge }), `${field} huge`);
      }
    });

    it('answers a body of only huge unknown fields with 4xx', async () => {
      await expectRefused(await sendObject({ [huge.slice(0, 1000)]: huge.slice(0, 50_000) }), 'huge key');
      await expectRefused(await sendObject({ __proto__: { isAdmin: true }, constructor: huge.slice(0, 100) }), 'prototype keys');
      // Nested deeper than a JSON.stringify on this side could build: sent as text.
      for (const field of Object.keys(plausible))
        await expectRefused(await send(`{"${field}":${deepArray}}`), `${field} nested 30,000 deep`);
    });
  },
);
