// Serves one partner bundle the way its CDN would: `_redirects` (first match wins, 200 =
// rewrite, 3xx = redirect; existing files shadow rules, as on Netlify), `_headers`, 404.html for
// misses, and `/api/*` proxied to the partner's backend (what the CDN's origin rules do in prod).
// `_headers` and `_redirects` are re-read when a rebuild replaces them, so no restart is needed.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Files of a bundle that are configuration or reports, never content: both servers answer them as
 * if they were absent (nginx through scripts/build/nginx-config.ts). `.report.html` is the editors'
 * content report (scripts/build/content-report.ts), read from disk.
 */
export const hiddenFiles = ['_redirects', '_headers', 'nginx.conf', '.report.html'] as const;
export const isHiddenFile = (file: string): boolean => hiddenFiles.includes(path.basename(file) as (typeof hiddenFiles)[number]);

/** Types a CDN compresses (images and fonts are compressed already). */
const compressible = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;

interface Rule {
  pattern: RegExp;
  to: string;
  status: number;
  force: boolean;
}
interface HeaderBlock {
  pattern: RegExp;
  set: [string, string][];
  unset: string[];
}

/** "/merchants/:id/*" → a RegExp with named groups; a trailing slash is optional. */
export function compilePattern(from: string): RegExp {
  const source = from
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) =>
      part === '*' ? '(?<splat>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}/?$`);
}

const fillPlaceholders = (to: string, groups: Record<string, string | undefined> = {}) =>
  to.replace(/:([A-Za-z_]\w*)/g, (match, key: string) => (key in groups ? (groups[key] ?? '') : match));

export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [from, to, code = '301'] = line.split(/\s+/);
      return from && to ? [{ pattern: compilePattern(from), to, status: parseInt(code, 10), force: code.endsWith('!') }] : [];
    });
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: compilePattern(line.trim()), set: [], unset: [] });
      continue;
    }
    const block = blocks.at(-1);
    const entry = line.trim();
    if (!block) continue;
    if (entry.startsWith('!')) block.unset.push(entry.slice(1).trim().toLowerCase());
    else {
      const colon = entry.indexOf(':');
      if (colon > 0) block.set.push([entry.slice(0, colon).trim().toLowerCase(), entry.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Partner backend base, e.g. http://127.0.0.1:4600/delta; `/api/*` is proxied to it. */
  api?: string;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `parse` of the file's text (of '' when it is missing), parsed again whenever the file changes:
 * a rebuild swaps in a new bundle folder (a new inode) or an editor rewrites the file.
 */
export function fileBacked<T>(file: string, parse: (text: string) => T): () => T {
  let seen: string | undefined;
  let value: T;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    const version = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'missing';
    if (version !== seen) {
      value = parse(stats ? readFileSync(file, 'utf8') : '');
      seen = version;
    }
    return value;
  };
}

export async function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(opts.dir);
  const rules = fileBacked(path.join(root, '_redirects'), parseRedirects);
  const headerBlocks = fileBacked(path.join(root, '_headers'), parseHeaders);

  const headersFor = (pathname: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const block of headerBlocks()) {
      if (!block.pattern.test(pathname)) continue;
      for (const name of block.unset) delete out[name];
      for (const [name, value] of block.set) out[name] = out[name] ? `${out[name]}, ${value}` : value;
    }
    return out;
  };

  const findFile = (pathname: string): string | undefined => {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const base = path.join(root, path.normalize(relative));
    if (!base.startsWith(root) || isHiddenFile(base)) return undefined;
    return [base, path.join(base, 'index.html'), `${base}.html`].find((candidate) =>
      statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
  };

  // Text is gzipped when the client accepts it, as every CDN does: the browser tests and the bench
  // then load what members load.
  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, headerPath: string) => {
    const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': type,
      ...headersFor(headerPath),
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
    else createReadStream(file).pipe(res);
  };

  const proxy = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const target = `${opts.api!.replace(/\/+$/, '')}${url.pathname}${url.search}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // As a CDN does: the backend throttles per client, and behind this proxy the socket is ours.
    const browser = req.socket.remoteAddress;
    if (browser) headers.set('x-forwarded-for', [headers.get('x-forwarded-for'), browser].filter(Boolean).join(', '));
    const hasBody = !['GET', 'HEAD'].includes(req.method ?? 'GET');
    try {
      const upstream = await fetch(target, {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
      } as RequestInit);
      const outHeaders: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(name))
          outHeaders[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length) outHeaders['set-cookie'] = cookies;
      res.writeHead(upstream.status, outHeaders);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Backend unreachable' }));
    }
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (opts.api && url.pathname.startsWith('/api/')) {
      void proxy(req, res, url);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const existing = findFile(url.pathname);
    for (const rule of rules()) {
      const match = rule.pattern.exec(url.pathname);
      if (!match) continue;
      if (existing && !rule.force) break; // existing files shadow rules (Netlify semantics)
      const to = fillPlaceholders(rule.to, match.groups);
      if (rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, { location: to + (to.includes('?') ? '' : url.search), ...headersFor(url.pathname) });
        res.end();
        return;
      }
      const file = findFile(to);
      if (file) {
        if (rule.status === 404) sendFile(req, res, file, 404, to);
        else sendFile(req, res, file, 200, url.pathname);
        return;
      }
    }
    if (existing) {
      sendFile(req, res, existing, 200, url.pathname);
      return;
    }
    // A miss gets the headers of the page it is answered with, not of the path asked for: a
    // missing /_astro/ file must not be cached for a year (it may exist after the next deploy).
    const notFound = path.join(root, '404.html');
    if (existsSync(notFound)) sendFile(req, res, notFound, 404, '/404.html');
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
