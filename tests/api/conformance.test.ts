// The conformance check (`npm run conformance`) against live backends: the normal sandbox (every answer
// read as it came), the spec-minimal sandbox (readable, with the defaults it used named), and a proxy
// in front of the sandbox that breaks answers (a dropped required field, garbage, a 500, no answer):
// the check must name the call and the field and exit non-zero.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkConformance,
  formatCall,
  formatSummary,
  type CallReport,
  type ConformanceReport,
} from '../../scripts/api/conformance.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { callAnswers } from '../../src/api/contract/call-answers.ts';
import * as calls from '../../src/api/contract/calls.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A demo sign-in of every sandbox (docs/api.md "Demo sign-ins"). */
const member = { email: 'card@delta.example', password: 'Password1!' };

interface Running {
  sandbox: Sandbox;
  dispose(): Promise<void>;
}

async function start(minimal: boolean): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'conformance-test-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true, minimal });
  return {
    sandbox,
    async dispose() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a proxy does to one answer: rewrite its body, change its status, or never answer. */
type Tamper = { body?: (text: string) => string; status?: number } | 'hang';

/** A backend in front of `target` that passes everything through (cookies too) but tampers with the
 *  answers `tamper` names by "METHOD /path" below the partner. */
async function startProxy(
  target: string,
  partner: string,
  tamper: Record<string, Tamper>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = request.url ?? '/';
      const rule = tamper[`${request.method} ${url.split('?')[0]?.replace(`/${partner}`, '')}`];
      if (rule === 'hang') return;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const upstream = await fetch(`${target}${url}`, {
        method: request.method ?? 'GET',
        headers,
        body: chunks.length ? Buffer.concat(chunks).toString('utf8') : null,
        redirect: 'manual',
      });
      const text = await upstream.text();
      const passed: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name)) passed[name] = value;
      });
      passed['set-cookie'] = upstream.headers.getSetCookie();
      response.writeHead(rule?.status ?? upstream.status, passed);
      response.end(rule?.body ? rule.body(text) : text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const byName = (report: ConformanceReport, name: string): CallReport => {
  const found = report.calls.find((call) => call.name === name);
  if (!found) throw new Error(`${name} was not checked: ${report.calls.map((call) => call.name).join(', ')}`);
  return found;
};
const printed = (report: ConformanceReport): string => [...report.calls.map(formatCall), formatSummary(report)].join('\n');
/** Why a readable call may still be SKIPPED: its answer is not registered yet, or is no JSON. */
const notCheckable = (call: CallReport): boolean => call.answer === null || !(call.answer in answers);

let normal: Running;
let minimal: Running;
beforeAll(async () => {
  [normal, minimal] = await Promise.all([start(false), start(true)]);
});
afterAll(async () => {
  await Promise.all([normal?.dispose(), minimal?.dispose()]);
});

describe('npm run conformance', () => {
  it('reads every answer of the normal sandbox as it came: all OK, exit 0', async () => {
    const report = await checkConformance({ api: normal.sandbox.url, partner: 'delta', member });
    expect(report.exitCode, printed(report)).toBe(0);
    expect(report.base).toBe(`${normal.sandbox.url}/delta`);
    for (const call of report.calls) {
      if (call.verdict !== 'OK') expect(notCheckable(call), formatCall(call)).toBe(true);
    }
    // The member's reads, the ones found by searching and by the transactions, and the sign-in.
    for (const name of ['signIn', 'getMember', 'getCards', 'getTransactions', 'getReviewStatuses', 'getKnownMember']) {
      expect(byName(report, name).verdict, name).toBe('OK');
    }
    expect(formatCall(byName(report, 'getCards'))).toBe('OK         GET /api/Member/Cards  (getCards -> cardList)');
    // Every read-only call is checked once, and the sign-in; no call that changes something is sent.
    const readOnly = Object.entries(calls)
      .filter(([name, call]) => call.method === 'GET' && !('changes' in callAnswers[name as keyof typeof callAnswers]))
      .map(([name]) => name);
    expect(report.calls.map((call) => call.name).sort()).toEqual([...readOnly, 'signIn'].sort());
    expect(report.notCalled).toEqual(expect.arrayContaining(['linkCards', 'deleteCard', 'updateMember', 'signOut']));
    expect(report.calls.some((call) => ['linkCards', 'deleteCard', 'signOut'].includes(call.name))).toBe(false);
  });

  it('signed out, reports the member calls as skipped and still exits 0', async () => {
    const report = await checkConformance({ api: `${normal.sandbox.url}/{partner}`, partner: 'delta' });
    expect(report.exitCode, printed(report)).toBe(0);
    expect(byName(report, 'getCards')).toMatchObject({ verdict: 'SKIPPED', status: 401 });
    expect(byName(report, 'getCards').reason).toMatch(/--member/);
    expect(byName(report, 'getKnownMember').verdict).toBe('SKIPPED');
    expect(byName(report, 'getKnownMember').reason).toMatch(/public id/);
    expect(report.calls.some((call) => call.name === 'signIn')).toBe(false);
  });

  it('reads the spec-minimal sandbox with defaults, naming each default it used: exit 0', async () => {
    const report = await checkConformance({ api: `${minimal.sandbox.url}/delta`, member });
    expect(report.exitCode, printed(report)).toBe(0);
    expect(report.calls.filter((call) => call.verdict === 'BROKEN')).toEqual([]);
    const cards = byName(report, 'getCards');
    expect(cards.verdict).toBe('DEFAULTED');
    expect(cards.defaults).toContainEqual({ path: 'maxCards', value: 12, absent: true, count: 1 });
    expect(formatCall(cards).split('\n')).toEqual([
      'DEFAULTED  GET /api/Member/Cards  (getCards -> cardList)',
      // Two cards, neither loaded by the partner: one line for both.
      '           missing items[].partnerCardId: uses the default null (2x)',
      '           missing maxCards: uses the default 12',
    ]);
    const memberRead = byName(report, 'getMember');
    expect(memberRead.verdict).toBe('DEFAULTED');
    expect(memberRead.defaults.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['interfaceType', 'partnerNumber', 'campaignCodes']),
    );
    // Review statuses asked by the transactions' sourceTransactionId (minimal rows carry no id).
    expect(byName(report, 'getReviewStatuses').verdict).toBe('OK');
  });

  describe('against a backend that breaks answers', () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    beforeAll(async () => {
      proxy = await startProxy(normal.sandbox.url, 'delta', {
        // A required field dropped from every card.
        'GET /api/Member/Cards': {
          body: (text) => {
            const list = JSON.parse(text) as { items: Record<string, unknown>[] };
            return JSON.stringify({ ...list, items: list.items.map(({ lastFour: _, ...card }) => card) });
          },
        },
        // Garbage, a server fault and no answer at all.
        'GET /api/Member/DineSummary': { body: () => '<html>Service Unavailable</html>' },
        'GET /api/Member/StatementCreditBalance': { status: 502, body: () => JSON.stringify({ message: 'Bad gateway' }) },
        'GET /api/DefaultUserLocation': 'hang',
        // An unknown card type and an extra field: readable, and listed.
        'GET /api/Cards/AllPartnerCards': {
          body: () =>
            JSON.stringify({ items: [{ partnerCardId: 9, cardType: 'JCB', lastFour: '0009', description: 'JCB', nickname: 'x' }] }),
        },
      });
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it('names the call and the field, and exits 1', async () => {
      const report = await checkConformance({ api: `${proxy.url}/delta`, member, timeoutMs: 1_000 });
      expect(report.exitCode).toBe(1);
      expect(byName(report, 'getCards')).toMatchObject({
        verdict: 'BROKEN',
        field: 'items.0.lastFour',
        reason: 'cannot read items.0.lastFour: required, and missing',
      });
      expect(formatCall(byName(report, 'getCards'))).toBe(
        'BROKEN     GET /api/Member/Cards  (getCards -> cardList)\n           cannot read items.0.lastFour: required, and missing',
      );
      expect(byName(report, 'getDineSummary').verdict).toBe('BROKEN');
      expect(byName(report, 'getDineSummary').reason).toMatch(/^the answer is not JSON: "<html>/);
      expect(byName(report, 'getCreditBalance')).toMatchObject({ verdict: 'BROKEN', status: 502, reason: 'answered 502: Bad gateway' });
      expect(byName(report, 'getDefaultLocation')).toMatchObject({ verdict: 'BROKEN', reason: 'no answer within 1 s' });
      const partnerCards = byName(report, 'getPartnerCards');
      expect(partnerCards.verdict).toBe('OK');
      expect(formatCall(partnerCards)).toContain('unknown field items[].nickname: ignored');
      expect(formatCall(partnerCards)).toContain('unknown value items[].cardType: "JCB" (shown neutrally)');
      // The other calls still read fine through the proxy.
      expect(byName(report, 'getMember').verdict).toBe('OK');
      expect(formatSummary(report)).toMatch(/4 BROKEN[\s\S]*A page would break/);
    });

    it('prints one block per call from the command line, and exits 1', async () => {
      const cli = path.join(repoRoot, 'scripts/api/conformance-cli.ts');
      const run = (args: string[]) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [cli, ...args], { cwd: repoRoot });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        });
      const broken = await run([
        '--api',
        proxy.url,
        '--partner',
        'delta',
        '--member',
        `${member.email}:${member.password}`,
        '--timeout',
        '1',
      ]);
      expect(broken.code, broken.stderr).toBe(1);
      expect(broken.stdout).toContain(`Checking ${proxy.url}/delta as ${member.email}`);
      expect(broken.stdout).toContain('BROKEN     GET /api/Member/Cards  (getCards -> cardList)\n           cannot read items.0.lastFour');
      expect(broken.stdout).not.toContain(member.password);
      const usage = await run(['--api', proxy.url, '--member', 'no-password']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/--member takes <email>:<password>[\s\S]*Usage: npm run conformance/);
    });
  });

  it('a refused sign-in: exit 2, the member calls reported as skipped', async () => {
    const report = await checkConformance({
      api: `${normal.sandbox.url}/delta`,
      member: { email: 'member@delta.example', password: 'wrong-1' },
    });
    expect(report.exitCode).toBe(2);
    expect(report.setupError).toBe(
      'The sign-in as member@delta.example failed (answered 401, not 200: Invalid user name or password.): the member calls were checked signed out.',
    );
    expect(byName(report, 'getCards').verdict).toBe('SKIPPED');
    expect(formatSummary(report)).toContain('could not do what was asked');
  });

  it('no backend at all: every call BROKEN with why, exit 1', async () => {
    const closed = await startProxy(normal.sandbox.url, 'delta', {});
    const url = closed.url;
    await closed.close();
    const report = await checkConformance({ api: `${url}/delta`, timeoutMs: 1_000 });
    expect(report.exitCode).toBe(1);
    expect(byName(report, 'getCsrfToken').verdict).toBe('BROKEN');
    expect(byName(report, 'getCsrfToken').reason).toMatch(/^no answer: fetch failed \(ECONNREFUSED\)$/);
  });

  it('builds the base URL as API_BASE_URL does', () => {
    expect(baseUrl('https://api.example.com/{partner}/', 'hilton')).toBe('https://api.example.com/hilton');
    expect(baseUrl('https://{partner}.api.example.com', 'hilton')).toBe('https://hilton.api.example.com');
    expect(baseUrl('http://127.0.0.1:4600', 'delta')).toBe('http://127.0.0.1:4600/delta');
    expect(baseUrl('http://127.0.0.1:4600/delta/')).toBe('http://127.0.0.1:4600/delta');
    expect(() => baseUrl('https://api.example.com/{partner}')).toThrow(/--partner/);
    expect(() => baseUrl('ftp://api.example.com')).toThrow(/http/);
  });
});
