// Astro's dev server (hot reload) for one partner's resolved Site, through Astro's programmatic
// `dev()` API: the project's astro.config.mjs plus what only dev needs, the partner's paths at the
// root (partner-plugin.ts) and `/api` proxied to the partner's backend, as the bundle's host does.
import path from 'node:path';
import { dev } from 'astro';
import { repoRoot } from '../build/paths.ts';
import type { Site } from '../../src/site/types.ts';
import { partnerSitePlugin } from './partner-plugin.ts';

export interface DevServerOptions {
  site: Site;
  /** The sites file `virtual:sites` reads (site.ts writeSitesFile). */
  sitesFile: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The partner's backend, e.g. http://127.0.0.1:4600/delta: `/api/*` goes to `${api}/api/*`. */
  api: string;
}

export interface RunningDevServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startDevServer(opts: DevServerOptions): Promise<RunningDevServer> {
  const host = opts.host ?? 'localhost';
  process.env['SITES_FILE'] = opts.sitesFile;
  const server = await dev({
    root: repoRoot,
    mode: 'development',
    logLevel: 'warn',
    // Its own caches: the build's (ASTRO_CACHE_DIR, node_modules/.vite) stay the build's alone.
    cacheDir: path.join(repoRoot, '.build', 'dev-astro-cache'),
    server: { port: opts.port, host },
    vite: {
      cacheDir: path.join(repoRoot, '.build', 'dev-vite-cache'),
      plugins: [partnerSitePlugin(opts.site)],
      // xfwd: the sandbox throttles per client, as behind a CDN (scripts/serve/static-server.ts).
      server: {
        proxy: { '/api': { target: opts.api, changeOrigin: true, xfwd: true } },
        // Not sources: bundles, build work folders and the sandbox's data (which changes as you click).
        watch: { ignored: ['**/dist/**', '**/.build/**', '**/.sandbox/**', '**/test-results/**', '**/playwright-report/**'] },
      },
    },
  });
  return { url: `http://${host}:${server.address.port}`, stop: () => server.stop() };
}
