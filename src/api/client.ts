// The one place that owns fetch (ARCHITECTURE: "One api client module owns fetch"): API base,
// same-origin credentials, JSON headers, the CSRF header and the mapping of failures.
// Contract types only (`import type`): zod must not reach content-page JavaScript.
import { loginPath } from '../site/paths.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { rememberLoginRedirect } from '../lib/login-redirect.ts';
import { navigate } from '../lib/navigate.ts';
import { takeEarlyResponse } from './early-requests.ts';
import type { AnswerOf, CallDescriptor, Method, PathParams } from './contract/call.ts';
import type { CsrfHeader } from './contract/session.ts';
import type { Shape } from './read.ts';
import type * as ReadCall from './read-call.ts';

/** The one time limit of every call: past it the call rejects with a TimeoutError and the page shows
 *  its error state with a way on. */
export const requestTimeoutMs = 15_000;

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON, else text, else undefined. */
  readonly body: unknown;
  /** The answer's headers (Retry-After on a 429). */
  readonly headers: Headers;

  constructor(status: number, statusText: string, body: unknown, headers: Headers = new Headers()) {
    super(statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.headers = headers;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  /** Overrides the contract call's method (a bare path is a GET). */
  method?: Method;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Send the CSRF header on a GET too (spec 000 §7 "Calls marked CSRF"); non-GET calls always send it. */
  csrf?: boolean;
  /** 401 → /login (spec 000 §8: unauthorised on member calls sends the user to login): by default
   *  on calls whose descriptor is `signedIn`. 'reject' leaves the 401 to a caller that reads it (the
   *  member store's "signed out", the reservation widget's sign-in prompt); 'redirect' asks it for a
   *  bare path. A 401 of any other call (sign-in's wrong password) is the caller's. */
  unauthorized?: 'redirect' | 'reject';
  /** 5xx → /error?code=<status>&from=<this page> (spec 000 §8: server errors lead to /error). */
  serverError?: 'redirect';
  /** Spec 000 §7 "redirects manual": a redirect answer counts as success and resolves to undefined. */
  redirect?: 'manual';
  keepalive?: boolean;
  /** Aborts the call (the caller gave up on it); the call then rejects with its reason. Every call
   *  is also limited to requestTimeoutMs. */
  signal?: AbortSignal;
}

/** How the CSRF store plugs in (it registers itself; the client stays free of stores). */
export interface CsrfHooks {
  /** The token to send; may wait for the start-up prefetch. */
  token(): Promise<string | undefined>;
  /** A CSRF call answered 403. */
  failed(status: number): void;
}

let csrfHooks: CsrfHooks | undefined;

export function setCsrfHooks(hooks: CsrfHooks | undefined): void {
  csrfHooks = hooks;
}

export const csrfHeader: CsrfHeader = 'X-CSRF-Token';

/** A contract call with its `{name}` path parameters filled in, URL-encoded; it answers as the call. */
export function withParams<Call extends CallDescriptor>(
  call: Call,
  params: Record<PathParams<Call['path']>, string | number>,
): CallDescriptor<AnswerOf<Call>> {
  const values: Record<string, string | number> = params;
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return { ...call, path } as CallDescriptor<AnswerOf<Call>>;
}

export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return runtimeConfig().apiBase + path + (search ? `?${search}` : '');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Leaves for /error (spec 000 §8); its "Try again" returns here (it follows `from` only while it
 *  stays on the site). */
export function goToServerError(status: number): void {
  navigate(`/error?${new URLSearchParams({ code: String(status), from: location.pathname + location.search })}`);
}

/** The client is taking the member elsewhere from a page-data call: /login on a 401, /error on a
 *  5xx (asked with `serverError: 'redirect'`). The page keeps its frame meanwhile, drawing no error. */
export const leavesPage = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status >= 500);

/** Whether a 401 of this call sends the visitor to /login: the option, else the descriptor's
 *  `signedIn` (a member call's 401 means the session ended, spec 000 §8). */
export const redirectsUnauthorized = (call: CallDescriptor | string, options: Pick<CallOptions, 'unauthorized'>): boolean =>
  (options.unauthorized ?? (typeof call !== 'string' && call.signedIn ? 'redirect' : 'reject')) === 'redirect';

/** Calls the API (a contract call, or a bare path) and resolves to the JSON as it came (undefined
 *  when empty), not yet read: readApi reads it as the call's answer. Rejects with ApiError. */
export async function api(call: CallDescriptor | string, options: CallOptions = {}): Promise<unknown> {
  const {
    path,
    method: callMethod = 'GET',
    csrf: csrfRead = false,
  }: { path: string; method?: Method; csrf?: boolean } = typeof call === 'string' ? { path: call } : call;
  const method = options.method ?? callMethod;
  const csrf = method !== 'GET' || csrfRead || options.csrf === true;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = csrf ? await csrfHooks?.token() : undefined;
  if (token) headers[csrfHeader] = token;

  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.redirect) init.redirect = options.redirect;
  if (options.keepalive) init.keepalive = true;
  const timeLimit = AbortSignal.timeout(requestTimeoutMs);
  init.signal = options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit;

  const url = apiUrl(path, options.query);
  // A plain read the page's head already started (early-requests.ts) is taken, not asked again.
  const early = method === 'GET' && !token ? takeEarlyResponse(url) : undefined;
  const response = await (early ?? fetch(url, init));
  if (options.redirect && (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))) {
    return undefined;
  }
  const body = await readBody(response);
  if (response.ok) return body;

  const { status } = response;
  if (csrf && status === 403) csrfHooks?.failed(status);
  if (status === 401 && redirectsUnauthorized(call, options)) {
    // Signing in brings the member back here (the login redirect, spec 000 §3).
    rememberLoginRedirect(location.pathname + location.search);
    navigate(loginPath);
  } else if (status >= 500 && options.serverError === 'redirect') goToServerError(status);
  throw new ApiError(status, response.statusText, body, response.headers);
}

/** The reader (read-call.ts) loads beside the first call whose answer is read, so no page's start-up
 *  script carries it: content pages read only the CSRF token and the member. */
let reader: Promise<typeof ReadCall> | undefined;
const loadReader = () => (reader ??= import('./read-call.ts'));

/** readCallAnswer (read-call.ts) for modules every page loads: the reader loads on first use. */
export async function readAnswerLater<Call extends CallDescriptor>(
  call: Call,
  shape: Shape<AnswerOf<Call>>,
  value: unknown,
  options: CallOptions = {},
): Promise<AnswerOf<Call>> {
  return (await loadReader()).readCallAnswer(call, shape, value, options);
}

/** Calls the API and reads its answer against the contract's shape for it (readCallAnswer): the
 *  descriptor says what it answers, so the shape must be that answer's. */
export async function readApi<Call extends CallDescriptor>(
  call: Call,
  shape: Shape<AnswerOf<Call>>,
  options: CallOptions = {},
): Promise<AnswerOf<Call>> {
  const loading = loadReader();
  const value = await api(call, options);
  return (await loading).readCallAnswer(call, shape, value, options);
}
