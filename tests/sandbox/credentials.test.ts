// Credential changes and the lockout, through real HTTP (issue #22 items 16, 17): a password reset or
// a credential fix signs the member out on every device, and five wrong passwords answer the same
// for an account that exists and for one that does not, so the lockout tells nobody which exist.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecoveryConfirmed } from '../../src/api/contract/recovery.ts';
import { maxFailedSignIns } from '../../scripts/sandbox/auth.ts';
import type { Client } from './helpers.ts';
import { captchaToken, clientsAt, createMember, json, sandboxForFile, signedIn } from './helpers.ts';

const sandbox = sandboxForFile();

const newClient = clientsAt(sandbox, '198.51.100');

const unique = () => randomBytes(4).toString('hex');

async function resetPassword(client: Client, email: string, password: string): Promise<Response> {
  const requested = await client.post('/api/Members/Recover', {
    csrf: true,
    body: { emailOrPartnerNumber: email, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
  });
  expect(requested.status).toBe(202);
  const confirmed = await json<RecoveryConfirmed>(
    await client.post('/api/Members/Recover/Confirm', { csrf: true, body: { emailOrPartnerNumber: email, code: '123456' } }),
  );
  return client.post('/api/Members/Recover/Update', {
    csrf: true,
    body: { recoveryToken: confirmed.recoveryToken, password, passwordConfirm: password },
  });
}

describe('changing credentials ends every session of the member', () => {
  it('signs every device out on POST /api/Members/Recover/Update', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const laptop = await signedIn(sandbox, 'delta', member);
    const phone = await signedIn(sandbox, 'delta', member);
    expect((await laptop.get('/api/Member')).status).toBe(200);

    expect((await resetPassword(newClient(), member.email, 'Fresh2Password')).status).toBe(200);

    expect((await laptop.get('/api/Member')).status).toBe(401);
    expect((await phone.get('/api/Member')).status).toBe(401);
    const again = newClient();
    expect((await again.signIn(member.email, 'Fresh2Password')).status).toBe(200);
    expect((await again.get('/api/Member')).status).toBe(200);
  });

  it('signs every other device out on POST /api/Members/FixCredentials, and the fixing one in', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const laptop = await signedIn(sandbox, 'delta', member);
    const fixer = newClient();
    const fixed = await fixer.post('/api/Members/FixCredentials', {
      csrf: true,
      body: { emailOrPartnerNumber: member.email, password: member.password, newEmail: `fixed-${unique()}@delta.example` },
    });
    expect(fixed.status).toBe(200);

    expect((await laptop.get('/api/Member')).status).toBe(401);
    expect((await fixer.get('/api/Member')).status).toBe(200);
  });

  it('leaves other members signed in', async () => {
    const bystander = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta' }));
    const member = await createMember(sandbox, { partner: 'delta' });
    expect((await resetPassword(newClient(), member.email, 'Fresh2Password')).status).toBe(200);
    expect((await bystander.get('/api/Member')).status).toBe(200);
  });
});

describe('the lockout answers alike whether the account exists', () => {
  interface Answer {
    status: number;
    keys: string[];
    message: unknown;
    retryAfter: boolean;
  }

  /** Five wrong passwords and then the right one (or a guess), each from a client of its own. */
  async function attempts(identifier: string, lastPassword: string): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i <= maxFailedSignIns; i++) {
      const response = await newClient().signIn(identifier, i < maxFailedSignIns ? `Wrong-password${i}` : lastPassword);
      const body = await json(response);
      answers.push({
        status: response.status,
        keys: Object.keys(body).sort(),
        message: body['message'],
        retryAfter: response.headers.has('retry-after'),
      });
    }
    return answers;
  }

  it('locks an unknown email after five failures with the same 429 and lockedUntil as a known account', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const known = await attempts(member.email, member.password ?? '');
    const unknown = await attempts(`ghost-${unique()}@delta.example`, 'Password1!');
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
    expect(known[4]).toMatchObject({ keys: ['lockedUntil', 'message'], retryAfter: true });
  });

  it('locks an unknown partner number the same way, and counts an email in any case as one', async () => {
    const partnerNumbers = await attempts('0000904999', 'Password1!');
    expect(partnerNumbers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    const email = `Ghost-${unique()}@delta.example`;
    for (let i = 0; i < maxFailedSignIns - 1; i++) expect((await newClient().signIn(email, 'Wrong-password1')).status).toBe(401);
    const locked = await newClient().signIn(` ${email.toUpperCase()} `, 'Wrong-password1');
    expect(locked.status).toBe(429);
    expect(Date.parse((await json(locked))['lockedUntil'] as string)).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('locks an unknown identifier in credential fixing too', async () => {
    const identifier = `ghost-${unique()}@delta.example`;
    const statuses: number[] = [];
    for (let i = 0; i < maxFailedSignIns; i++) {
      const response = await newClient().post('/api/Members/FixCredentials', {
        csrf: true,
        body: { emailOrPartnerNumber: identifier, password: 'Wrong-password1', newEmail: `new-${unique()}@delta.example` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await newClient().signIn(identifier, 'Wrong-password1')).status).toBe(429);
  });
});
