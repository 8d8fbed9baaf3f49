// The conformance check (`npm run conformance`, conformance-cli.ts): calls every read-only call of a
// live backend and reads each answer with the browser's own reader (src/api/read.ts, against the
// readers `npm run api:generate` makes from answers.ts), so it says what the product would make of
// that backend: OK, DEFAULTED (a field the spec does not name was absent: its default is used),
// BROKEN (the answer cannot be read, or the call failed with 5xx or no answer: a page would break),
// or SKIPPED. Which calls, and what they answer, come from calls.ts and call-answers.ts: a call or
// answer added there is checked without a change here. One request per call, each with a time limit
// and a size limit; reading is linear in the answer.
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import { callAnswers, unreadAnswers, type CallIo, type CallName } from '../../src/api/contract/call-answers.ts';
import * as calls from '../../src/api/contract/calls.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { csrfHeader } from '../../src/api/contract/session.ts';
import { answerShapes as readers } from '../../src/api/answers/all.ts';
import { readAnswer, ReadError, type ReadIssue } from '../../src/api/read.ts';
import { answerShape } from './shapes.ts';
import { isRecord } from '../../src/lib/is-record.ts';

export interface ConformanceOptions {
  /** The partner's backend, as API_BASE_URL: `https://api.example.com/delta`; `{partner}` is filled in from `partner`. */
  api: string;
  /** Fills `{partner}` in `api`; without that placeholder it is appended as a path segment (the sandbox's `<url>/<slug>`). */
  partner?: string;
  /** Signs in first (POST /api/Login), so the member calls are checked too. */
  member?: { email: string; password: string };
  /** Per request; default 15 s, the browser's limit (src/api/client.ts requestTimeoutMs). */
  timeoutMs?: number;
  /** Largest answer read; default 8 MiB. */
  maxBytes?: number;
  /** Called as each call's report is ready (the CLI prints it). */
  onCall?: (report: CallReport) => void;
}

export type Verdict = 'OK' | 'DEFAULTED' | 'BROKEN' | 'SKIPPED';

export interface CallReport {
  /** The call's name in calls.ts. */
  name: string;
  method: string;
  /** As the contract writes it (`{name}` parameters unfilled). */
  path: string;
  answer: string | null;
  verdict: Verdict;
  /** The answer's HTTP status, when one came. */
  status?: number;
  /** Why BROKEN or SKIPPED. */
  reason?: string;
  /** BROKEN because the answer cannot be read: the field (dotted, `items.0.lastFour`). */
  field?: string;
  /** Fields that were absent (or null) and take their default; `[]` stands for every array index. */
  defaults: { path: string; value: unknown; absent: boolean; count: number }[];
  unknownFields: { path: string; count: number }[];
  unknownValues: { path: string; values: unknown[] }[];
}

export interface ConformanceReport {
  base: string;
  calls: CallReport[];
  /** Calls not sent because they change something (every POST, PUT and DELETE but the sign-in). */
  notCalled: string[];
  /** Why the member calls could not be checked as asked (sign-in refused). */
  setupError?: string;
  /** 0: every answer can be read; 1: a page would break (BROKEN); 2: the check could not do what was asked. */
  exitCode: number;
}

const defaultTimeoutMs = 15_000;
const defaultMaxBytes = 8 * 1024 * 1024;
/** A search the sandbox and any US backend answer with merchants. */
const searchLocation = 'New York, NY';
/** What the check needs and finds on the way: ids for the calls that take them. */
interface Found {
  csrfToken?: string | undefined;
  merchantId?: string | undefined;
  /** A merchant that takes reservations (openTable), for availability. */
  reservableMerchantId?: string | undefined;
  publicId?: string | undefined;
  email?: string | undefined;
  txnIds: string[];
  signedIn: boolean;
}

type Query = Record<string, string | string[]>;
type Inputs = { params?: Record<string, string>; query?: Query } | string;

const tomorrow = (): string => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const needsMember = 'needs a signed-in member: give --member <email>:<password>';
const noMerchant = `no merchant found near ${searchLocation}`;
const ofMerchant = ({ merchantId }: Found): Inputs => (merchantId ? { params: { merchantId } } : noMerchant);

