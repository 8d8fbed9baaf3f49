// Serves bundles with Debian's nginx and each bundle's generated nginx.conf, to prove that config on
// a server we did not write: one nginx in the foreground (our child process, not a daemon), its main
// config, pid, error log and temp files in a temporary folder (no system paths), and one server
// block per bundle: the bundle's nginx.conf with its placeholders filled.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillNginxPlaceholders } from '../scripts/build/nginx-config.ts';

/** Set by global-setup when nginx is not installed: why the nginx variants of the specs skip. */
export const nginxMissingEnv = 'E2E_NGINX_MISSING';

/** The nginx binary: NGINX_PATH when set (only it), else the usual places (Debian puts it in
 *  /usr/sbin, often not on PATH). */
export function nginxBinary(): string | undefined {
  const chosen = process.env['NGINX_PATH'];
  const candidates = chosen
    ? [chosen]
    : [
        ...(process.env['PATH'] ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')),
        '/usr/sbin/nginx',
        '/usr/local/sbin/nginx',
        '/usr/local/nginx/sbin/nginx',
      ];
  return candidates.find((file): file is string => {
    if (!file) return false;
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface NginxSite {
  slug: string;
  /** The bundle folder, holding the nginx.conf the build wrote. */
  dir: string;
  port: number;
  /** The partner's backend, e.g. http://127.0.0.1:4610/delta (as the static server's `api`). */
  api: string;
  /**
   * nginx speaks TLS itself on this port, with these PEM files: the filled copy gets `ssl` on its
   * `listen` and the certificate lines, as README "Serve a bundle with nginx" tells ops to add.
   */
  tls?: { certificate: string; key: string };
}

export interface RunningNginx {
  close(): Promise<void>;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx for the sites and resolves once every port answers; throws with nginx's own words. */
export async function startNginx(binary: string, sites: readonly NginxSite[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const includes = sites.map((site, index) => {
    const file = path.join(prefix, `${index}-${site.slug}.conf`);
    const config = fillNginxPlaceholders(readFileSync(path.join(site.dir, 'nginx.conf'), 'utf8'), {
      LISTEN: `127.0.0.1:${site.port}${site.tls ? ' ssl' : ''}`,
      SERVER_NAME: '127.0.0.1',
      BUNDLE_ROOT: path.resolve(site.dir),
      API_UPSTREAM: site.api.replace(/\/+$/, ''),
    });
    const tls = site.tls ? `\n  ssl_certificate ${site.tls.certificate};\n  ssl_certificate_key ${site.tls.key};` : '';
    writeFileSync(
      file,
      config.replace(/^ *listen [^;\n]*;$/m, (listen) => `${listen}${tls}`),
    );
    return `  include ${file};`;
  });
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, workers would run as nobody, who may not read a checkout under /root.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      ...includes,
      '}',
      '',
    ].join('\n'),
  );

  const child = spawn(binary, ['-p', prefix, '-c', main], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const close = async () => {
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (!running || Date.now() > deadline) {
      const why = `${output}${errorLog()}`.trim() || 'no output';
      await close();
      throw new Error(`nginx did not start (${binary}):\n${why}`);
    }
    if ((await Promise.all(sites.map((site) => portOpen(site.port)))).every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { close };
}

/** For global-setup: nginx for the sites, or (not installed) a note the nginx specs skip with. */
export async function startNginxIfInstalled(sites: readonly NginxSite[]): Promise<RunningNginx | undefined> {
  const binary = nginxBinary();
  if (!binary) {
    process.env[nginxMissingEnv] =
      'nginx is not installed here (apt-get install nginx, or set NGINX_PATH): the nginx variants of the route, header and offline tests are skipped';
    return undefined;
  }
  delete process.env[nginxMissingEnv];
  return startNginx(binary, sites);
}
