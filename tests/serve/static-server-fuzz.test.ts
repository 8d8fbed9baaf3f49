// The static server that `npm start` and the browser tests use, fuzzed with hostile request paths
// over real HTTP (issue #22 item 18: `GET /%00` used to end the process). It runs in a child
// process, as `npm start` runs it, so a request that kills it shows as a dead process rather than
// as a crash of the test runner. Every path is sent byte for byte on a raw socket: fetch and Node's
// client would resolve `..` and refuse some of them before sending.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverModule = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/serve/static-server.ts')).href;

interface Served {
  child: ChildProcess;
  url: URL;
  /** What the server wrote to stderr. */
  errors: () => string;
  stop(): Promise<void>;
}

/** The static server over `dir` in its own Node process, with a tiny backend behind `/api/`. */
async function serveInChild(dir: string): Promise<Served> {
  const script = `
    import http from 'node:http';
    import { startStaticServer } from ${JSON.stringify(serverModule)};
    const backend = http.createServer((req, res) => res.end(JSON.stringify({ path: req.url })));
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const site = await startStaticServer({ dir: ${JSON.stringify(dir)}, port: 0, api: 'http://127.0.0.1:' + backend.address().port + '/delta' });
    console.log('READY ' + site.url);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<URL>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /READY (\S+)/.exec(stdout);
      if (ready) resolve(new URL(ready[1]!));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${stderr}`)));
  });
  return {
    child,
    url,
    errors: () => stderr,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One request with `target` sent as written; resolves with the status (0: no answer at all). */
function rawStatus(url: URL, target: string | Buffer, method = 'GET'): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `),
          Buffer.from(target),
          Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
        ]),
      );
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

function bundle(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fuzz-bundle-'));
  const write = (relative: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), body);
  };
  write('index.html', 'home');
  write('404.html', 'not found page');
  write('account/overview/index.html', 'overview');
  write('.report.html', "the editors' content report");
  write('_headers', '/*\n  X-Frame-Options: SAMEORIGIN\n');
  write('_redirects', '/merchants/:id  /account/overview/  200\n/account/*  /account/overview  302\n');
  return root;
}

/** Paths no page has: refused with 400 (undecodable, NUL or other control characters, a way out). */
const refused = [
  '/%00',
  '%00',
  '/a%00b.html',
  '/index.html%00.png',
  '/merchants/%00',
  '/account/%00',
  '/%',
  '/%zz',
  '/%e',
  '/abc%',
  '/%ff',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', // overlong UTF-8 for "."
  '/%e0%80%af', // overlong UTF-8 for "/"
  '/%ed%a0%80', // a lone surrogate
  '/%01',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%7f',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '/a/..%2F..%2F..%2Fetc/passwd',
  '/%5c..%5c..%5cetc%5cpasswd',
  '/..%5c..%5cwindows',
];

/** Odd but harmless paths: answered as any path is (a page, a redirect, or 404). */
const answered = [
  '/',
  '/%2e%2e/%2e%2e/etc/passwd', // the URL parser resolves these dots before anything is looked up
  '/./././index.html',
  '/%252e%252e%252fetc%252fpasswd', // double-encoded: decoded once, it is a plain (missing) name
  '/%25',
  '/%2525',
  `/${'a'.repeat(300)}`, // longer than a file name may be
  `/${'a'.repeat(4_000)}.html`,
  `/${'a/'.repeat(2_000)}`,
  `/account/${'x'.repeat(1_000)}`,
  `/merchants/${'9'.repeat(1_000)}`,
  '/caf%C3%A9',
  '/%F0%9F%98%80',
  '/%E2%80%AE', // a bidi override: a name no file has
  '/%EF%BB%BF',
  '/account/overview?x=%00&y=%ff&z=%',
  '/?%00',
  '/#%00',
  '/index.html;.png',
  '/%3F',
  '/%23',
  '/%20',
  '/api/Member%00',
  '/api/%ff',
  '/api/..%2f..%2fsecret',
];

describe('the static server under hostile request paths', () => {
  let root: string;
  let served: Served;
  beforeAll(async () => {
    root = bundle();
    served = await serveInChild(root);
  });
  afterAll(async () => {
    await served.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses undecodable paths, control characters and ways out of the bundle with 400, and keeps serving', async () => {
    for (const target of refused) {
      expect(await rawStatus(served.url, target), target).toBe(400);
      expect(served.child.exitCode, `alive after ${target}`).toBeNull();
    }
    expect(await rawStatus(served.url, '/')).toBe(200);
  });

  it('answers every other odd path with a page, a redirect or a 4xx, never an error', async () => {
    for (const target of answered) {
      const status = await rawStatus(served.url, target);
      expect(status >= 200 && status < 500, `${target}: ${status}`).toBe(true);
    }
    // Bytes a browser would have percent-encoded, and paths beyond the header limit.
    for (const target of [Buffer.from('/caf\xc3\xa9', 'latin1'), Buffer.from('/\xff\xfe', 'latin1'), `/${'a'.repeat(20_000)}`]) {
      const status = await rawStatus(served.url, target);
      expect(status >= 200 && status < 500, `${String(target).slice(0, 40)}: ${status}`).toBe(true);
    }
    expect(served.child.exitCode).toBeNull();
    expect(await rawStatus(served.url, '/account/overview')).toBe(200);
  });

  it('survives a burst of random paths sent all at once', async () => {
    // A fixed seed: a failure can be replayed.
    let seed = 22;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      '%00',
      '%ff',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%',
      '%c0%ae',
      '..',
      '.',
      '/',
      '//',
      'a',
      'é',
      '%25',
      '%0a',
      'api',
      'merchants',
      '.report',
    ];
    const targets = Array.from(
      { length: 300 },
      () => `/${Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('')}`,
    );
    const statuses = await Promise.all(targets.map((target) => rawStatus(served.url, target)));
    targets.forEach((target, index) =>
      expect(statuses[index]! >= 200 && statuses[index]! < 500, `${target}: ${statuses[index]}`).toBe(true),
    );
    expect(served.child.exitCode).toBeNull();
    expect(await rawStatus(served.url, '/')).toBe(200);
  });

  it('keeps quiet about refused paths: they are the client’s fault, not the server’s', () => {
    expect(served.errors()).toBe('');
  });
});

describe('the static server on an internal fault', () => {
  it('answers 500 and logs it, and stays up', async () => {
    const root = bundle();
    // `_headers` that cannot be read (a folder): every answer needs it, so every answer fails.
    rmSync(path.join(root, '_headers'));
    mkdirSync(path.join(root, '_headers'));
    const served = await serveInChild(root);
    try {
      expect(await rawStatus(served.url, '/')).toBe(500);
      expect(await rawStatus(served.url, '/account/overview')).toBe(500);
      expect(served.child.exitCode).toBeNull();
      expect(served.errors()).toMatch(/EISDIR/);
    } finally {
      await served.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
