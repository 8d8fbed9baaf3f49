// npm run sandbox [-- --port 4600 --host 127.0.0.1 --reset --data DIR] [--alias delta-2=delta[,…] …] [--minimal]
import { parseArgs } from 'node:util';
import { startSandbox, type SandboxOptions } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4600' },
    host: { type: 'string' },
    reset: { type: 'boolean', default: false },
    data: { type: 'string' },
    // The clock's start instant (default SANDBOX_NOW, else real time): stable dates (clock.ts).
    now: { type: 'string' },
    // Synthetic partner slugs served as a registry partner (the scale bench's fleet).
    alias: { type: 'string', multiple: true },
    // The spec-minimal mode: spec-pathed calls answer only the spec's fields, ids as strings (minimal.ts).
    minimal: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: node scripts/sandbox/cli.ts [--port 4600] [--host 127.0.0.1] [--reset] [--data DIR] [--now 2026-11-18T12:00:00Z] [--alias SLUG=PARTNER[,…]] [--minimal]',
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

const options: SandboxOptions = { port, reset: values.reset, quiet: true, minimal: values.minimal };
if (values.host) options.host = values.host;
if (values.data) options.dataDir = values.data;
if (values.now) options.now = values.now;
if (values.alias) {
  const pairs = values.alias.flatMap((value) => value.split(',')).filter(Boolean);
  const bad = pairs.filter((pair) => !/^[^=]+=[^=]+$/.test(pair));
  if (bad.length) {
    console.error(`--alias takes SLUG=PARTNER (e.g. delta-2=delta), got "${bad.join('", "')}"`);
    process.exit(2);
  }
  options.partnerAliases = Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, string]));
}

const sandbox = await startSandbox(options);
console.log(`Sandbox backend: ${sandbox.url}  (partner P at ${sandbox.url}/P, e.g. ${sandbox.url}/delta/api/feature-flags)`);
if (values.minimal) console.log('Spec-minimal mode: spec-pathed calls answer only the fields the spec names; ids are strings.');
console.log(`Stand-in origin: ${sandbox.standinOrigin}  (card frame /card-frame, captcha /recaptcha/api.js)`);
console.log('Demo sign-ins: docs/api.md, or GET /__sandbox/members?partner=delta. Ctrl+C stops.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
