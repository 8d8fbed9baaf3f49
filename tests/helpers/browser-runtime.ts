// The one set-up for browser-runtime tests (happy-dom): fresh modules per test, the page's runtime
// config, a scripted fetch, clean cookies; real timers and globals again afterwards.
import { afterEach, beforeEach, vi } from 'vitest';
import { runtimeElementId, type RuntimeConfig } from '../../src/lib/runtime-config.ts';
import { shellCopyKeys } from '../../src/lib/shell-copy-keys.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';

/** The runtime config a page embeds (Delta, built-in shell copy), with `overrides` on top. */
export function testRuntimeConfig(
  overrides: Omit<Partial<RuntimeConfig>, 'settings'> & { settings?: Partial<RuntimeConfig['settings']> } = {},
): RuntimeConfig {
  const { settings, ...rest } = overrides;
  return {
    slug: 'delta',
    apiBase: '',
    cmsBase: '',
    production: false,
    providers: {} as RuntimeConfig['providers'],
    copy: Object.fromEntries(shellCopyKeys.map((key) => [key, copyDefaults[key]])),
    ...rest,
    // What every built page carries whatever the test sets: the schema's defaults for the rates.
    settings: {
      currencyType: 'Mile',
      earnRates: { member: 0.5, select: 3, vip: 5 },
      tierNames: { member: 'Member', select: 'Select Member', vip: 'VIP' },
      ...settings,
    } as RuntimeConfig['settings'],
  };
}

/** Puts the page's runtime JSON in the document, as the layout does (module instances come and go with vi.resetModules). */
export function installConfig(apiBase = ''): void {
  document.getElementById(runtimeElementId)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = runtimeElementId;
  element.textContent = JSON.stringify(testRuntimeConfig({ apiBase }));
  document.head.append(element);
}

/** Registers the set-up for every test of the file: fresh modules, the config (unless `config: false`),
 *  no cookies, fake timers when asked; real timers and globals after each test. */
export function withBrowserRuntime(options: { fakeTimers?: boolean; config?: boolean } = {}): void {
  beforeEach(() => {
    vi.resetModules();
    if (options.fakeTimers) vi.useFakeTimers();
    if (options.config !== false) installConfig();
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export type Reply = { status: number; body?: unknown; statusText?: string } | Error;
export type Route = (url: string, init: RequestInit) => Reply | Promise<Reply>;

/** A fetch stub answering from `route`; every call is recorded on the returned mock. */
export function fakeFetch(route: Route) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const reply = await route(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init);
    if (reply instanceof Error) throw reply;
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return { ...(init?.headers as Record<string, string> | undefined) };
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export const member = (memberType: string, extra: Record<string, unknown> = {}) => ({
  publicId: 'delta-card',
  firstName: 'Casey',
  lastName: 'Hughes',
  email: 'card@delta.example',
  memberType,
  tierLevel: 2,
  active: true,
  hasWebProfile: true,
  interfaceType: 'direct',
  ...extra,
});
