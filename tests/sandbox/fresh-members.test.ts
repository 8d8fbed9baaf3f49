// POST /__sandbox/members (docs/api.md "Sandbox controls"): a member of a test's own, so lockout,
// recovery and credential-fixing tests leave the shared demo members alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import type { Member } from '../../src/api/contract/member.ts';
import { isValidPartnerNumber } from '../../src/lib/member-rules.ts';
import { Client, createMember, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const post = (body: string) =>
  fetch(`${sandbox.url}/__sandbox/members`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('POST /__sandbox/members', () => {
  it('creates a card member by default: unique, signed in with its email or partner number, one Visa', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const other = await createMember(sandbox, { partner: 'delta' });
    expect(member).toEqual({
      publicId: expect.stringMatching(/^delta-fresh-/) as unknown,
      email: expect.stringMatching(/@delta\.example$/) as unknown,
      partnerNumber: expect.stringMatching(/^\d{10}$/) as unknown,
      password: 'Password1!',
    });
    expect(isValidPartnerNumber(member.partnerNumber ?? '')).toBe(true);
    expect(other.publicId).not.toBe(member.publicId);
    expect(other.email).not.toBe(member.email);
    expect(other.partnerNumber).not.toBe(member.partnerNumber);

    const client = new Client(sandbox.url, 'delta');
    expect((await client.signIn(member.email, member.password ?? '')).status).toBe(200);
    expect(await json<Member>(await client.get('/api/Member'))).toMatchObject({
      publicId: member.publicId,
      memberType: 'EnrolledCardMember',
      tierLevel: 2,
      hasWebProfile: true,
      active: true,
    });
    expect(await json(await client.get('/api/Member/Cards'))).toMatchObject({ items: [{ cardType: 'VISA', lastFour: '1111' }] });
    expect((await new Client(sandbox.url, 'delta').signIn(member.partnerNumber ?? '')).status).toBe(200);
  });

  it('takes a given email and password', async () => {
    const member = await createMember(sandbox, { partner: 'united', email: 'Mine@United.example', password: 'Another1pass' });
    expect(member).toMatchObject({ email: 'Mine@United.example', password: 'Another1pass' });
    expect((await new Client(sandbox.url, 'united').signIn('mine@united.example', 'Another1pass')).status).toBe(200);
  });

  it('makes the other roles as their demo roles do', async () => {
    const nocard = await createMember(sandbox, { partner: 'hilton', role: 'nocard' });
    expect(nocard.partnerNumber).toBeNull();
    const known = new Client(sandbox.url, 'hilton');
    expect(await json(await known.get(`/api/Member/${nocard.publicId}`, { csrf: true }))).toMatchObject({ memberType: 'NonCardMember' });

    const inactive = await createMember(sandbox, { partner: 'delta', role: 'inactive' });
    expect(inactive.password).toBeNull();
    const client = new Client(sandbox.url, 'delta');
    expect(await json(await client.get(`/api/Member/${inactive.publicId}`, { csrf: true }))).toMatchObject({
      tierLevel: 1,
      hasWebProfile: false,
    });
    expect((await client.signIn(inactive.email)).status).toBe(401);

    const closed = await createMember(sandbox, { partner: 'delta', role: 'closed' });
    expect((await client.signIn(closed.email)).status).toBe(200);
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    expect(await json(await client.get('/api/Member/Cards'))).toMatchObject({ items: [] });

    const fix = await createMember(sandbox, { partner: 'delta', role: 'fix' });
    const fixing = await new Client(sandbox.url, 'delta').signIn(fix.email);
    expect(fixing.status).toBe(409);
    expect(await json(fixing)).toMatchObject({ code: 'FixCredentials' });
  });

  it('answers 400, never 500, for a body it cannot take', async () => {
    const taken = await createMember(sandbox, { partner: 'delta' });
    const cases: [body: string, field: string | null][] = [
      ['{', null],
      ['[]', 'body'],
      ['null', 'body'],
      ['"delta"', 'body'],
      ['{}', 'partner'],
      ['{"partner":5}', 'partner'],
      ['{"partner":"acme"}', 'partner'],
      ['{"partner":"delta","role":"vip"}', 'role'],
      ['{"partner":"delta","role":["card"]}', 'role'],
      ['{"partner":"delta","email":"not-an-email"}', 'email'],
      [JSON.stringify({ partner: 'delta', email: taken.email }), 'email'],
      [JSON.stringify({ partner: 'delta', email: taken.email.toUpperCase() }), 'email'],
      ['{"partner":"delta","password":"short"}', 'password'],
      ['{"partner":"delta","password":12345678}', 'password'],
      ['{"partner":"delta","admin":true}', 'body'],
      [JSON.stringify({ partner: 'x'.repeat(60_000) }), 'partner'],
      [JSON.stringify({ partner: 'delta', email: `${'a'.repeat(60_000)}@delta.example` }), 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, body.slice(0, 80)).toBe(400);
      const answer = await json<Partial<FieldErrorsBody>>(response);
      expect(answer.message, body.slice(0, 80)).toEqual(expect.any(String));
      if (field) expect(Object.keys(answer.errors ?? {}), body.slice(0, 80)).toContain(field);
    }
  });
});
