// Serves one partner bundle the way its CDN would: `_redirects` (first match wins, 200 =
// rewrite, 3xx = redirect; existing files shadow rules, as on Netlify), `_headers`, 404.html for
// misses, and `/api/*` proxied to the partner's backend (what the CDN's origin rules do in prod).
// `_headers` and `_redirects` are re-read when a rebuild replaces them, so no restart is needed.
// No request can end the process: a path no page has is refused with 400 (request-path.ts), a
// fault of ours is answered with 500 and logged, and the server goes on.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { readRequestPath, urlOf } from './request-path.ts';

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
 * Files of a bundle that are configuration, never content: both servers answer them as if they
 * were absent (nginx through scripts/build/nginx-config.ts). Dot-files and dot-folders, such as the
 * editors' content report `.report.html` (scripts/build/content-report.ts), are hidden under any
 * spelling of their path (request-path.ts).
 */
export const hiddenFiles = ['_redirects', '_headers', 'nginx.conf'] as const;
export const isHiddenFile = (file: string): boolean => hiddenFiles.includes(path.basename(file) as (typeof hiddenFiles)[number]);

/** The browser closed the connection before the answer was sent: nothing went wrong here. */
const clientGone = (error: NodeJS.ErrnoException) => ['ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNRESET'].includes(error.code ?? '');

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

export const fillPlaceholders = (to: string, groups: Record<string, string | undefined> = {}) =>
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

  /** A name too long for the file system, or a file used as a folder, is simply not a file. */
  const isFile = (candidate: string): boolean => {
    try {
      return statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
    } catch (error) {
      if (['ENAMETOOLONG', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return false;
      throw error;
    }
  };

  /** The bundle file for a decoded site path: the path, its index.html or its .html. */
  const findFile = (decoded: string): string | undefined => {
    const base = path.join(root, path.normalize(decoded));
    if (!base.startsWith(root) || isHiddenFile(base)) return undefined;
    return [base, path.join(base, 'index.html'), `${base}.html`].find(isFile);
  };
  /** The bundle file a `_redirects` target names (written by our build, so decodable). */
  const findTarget = (to: string): string | undefined => {
    const target = readRequestPath(to);
    return target.kind === 'site' ? findFile(target.decoded) : undefined;
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
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // The status is sent already: a file that vanished under a rebuild ends the answer early.
    const done = (error: NodeJS.ErrnoException | null) => {
      if (error && !clientGone(error)) console.error(`static server: ${req.method} ${req.url}: sending ${file} failed`, error);
    };
    if (gzip) pipeline(createReadStream(file), createGzip(), res, done);
    else pipeline(createReadStream(file), res, done);
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

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A miss gets the headers of the page it is answered with, not of the path asked for: a
    // missing /_astro/ file must not be cached for a year (it may exist after the next deploy).
    const page = path.join(root, '404.html');
    if (existsSync(page)) sendFile(req, res, page, 404, '/404.html');
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = urlOf(req.url);
    const requested = url ? readRequestPath(url.pathname) : ({ kind: 'refused' } as const);
    if (!url || requested.kind === 'refused') {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    const method = req.method ?? 'GET';
    if (opts.api && url.pathname.startsWith('/api/')) {
      await proxy(req, res, url);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    // Before any rule: /merchants/.report must not become a merchant page (nginx.conf agrees).
    if (requested.kind === 'hidden') {
      notFound(req, res);
      return;
    }
    const existing = findFile(requested.decoded);
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
      const file = findTarget(to);
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
    notFound(req, res);
  };

  // A fault of ours (an unreadable `_headers`, a disk error) fails this request only.
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`static server: ${req.method} ${req.url}: answered 500`, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      }
    });
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
