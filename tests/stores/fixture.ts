// Shared set-up for the browser runtime tests: a runtime config, a scripted fetch, clean cookies.
import { vi } from 'vitest';
import { runtimeElementId } from '../../src/lib/runtime-config.ts';

export const copy: Record<string, string> = {
  'toast.prefix.success': 'SUCCESS:',
  'toast.prefix.error': 'ERROR:',
  'toast.prefix.warning': 'WARNING:',
  'toast.csrfError': 'Something went wrong. Please refresh the page and try again. Error Code: {code}',
  'session.expiring': 'Your session is about to expire.',
  'session.keepAlive': 'Stay signed in',
};

/** Puts the page's runtime JSON in the document, as the layout does (module instances come and go with vi.resetModules). */
export function installConfig(apiBase = ''): void {
  document.getElementById(runtimeElementId)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = runtimeElementId;
  element.textContent = JSON.stringify({ slug: 'delta', apiBase, cmsBase: '', production: false, settings: {}, providers: {}, copy });
  document.head.append(element);
}

export type Reply = { status: number; body?: unknown; statusText?: string } | Error;
export type Route = (url: string, init: RequestInit) => Reply | Promise<Reply>;

/** A fetch stub answering from `route`; every call is recorded on the returned mock. */
export function fakeFetch(route: Route) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const reply = await route(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init);
    if (reply instanceof Error) throw reply;
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, statusText: reply.statusText ?? '', headers: { 'content-type': 'application/json' } });
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
