// The auth islands' set-up: built-in copy, a scripted API (the fetch stub is the only fake besides
// the page exits, mocked by each test file), and the messages the page renders with their
// [[recover]] link as it would at build time.
import { vi } from 'vitest';
import type { FormKitCopy } from '../../../src/ui/form/form-kit-copy.ts';
import { formKitCopyFrom } from '../../../src/ui/form/form-kit-copy.ts';
import { copyDefaults, type CopyKey } from '../../../src/site/copy-table.ts';
import { fakeFetch, installConfig, type Reply } from '../../helpers/browser-runtime.ts';

export const kit: FormKitCopy = formKitCopyFrom((key) => copyDefaults[key]);

/** The given keys with the placeholders a partner fills ({program}) filled as Delta's. */
export function copyOf<K extends CopyKey>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, copyDefaults[key].replaceAll('{program}', 'SkyMiles Dining')])) as Record<K, string>;
}

export const recoverMessages = {
  credentialsRecover: 'Forgot your user name or password? <a href="/recover">Recover your account</a>.',
  locked: 'Your account has been locked for 30 minutes. <a href="/recover">Recover your account</a> to get access more quickly.',
};

export interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Answers by path; records every call with its parsed JSON body. A missing route is a 404. */
export function stubApi(routes: Record<string, Reply | ((body: unknown) => Reply)>): Call[] {
  const calls: Call[] = [];
  fakeFetch((url, init) => {
    const path = new URL(url, 'http://site.test').pathname;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, method: init.method ?? 'GET', body });
    const route = routes[path];
    if (route === undefined) return { status: 404, body: { message: 'Unknown route' } };
    return typeof route === 'function' ? route(body) : route;
  });
  return calls;
}

/** A fresh page at `path`: modules, config, cookies and storage as a new visit has them. */
export function visit(path: string): void {
  vi.resetModules();
  installConfig();
  history.replaceState(null, '', path);
  sessionStorage.clear();
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export const signedOut: Reply = { status: 401, body: { message: 'Sign in.' } };
