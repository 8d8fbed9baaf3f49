// What the joining islands' tests share: their copy as a build would ship it (the partner's
// placeholders filled, the run-time ones left for the island), the form kit's words, and a scripted
// API that records every call.
import { fillCopy } from '../../../src/lib/element-copy.ts';
import { copyDefaults, type CopyKey } from '../../../src/site/copy-table.ts';
import { formKitCopyFrom } from '../../../src/ui/form/form-kit-copy.ts';
import { fakeFetch, type Reply } from '../../helpers/browser-runtime.ts';

export const partnerVars = {
  program: 'SkyMiles Dining',
  partner: 'Delta SkyMiles Dining',
  currency: 'miles',
  shortCode: '33582',
  phone: '1-800-555-0101',
};

export function copyOf<K extends CopyKey>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, fillCopy(copyDefaults[key], partnerVars)])) as Record<K, string>;
}

/** A copy string as the island shows it, run-time placeholders filled from `vars`. */
export function text(key: CopyKey, vars: Record<string, string | number> = {}): string {
  return fillCopy(fillCopy(copyDefaults[key], partnerVars), vars);
}

export const kitCopy = formKitCopyFrom((key) => copyDefaults[key]);

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Routes = Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>;

/** Answers `METHOD /path` from `routes` (404 otherwise) and records each call. */
export function scriptApi(routes: Routes): { calls: Call[] } {
  const calls: Call[] = [];
  fakeFetch(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`];
    if (answer === undefined) return { status: 404, body: { message: 'Unknown route' } };
    return typeof answer === 'function' ? answer(call) : answer;
  });
  return { calls };
}

/** A promise and the function that settles it, for answers the test releases. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
