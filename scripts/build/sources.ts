// Where a build pulls from (CONTRACTS §2): CMS_BASE_URL / API_BASE_URL when set (production
// providers), otherwise the bundled sandbox, reused when one already answers on its port.
import { startSandbox } from '../sandbox/server.ts';
import type { Sources } from './build.ts';
import { productionProviders, sandboxProviders } from './providers.ts';

type Env = Record<string, string | undefined>;

export const defaultSandboxUrl = 'http://127.0.0.1:4600';

/** Asks a running sandbox for its stand-in origin; undefined when none answers. */
export async function probeSandbox(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${url}/__sandbox`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return undefined;
    return ((await response.json()) as { standinOrigin?: string }).standinOrigin;
  } catch {
    return undefined;
  }
}

export function siteEnvIsProduction(env: Env, fallback: boolean): boolean {
  const value = env['SITE_ENV'];
  return value ? value === 'production' : fallback;
}

export function sandboxSources(url: string, standinOrigin: string, env: Env): Sources {
  return {
    cmsBase: `${url}/{partner}`,
    apiBase: `${url}/{partner}`,
    providers: sandboxProviders(url, standinOrigin, env),
    production: siteEnvIsProduction(env, false),
  };
}

export interface LocalSandbox {
  url: string;
  standinOrigin: string;
  /** True when this process started it (and `close` stops it). */
  started: boolean;
  close: () => Promise<void>;
}

/** The bundled sandbox at `SANDBOX_URL` (default :4600): reused when one answers, else started. */
export async function localSandbox(env: Env): Promise<LocalSandbox> {
  const url = env['SANDBOX_URL'] ?? defaultSandboxUrl;
  const running = await probeSandbox(url);
  if (running) return { url, standinOrigin: running, started: false, close: async () => {} };
  const sandbox = await startSandbox({ port: Number(new URL(url).port || 4600), quiet: true });
  return { url: sandbox.url, standinOrigin: sandbox.standinOrigin, started: true, close: () => sandbox.close() };
}

/**
 * Resolves the build's sources. When it had to start a sandbox, `close` stops it afterwards.
 */
export async function resolveSources(env: Env): Promise<{ sources: Sources; close: () => Promise<void> }> {
  const cms = env['CMS_BASE_URL'];
  const api = env['API_BASE_URL'];
  if (cms || api) {
    const production = siteEnvIsProduction(env, true);
    return {
      sources: { cmsBase: (cms ?? api)!, apiBase: (api ?? cms)!, providers: productionProviders(env, production), production },
      close: async () => {},
    };
  }
  const sandbox = await localSandbox(env);
  return { sources: sandboxSources(sandbox.url, sandbox.standinOrigin, env), close: sandbox.close };
}