/** The inputs of the calls that take parameters, from what the check found; a string: why it cannot. */
const inputs: Partial<Record<CallName, (found: Found) => Inputs>> = {
  searchMerchants: () => ({ query: { location: searchLocation, pageSize: '10' } }),
  getMerchant: ofMerchant,
  getMenu: ofMerchant,
  getReviews: ofMerchant,
  getEvents: ofMerchant,
  getFlexOffers: ({ merchantId, publicId }) => (!publicId ? needsMember : merchantId ? { params: { merchantId, publicId } } : noMerchant),
  getAvailability: ({ reservableMerchantId }) =>
    reservableMerchantId
      ? { params: { merchantId: reservableMerchantId }, query: { date: tomorrow(), time: '19:00', partySize: '2' } }
      : `no merchant near ${searchLocation} takes reservations`,
  getKnownMember: ({ publicId }) => (publicId ? { params: { publicId } } : `${needsMember} (its public id)`),
  getReviewStatuses: ({ txnIds, signedIn }) =>
    txnIds.length ? { query: { txnId: txnIds } } : signedIn ? 'the member has no transactions on page 1' : needsMember,
  validateEmail: ({ email }) => ({ query: { email: email ?? 'conformance-check@example.com' } }),
  validateZip: () => ({ query: { zip: '10001' } }),
  getCmsSet: () => ({ params: { contentType: 'pages', contentName: 'home' }, query: { page_size: '100' } }),
};

/** Calls first, in this order, for what their answers give the others. */
const discovery: readonly CallName[] = ['getCsrfToken', 'signIn', 'getMember', 'searchMerchants', 'getTransactions'];

/** A call the check finds no inputs for: called bare, unless its path or query needs something. */
function genericInputs(call: CallDescriptor, io: CallIo): Inputs {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => `{${param}}`);
  if (params.length) return `needs ${params.join(' and ')}, which the check cannot find`;
  const required = io.query ? ((answerShape(io.query)['required'] as string[] | undefined) ?? []) : [];
  if (required.length) return `needs the query ${required.join(', ')}, which the check cannot know`;
  return {};
}

/** A GET that changes nothing (call-answers.ts names the GETs that do). */
const isReadOnly = (name: CallName): boolean => {
  const io: CallIo = callAnswers[name];
  return (calls as Record<string, CallDescriptor>)[name]?.method === 'GET' && io.changes === undefined;
};

/** `api` with `{partner}` filled in, or the partner appended as a path segment; no trailing slash. */
export function baseUrl(api: string, partner?: string): string {
  const placeholder = api.includes('{partner}');
  if (placeholder && !partner) throw new Error(`--api ${api} has a {partner} placeholder: give --partner <slug>`);
  const url = new URL(placeholder ? api.replaceAll('{partner}', encodeURIComponent(partner ?? '')) : api);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api ${api} is not an http(s) URL`);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${partner && !placeholder ? `${path}/${encodeURIComponent(partner)}` : path}`;
}

// --- HTTP: a cookie jar, one bounded request ---

class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }
}

/** An answer: its JSON (`json` false: it was not JSON, `text` says what it was), or why none came. */
type Answered = { status: number; json: boolean; body: unknown; text: string } | { error: string };

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// --- Reading an answer as the browser does, and what it forgave ---

/** `items.0.lastFour` → `items[].lastFour`: one line for every element of an array. */
const collapse = (path: string): string => path.replace(/(^|\.)\d+(?=\.|$)/g, '[]').replace(/\.\[\]/g, '[]');

