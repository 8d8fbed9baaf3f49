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

/** GET `url` as JSON with retries. Resolves `null` for 404. */
async function getJson(url: string, what: string, opts: PullOptions): Promise<unknown> {
  const { retries = 3, backoffMs = 250, timeoutMs = 15_000, fetch: fetchImpl = fetch } = opts;
  let lastProblem = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      lastProblem = `network error: ${describe((error as { cause?: unknown }).cause ?? error)}`;
      continue;
    }
    if (response.status === 404) return null;
    if (response.status >= 500 || response.status === 429) {
      lastProblem = `HTTP ${response.status}`;
      continue;
    }
    if (!response.ok) throw new BuildError(`${opts.partner}: ${what} failed with HTTP ${response.status} at ${url}`);
    const body = await response.text();
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
