// The Vite side of `npm run dev`: serves one partner's site at the dev server's root, as its bundle
// is served. Page paths and `_redirects` rules go through devPaths (partner-paths.ts); the files the
// bundle step writes beside the pages (scripts/build/bundle.ts: logo, icon, web manifest) are made
// from the same Site. No /worker.js: a service worker would cache pages that hot reload replaces.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { iconSvg, webManifest } from '../build/manifest.ts';
import { repoRoot } from '../build/paths.ts';
import type { Site } from '../../src/site/types.ts';
import { devPaths } from './partner-paths.ts';

function bundleFiles(site: Site): Map<string, { type: string; body: () => string }> {
  return new Map([
    ['/logo.svg', { type: 'image/svg+xml', body: () => readFileSync(path.join(repoRoot, 'partners', 'logos', site.theme.logo), 'utf8') }],
    ['/icon.svg', { type: 'image/svg+xml', body: () => iconSvg(site) }],
    ['/manifest.webmanifest', { type: 'application/manifest+json', body: () => JSON.stringify(webManifest(site)) }],
  ]);
}

export function partnerSitePlugin(site: Site): Plugin {
  const resolve = devPaths(site);
  const files = bundleFiles(site);
  return {
    name: 'dining:dev-partner-site',
    apply: 'serve',
    configureServer(server) {
      // Added here, not in a returned hook: it runs before Vite's and Astro's own middlewares, so
      // Astro sees the rewritten /<slug>/ URL. /api/* never matches a page or rule: the proxy has it.
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/')) return next();
        const file = files.get(req.url.split('?')[0] ?? '');
        if (file) {
          res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' });
          res.end(req.method === 'HEAD' ? undefined : file.body());
          return;
        }
        const answer = resolve(req.url);
        if (answer.kind === 'redirect') {
          res.writeHead(answer.status, { location: answer.location });
          res.end();
          return;
        }
        if (answer.kind === 'not-found') {
          // Astro answers the not-found page's own URL with 200; the bundle's host answers 404.
          const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res;
          res.writeHead = (status: number, ...rest: unknown[]) => writeHead(status === 200 ? 404 : status, ...rest);
        }
        if (answer.kind !== 'pass') req.url = answer.url;
        next();
      });
    },
  };
}
