// Names with hidden characters (issue #22 item 23): registration and PUT /api/Member refuse control
// characters, bidi overrides and lone surrogates with a 400 field error (never a 500, never stored),
// and take zero-width-only text as blank. Bodies are sent as JSON text, so a lone surrogate arrives
// as the "\ud800" escape a hostile client would send.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { captchaToken, Client, createMember, json, sandboxForFile, signedIn } from './helpers.ts';

const sandbox = sandboxForFile();

const refused = (label: string) => `${label} contains invisible or control characters. Please type it again.`;

/** JSON text with every non-ASCII character escaped, so lone surrogates reach the server as sent. */
const escaped = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

const hostile: [string, string][] = [
  ['NUL', 'Ann\u0000'],
  ['a bell', 'Ann\u0007'],
  ['a line break', 'Ann\nLee'],
  ['a C1 control', 'Ann\u009b'],
  ['a right-to-left override', '\u202eAnn'],
  ['an isolate', 'Ann\u2067'],
  ['a lone high surrogate', 'Ann\ud800'],
  ['a lone low surrogate', '\udfffAnn'],
];

describe('POST /api/Members/Prospects names', () => {
  const register = async (names: { firstName: string; lastName: string }) =>
    new Client(sandbox.url, 'delta').post('/api/Members/Prospects', {
      csrf: true,
      body: escaped({
        email: `name-${randomBytes(4).toString('hex')}@delta.example`,
        password: 'Tasty2024',
        passwordConfirm: 'Tasty2024',
        zipCode: '30309',
        ...names,
        gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
      }),
    });

  it.each(hostile)('refuses %s with a field error', async (_, value) => {
    const response = await register({ firstName: value, lastName: value });
    expect(response.status).toBe(400);
    expect((await json<FieldErrorsBody>(response)).errors).toEqual({
      firstName: [refused('First name')],
      lastName: [refused('Last name')],
    });
  });

  it('takes zero-width-only names as blank', async () => {
    const response = await register({ firstName: '\u200b\u200c\u200d', lastName: ' \ufeff\u2060 ' });
    expect(response.status).toBe(400);
    expect((await json<FieldErrorsBody>(response)).errors).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
    });
  });

  it('keeps names in any script, with emoji and joiners', async () => {
    const response = await register({ firstName: 'Zoë 👩‍💻', lastName: 'محمد\u200cی' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ member: { firstName: 'Zoë 👩‍💻', lastName: 'محمد\u200cی' } });
  });
});

describe('PUT /api/Member names and address', () => {
  it.each(hostile)('refuses %s and stores nothing', async (_, value) => {
    const client = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta' }));
    const before = await json(await client.get('/api/Member'));
    const response = await client.put('/api/Member', {
      csrf: true,
      body: escaped({ firstName: value, lastName: value, address: { city: value } }),
    });
    expect(response.status).toBe(400);
    expect((await json<FieldErrorsBody>(response)).errors).toEqual({
      firstName: [refused('First name')],
      lastName: [refused('Last name')],
      'address.city': [refused('City')],
    });
    expect(await json(await client.get('/api/Member'))).toMatchObject({
      firstName: before['firstName'],
      lastName: before['lastName'],
      address: before['address'],
    });
  });

  it('takes a zero-width-only name as blank', async () => {
    const client = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta' }));
    const response = await client.put('/api/Member', { csrf: true, body: escaped({ firstName: '\u200b', lastName: '\ufeff\u2060' }) });
    expect(response.status).toBe(400);
    expect((await json<FieldErrorsBody>(response)).errors).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
    });
  });
});