/** The raw value at a read issue's dotted path. */
function at(value: unknown, path: string): unknown {
  let node = value;
  for (const key of path === '' ? [] : path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function summarize(report: CallReport, issues: readonly ReadIssue[], raw: unknown): void {
  const defaults = new Map<string, CallReport['defaults'][number]>();
  const fields = new Map<string, number>();
  const values = new Map<string, unknown[]>();
  for (const issue of issues) {
    const path = collapse(issue.path);
    if (issue.kind === 'default') {
      const sent = at(raw, issue.path);
      // A null sent where null is the default is read as sent: nothing was missing.
      if (sent === null && issue.value === null) continue;
      const key = `${path}\u0000${sent === undefined}`;
      const entry = defaults.get(key);
      if (entry) entry.count++;
      else defaults.set(key, { path, value: issue.value, absent: sent === undefined, count: 1 });
    } else if (issue.kind === 'unknown-field') fields.set(path, (fields.get(path) ?? 0) + 1);
    else {
      const seen = values.get(path) ?? [];
      if (!seen.includes(issue.value)) seen.push(issue.value);
      values.set(path, seen);
    }
  }
  report.defaults = [...defaults.values()];
  report.unknownFields = [...fields].map(([path, count]) => ({ path, count }));
  report.unknownValues = [...values].map(([path, seen]) => ({ path, values: seen }));
  report.verdict = report.defaults.length > 0 ? 'DEFAULTED' : 'OK';
}

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? `: ${(body as { message: string }).message}`
    : '';

const record = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);
const idText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** What an answer gives the calls after it (from what was read, else from the raw JSON). */
function learn(name: CallName, value: unknown, found: Found): void {
  const answer = record(value);
  if (!answer) return;
  if (name === 'getCsrfToken') found.csrfToken = typeof answer['csrfToken'] === 'string' ? answer['csrfToken'] : undefined;
  else if (name === 'signIn' || name === 'getMember') {
    const member = record(name === 'signIn' ? answer['member'] : answer);
    found.publicId = idText(member?.['publicId']) ?? found.publicId;
  } else if (name === 'searchMerchants' && Array.isArray(answer['merchants'])) {
    const merchants = answer['merchants'].map(record);
    found.merchantId = idText(merchants[0]?.['id']);
    const reservable = merchants.find((merchant) => record(record(merchant?.['reservationProviders'])?.['openTable']));
    found.reservableMerchantId = idText(reservable?.['id']);
  } else if (name === 'getTransactions' && Array.isArray(answer['data'])) {
    // Review statuses are asked by the transaction's id, or its sourceTransactionId where it has none.
    const ids = answer['data'].map((row) => idText(record(row)?.['id']) ?? idText(record(row)?.['sourceTransactionId']));
    found.txnIds = ids.filter((id): id is string => id !== undefined).slice(0, 10);
  }
}

/** Checks a backend; resolves to one report per call (read-only calls, plus the sign-in). */
export async function checkConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const base = baseUrl(options.api, options.partner);
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const jar = new CookieJar();
  const found: Found = { txnIds: [], signedIn: false, email: options.member?.email };
  const reports: CallReport[] = [];
  let setupError: string | undefined;

  async function send(call: CallDescriptor, path: string, query: Query, body?: unknown): Promise<Answered> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) search.append(key, one);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if ((call.method !== 'GET' || call.csrf) && found.csrfToken) headers[csrfHeader] = found.csrfToken;
    const cookie = jar.header();
    if (cookie) headers['Cookie'] = cookie;
    try {
      const init: RequestInit = { method: call.method, headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await fetch(`${base}${path}${search.size ? `?${search}` : ''}`, init);
      jar.take(response);
      const text = await readLimited(response, maxBytes);
      try {
        return { status: response.status, json: text !== '', body: text === '' ? undefined : (JSON.parse(text) as unknown), text };
      } catch {
        return { status: response.status, json: false, body: undefined, text };
      }
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return { error: `no answer within ${timeoutMs / 1000} s` };
      const cause =
        error instanceof Error && error.cause instanceof Error
          ? ` (${(error.cause as { code?: string }).code ?? error.cause.message})`
          : '';
      return { error: `no answer: ${error instanceof Error ? error.message : String(error)}${cause}` };
    }
  }

  async function check(name: CallName, body?: unknown): Promise<CallReport> {
    const call = (calls as Record<string, CallDescriptor>)[name] as CallDescriptor;
    const io: CallIo = callAnswers[name];
    const report: CallReport = {
      name,
      method: call.method,
      path: call.path,
      answer: io.answer,
      verdict: 'SKIPPED',
      defaults: [],
      unknownFields: [],
      unknownValues: [],
    };
    const done = (changes: Partial<CallReport>): CallReport => {
      Object.assign(report, changes);
      reports.push(report);
      options.onCall?.(report);
      return report;
    };
    if (io.answer === null) return done({ reason: 'answers no JSON the product reads' });
    if (!(io.answer in answers) && io.answer in unreadAnswers) return done({ reason: 'no page reads its answer' });
    const planned = inputs[name]?.(found) ?? genericInputs(call, io);
    if (typeof planned === 'string') return done({ reason: planned });
    const path = call.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(planned.params?.[param] ?? ''));
    const answered = await send(call, path, planned.query ?? {}, body);
    if ('error' in answered) return done({ verdict: 'BROKEN', reason: answered.error });
    const { status } = answered;
    report.status = status;
    const expected = io.status ?? 200;
    if (status !== expected) {
      learn(name, answered.body, found);
      if (status >= 500) return done({ verdict: 'BROKEN', reason: `answered ${status}${messageOf(answered.body)}` });
      if (status === 401 && call.signedIn)
        return done(found.signedIn ? { verdict: 'BROKEN', reason: 'answered 401 although signed in' } : { reason: needsMember });
      return done({ reason: `answered ${status}, not ${expected}${messageOf(answered.body)}` });
    }
    const shape = readers[io.answer];
    if (!shape) {
      learn(name, answered.body, found);
      const registered = io.answer in answers;
      return done({
        reason: registered
          ? `no reader for "${io.answer}" yet: run npm run api:generate`
          : `"${io.answer}" is not registered in src/api/contract/answers.ts yet`,
      });
    }
    if (!answered.json) return done({ verdict: 'BROKEN', reason: `the answer is not JSON: ${JSON.stringify(answered.text.slice(0, 60))}` });
    const issues: ReadIssue[] = [];
    try {
      const value = readAnswer(shape, answered.body, `${call.method} ${call.path}`, issues);
      learn(name, value, found);
    } catch (error) {
      if (!(error instanceof ReadError)) throw error;
      learn(name, answered.body, found);
      return done({ verdict: 'BROKEN', field: error.path, reason: error.message.slice(error.call.length + 2) });
    }
    summarize(report, issues, answered.body);
    return done({});
  }

  await check('getCsrfToken');
  if (options.member) {
    const signIn = await check('signIn', { emailOrPartnerNumber: options.member.email, password: options.member.password });
    found.signedIn = signIn.status === 200;
    if (!found.signedIn)
      setupError = `The sign-in as ${options.member.email} failed (${signIn.reason ?? signIn.verdict}): the member calls were checked signed out.`;
  }
  for (const name of discovery.slice(2)) await check(name);
  const rest = (Object.keys(callAnswers) as CallName[]).filter((name) => !discovery.includes(name) && isReadOnly(name));
  for (const name of rest) await check(name);

  const notCalled = (Object.keys(callAnswers) as CallName[]).filter(
    (name) => !isReadOnly(name) && !reports.some((report) => report.name === name),
  );
  const broken = reports.some((report) => report.verdict === 'BROKEN');
  return { base, calls: reports, notCalled, ...(setupError ? { setupError } : {}), exitCode: broken ? 1 : setupError ? 2 : 0 };
}

