// Test helpers: a sandbox on a free port with a throw-away data dir, and a small HTTP client that
// keeps cookies like a browser and sends the CSRF header when asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll } from 'vitest';
export { captchaToken } from '../helpers/captcha-token.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import type { SignInRequest } from '../../src/api/contract/sign-in.ts';
import { getCsrfToken, signIn } from '../../src/api/contract/calls.ts';
import { csrfHeader, type CsrfToken } from '../../src/api/contract/session.ts';

export interface TestSandbox extends Sandbox {
  /** The throw-away data dir (its sandbox.sqlite can be inspected). */
  dataDir: string;
  dispose(): Promise<void>;
}

export async function startTestSandbox(): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true });
  return {
    ...sandbox,
    dataDir,
    async dispose() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows in one table of a running sandbox's database (read-only, beside the sandbox's own handle). */
export function countRows(sandbox: TestSandbox, table: 'sessions'): number {
  const db = new DatabaseSync(join(sandbox.dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path sent byte for byte: fetch resolves `..` and `%2e%2e` before sending,
 * so path-traversal tests need this. `chunks` are sent chunked (no Content-Length) unless the
 * headers give one.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; chunks?: (string | Buffer)[] } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    // A fresh connection each time: a socket the server closed after an early 413 is never reused.
    const req = httpRequest({ hostname, port, method, path, headers: options.headers, agent: false }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    // A server that answers 413 early may close while the body is still being written.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  return { name: pair.slice(0, index), value: decodeURIComponent(pair.slice(index + 1)), attributes };
}

export interface CallOptions {
  body?: unknown;
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like client for one partner: a cookie jar and the partner's API base. */
export class Client {
  readonly base: string;
  readonly cookies = new Map<string, string>();
  lastSetCookies: SetCookie[] = [];
  private csrfToken: string | null = null;

  /**
   * The address this client claims through X-Forwarded-For, which the sandbox takes as the client on
   * a loopback socket: tests are then distinct clients for the throttles.
   */
  readonly forwardedFor: string | undefined;

  constructor(sandboxUrl: string, partner: string, forwardedFor?: string) {
    this.base = `${sandboxUrl}/${partner}`;
    this.forwardedFor = forwardedFor;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(this.forwardedFor ? { 'X-Forwarded-For': this.forwardedFor } : {}),
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
    if (options.csrf) headers[csrfHeader] = await this.csrf();
    if (this.cookies.size > 0) headers['Cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = options.body === undefined ? null : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of this.lastSetCookies) {
      const expired = cookie.attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }
  post(path: string, options?: CallOptions) {
    return this.call('POST', path, options);
  }
  put(path: string, options?: CallOptions) {
    return this.call('PUT', path, options);
  }
  delete(path: string, options?: CallOptions) {
    return this.call('DELETE', path, options);
  }

  async csrf(): Promise<string> {
    if (this.csrfToken) return this.csrfToken;
    const response = await this.get(getCsrfToken.path);
    this.csrfToken = ((await response.json()) as CsrfToken).csrfToken;
    return this.csrfToken;
  }

  async signIn(emailOrPartnerNumber: string, password = 'Password1!', rememberMe = false): Promise<Response> {
    const body: SignInRequest = { emailOrPartnerNumber, password, rememberMe };
    return this.post(signIn.path, { csrf: true, body });
  }
}

/** What the secure frame posts as encryptedCardNumber for a card number. */
export const encryptCard = (number: string): string => `sbxenc1.${Buffer.from(number).toString('base64url')}`;

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** What POST /__sandbox/members answers. */
export interface FreshMember {
  publicId: string;
  email: string;
  partnerNumber: string | null;
  password: string | null;
}

/** A member of the test's own (POST /__sandbox/members), so lockouts and recoveries leave the demo members alone. */
export async function createMember(sandbox: Sandbox, body: Record<string, unknown>): Promise<FreshMember> {
  const response = await fetch(`${sandbox.url}/__sandbox/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST /__sandbox/members answered ${response.status}: ${await response.text()}`);
  return json<FreshMember>(response);
}

/** A client signed in as `member` (sso partners sign in through the stand-in form); throws if refused. */
export async function signedIn(sandbox: Sandbox, partner: string, member: FreshMember, sso = false): Promise<Client> {
  const client = new Client(sandbox.url, partner);
  if (!sso) {
    const status = (await client.signIn(member.email, member.password ?? '')).status;
    if (status !== 200) throw new Error(`sign-in of ${member.email} answered ${status}`);
    return client;
  }
  const page = await client.get('/api/Sso/Login');
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const response = await client.post('/api/Sso/Login', {
    body: new URLSearchParams({ csrfToken, email: member.email, password: member.password ?? '' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (response.status !== 303) throw new Error(`sso sign-in of ${member.email} answered ${response.status}`);
  return client;
}

/** Clears every client's throttle counters (DELETE /__sandbox/throttle). */
export async function clearThrottle(sandbox: Sandbox): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/throttle`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /__sandbox/throttle answered ${response.status}`);
}

/**
 * The test file's sandbox: started before its tests, every client's throttle cleared after each test
 * (one test's probing never throttles the next), closed after the file. A proxy to the sandbox
 * started in `beforeAll`, so tests read `sandbox.url` as from a plain variable.
 */
export function sandboxForFile(): TestSandbox {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox();
  });
  afterEach(async () => {
    if (started) await clearThrottle(started);
  });
  afterAll(async () => {
    await started?.dispose();
  });
  return new Proxy({} as TestSandbox, {
    get(_target, key) {
      if (!started) throw new Error('the sandbox starts in beforeAll: read it inside a test');
      return Reflect.get(started, key) as unknown;
    },
  });
}

/** Clients of `sandbox` each at an address of its own (`<prefix>.<n>`, sent as X-Forwarded-For), so
 *  the per-client throttle meets only the tests aimed at it. */
export function clientsAt(sandbox: TestSandbox, prefix: string): (partner?: string) => Client {
  let next = 1;
  return (partner = 'delta') => new Client(sandbox.url, partner, `${prefix}.${next++}`);
}
