// Pulls one partner's CMS sets and feature flags (CONTRACTS §2): 404 is an empty set; network
// errors and 5xx are retried with backoff, then fail that partner naming partner, set and URL.
import { BuildError, describe } from './errors.ts';

export interface PullOptions {
  partner: string;
  cmsBase: string;
  apiBase: string;
  cmsRoute: string;
  preview: boolean;
  setNames: readonly string[];
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Pulled {
  sets: Record<string, unknown[]>;
  flags: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function setUrl(cmsBase: string, cmsRoute: string, name: string, preview: boolean): string {
  const base = cmsBase.replace(/\/+$/, '') + cmsRoute.replace(/\/+$/, '');
  return `${base}/pages/${encodeURIComponent(name)}/?page_size=100${preview ? '&preview=1' : ''}`;
}

/** Why an attempt failed, for the final message. A timeout is an abort, not a network error. */
function problemOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no complete answer within ${timeoutMs / 1000} s`;
  return `network error: ${describe((error as { cause?: unknown }).cause ?? error)}`;
}

/**
 * GET `url` as JSON with retries. Resolves `null` for 404. The timeout covers the whole attempt,
 * body included: a CMS that sends headers and then stalls is retried like one that never answers.
 */
async function getJson(url: string, what: string, opts: PullOptions): Promise<unknown> {
  const { retries = 3, backoffMs = 250, timeoutMs = 15_000, fetch: fetchImpl = fetch } = opts;
  let lastProblem = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let status: number;
    let body: string;
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      lastProblem = problemOf(error, timeoutMs);
      continue;
    }
    if (status === 404) return null;
    if (status >= 500 || status === 429) {
      lastProblem = `HTTP ${status}`;
      continue;
    }
    if (status < 200 || status > 299) throw new BuildError(`${opts.partner}: ${what} failed with HTTP ${status} at ${url}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new BuildError(`${opts.partner}: ${what} is not JSON at ${url} (starts with ${JSON.stringify(body.slice(0, 40))})`);
    }
  }
  throw new BuildError(`${opts.partner}: ${what} failed after ${retries + 1} attempts (${lastProblem}) at ${url}`);
}

function entriesOf(body: unknown, partner: string, set: string, url: string): unknown[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new BuildError(`${partner}: set "${set}" has no "data" array at ${url}`);
  return data;
}

export async function pullPartner(opts: PullOptions): Promise<Pulled> {
  const setEntries = opts.setNames.map(async (name) => {
    const url = setUrl(opts.cmsBase, opts.cmsRoute, name, opts.preview);
    const body = await getJson(url, `set "${name}"`, opts);
    return [name, body === null ? [] : entriesOf(body, opts.partner, name, url)] as const;
  });
  const flagsUrl = `${opts.apiBase.replace(/\/+$/, '')}/api/feature-flags`;
  const [sets, flags] = await Promise.all([Promise.all(setEntries), getJson(flagsUrl, 'feature flags', opts)]);
  return { sets: Object.fromEntries(sets), flags: flags ?? {} };
}