// --- The printed report: one block per call, then a summary ---

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const times = (count: number): string => (count > 1 ? ` (${count}x)` : '');
/** At most this many lines of each kind per call; the rest are counted. */
const linesPerKind = 20;

function capped(lines: string[]): string[] {
  return lines.length <= linesPerKind ? lines : [...lines.slice(0, linesPerKind), `... and ${lines.length - linesPerKind} more`];
}

/** One call's block: its verdict line, then why, the defaults used, the unknown fields and values. */
export function formatCall(report: CallReport): string {
  const answer = report.answer ? ` -> ${report.answer}` : '';
  const details = [
    ...(report.reason ? [report.reason] : []),
    ...capped(report.defaults.map((d) => `${d.absent ? 'missing' : 'null'} ${d.path}: uses the default ${show(d.value)}${times(d.count)}`)),
    ...capped(report.unknownFields.map((f) => `unknown field ${f.path}: ignored${times(f.count)}`)),
    ...capped(
      report.unknownValues.map(
        (v) =>
          `unknown value ${v.path}: ${v.values.slice(0, 5).map(show).join(', ')}${v.values.length > 5 ? ', ...' : ''} (shown neutrally)`,
      ),
    ),
  ];
  return [
    `${report.verdict.padEnd(10)} ${report.method} ${report.path}  (${report.name}${answer})`,
    ...details.map((line) => `           ${line}`),
  ].join('\n');
}

/** The closing lines: counts, what was not called, and what the exit code means. */
export function formatSummary(report: ConformanceReport): string {
  const count = (verdict: Verdict) => report.calls.filter((call) => call.verdict === verdict).length;
  const verdicts: Verdict[] = ['OK', 'DEFAULTED', 'BROKEN', 'SKIPPED'];
  const lines = [
    `${report.calls.length} calls to ${report.base}: ${verdicts.map((verdict) => `${count(verdict)} ${verdict}`).join(', ')}.`,
    `Not called (they change something): ${report.notCalled.join(', ') || 'none'}.`,
  ];
  if (report.setupError) lines.push(report.setupError);
  lines.push(
    report.exitCode === 1
      ? 'A page would break against this backend: see BROKEN above.'
      : report.exitCode === 2
        ? 'The check could not do what was asked (above).'
        : 'Every answer checked can be read.',
  );
  return lines.join('\n');
}
