// Starts the bundled sandbox backend: the API on one port, the stand-ins on a second origin.
import { getRequestListener, RequestError, type ServerType } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorBody } from '../../src/api/contract/errors.ts';
import { createApp } from './app.ts';
import { createCaptchaAuthority } from './captcha.ts';
import { sandboxClock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import { openDatabase, readMeta, schemaVersion, writeMeta } from './db.ts';
import { createCmsEdits } from './cms-edits.ts';
import { serverFaultMessage } from './errors.ts';
import { createFaultSwitch } from './faults.ts';
import { addPartnerAliases } from './partners.ts';
import { seedDatabase, seedDayFor } from './seed/index.ts';
import { createThrottle } from './throttle.ts';
import { createStandinApp } from './standins/app.ts';
import { loadMerchantCatalog } from './store/merchants.ts';
import { pruneSessions } from './store/sessions.ts';
import { newSigningKey, visitorTokens } from './visitor-token.ts';

export interface SandboxOptions {
  /** Default 4600; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default <repo>/.sandbox. */
  dataDir?: string;
  /** Wipe and reseed before starting. */
  reset?: boolean;
  quiet?: boolean;
  /** Stand-in origin port: default port + 1 (or a free port when port is 0 or port + 1 is taken). */
  standinPort?: number;
  /**
   * The instant the sandbox's clock starts at (ISO date-time or epoch ms), running on from there:
   * stable dates for screenshot baselines (clock.ts). Default `SANDBOX_NOW`, else real time.
   */
  now?: string | number | Date;
  /**
   * Extra partner slugs answered as a registry partner (`{ 'delta-2': 'delta' }`), while this
   * sandbox runs: the scale bench's synthetic fleet (scripts/bench/scale.ts). Default none.
   */
  partnerAliases?: Readonly<Record<string, string>>;
  /**
   * The spec-minimal mode: every call with a path in the spec's call tables answers only the fields
   * the spec names, and every id is a string (minimal.ts, docs/api.md "Spec-minimal mode"). Default off.
   */
  minimal?: boolean;
}

export interface Sandbox {
  /** http://127.0.0.1:PORT; partner P's backend is at `${url}/P`. */
  url: string;
  port: number;
  /** Origin of the secure card-entry frame and captcha stand-ins. */
  standinOrigin: string;
  close(): Promise<void>;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const fifteenMinutes = 15 * 60 * 1000;

type FetchHandler = Parameters<typeof getRequestListener>[0];

/**
 * A request Node's adapter cannot even turn into a Request (a raw backslash in the path, a bad
 * Host header) is the caller's fault too: 400 with the JSON error body, like every other answer.
 */
function adapterError(error: unknown): Response {
  if (error instanceof RequestError)
    return Response.json({ message: `Malformed request: ${error.message}.` } satisfies ErrorBody, { status: 400 });
  console.error('[sandbox]', error);
  return Response.json({ message: serverFaultMessage } satisfies ErrorBody, { status: 500 });
}

function listen(fetch: FetchHandler, port: number, host: string): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const listener = getRequestListener(fetch, { hostname: host, errorHandler: adapterError });
    // The listener answers its own failures (adapterError, or a 500 when writing the response fails).
    const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
    server.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolvePromise({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolvePromise) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolvePromise());
  });
}

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
};

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 4600;
  const dataDir = resolve(opts.dataDir ?? join(repoRoot, '.sandbox'));
  const log = (message: string) => {
    if (!opts.quiet) console.log(`[sandbox] ${message}`);
  };

  // A bad SANDBOX_NOW fails here, before anything is seeded or listens.
  const startAt = opts.now ?? process.env['SANDBOX_NOW'];
  const now = sandboxClock(startAt);
  // First, so a bad alias fails before anything listens.
  const removeAliases = addPartnerAliases(opts.partnerAliases ?? {});
  if (opts.reset) rmSync(join(dataDir, 'sandbox.sqlite'), { force: true });
  for (const suffix of opts.reset ? ['-wal', '-shm'] : []) rmSync(join(dataDir, `sandbox.sqlite${suffix}`), { force: true });
  const db = openDatabase(dataDir);
  // A clock started at a given day reseeds data seeded on another day, so its dates count back from it.
  const seededAt = readMeta(db, 'seededAt');
  const seededOnOtherDay =
    startAt !== undefined && startAt !== '' && seededAt !== undefined && seedDayFor(Date.parse(seededAt)) !== seedDayFor(now());
  if (readMeta(db, 'schemaVersion') !== schemaVersion || seededOnOtherDay) {
    const started = performance.now();
    seedDatabase(db, now());
    log(`seeded ${dataDir} in ${Math.round(performance.now() - started)} ms`);
  }
  pruneSessions(db, now());
  // Kept in the file, so visitors' cookies outlive a restart as member sessions do.
  const visitorKey = readMeta(db, 'visitorKey') ?? newSigningKey();
  writeMeta(db, 'visitorKey', visitorKey);

  const ctx: SandboxContext = {
    db,
    catalog: loadMerchantCatalog(db),
    captcha: createCaptchaAuthority(),
    visitors: visitorTokens(visitorKey),
    faults: createFaultSwitch(),
    throttle: createThrottle(),
    cmsEdits: createCmsEdits(),
    url: '',
    standinOrigin: '',
    sessionTtlMs: envNumber('SANDBOX_SESSION_TTL_MS', fifteenMinutes),
    latencyMs: envNumber('SANDBOX_LATENCY_MS', 0),
    now,
    reseed() {
      seedDatabase(db, now());
      writeMeta(db, 'visitorKey', visitorKey);
      ctx.catalog = loadMerchantCatalog(db);
      ctx.cmsEdits.clear();
    },
  };

  const api = await listen(createApp(ctx, { minimal: opts.minimal ?? false }).fetch, port, host);
  let standin: { server: ServerType; port: number };
  const standinFetch = createStandinApp(ctx).fetch;
  const preferred = opts.standinPort ?? (port === 0 ? 0 : api.port + 1);
  try {
    standin = await listen(standinFetch, preferred, host);
  } catch {
    standin = await listen(standinFetch, 0, host);
  }

  // Browsers cannot reach 0.0.0.0 / :: as an origin; advertise loopback instead.
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  ctx.url = `http://${publicHost}:${api.port}`;
  ctx.standinOrigin = `http://${publicHost}:${standin.port}`;
  log(`API ${ctx.url}/{partner}/api/…${opts.minimal ? ' (spec-minimal answers)' : ''}  stand-ins ${ctx.standinOrigin}`);

  let closed = false;
  return {
    url: ctx.url,
    port: api.port,
    standinOrigin: ctx.standinOrigin,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([close(api.server), close(standin.server)]);
      removeAliases();
      db.close();
    },
  };
}
