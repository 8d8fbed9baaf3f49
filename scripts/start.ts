// `npm start [-- --partner united]`: builds the partner if stale and serves it at
// http://localhost:4321 against the bundled sandbox backend.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPartners, repoRoot, resultTable, selectPartners } from './build/build.ts';
import { describe } from './build/errors.ts';
import { localSandbox, sandboxSources } from './build/sources.ts';
import { startStaticServer } from './serve/static-server.ts';

const { values } = parseArgs({
  options: {
    partner: { type: 'string', default: 'delta' },
    port: { type: 'string', default: '4321' },
    force: { type: 'boolean', default: false },
  },
});

try {
  const [slug] = selectPartners([values.partner]);
  const sandbox = await localSandbox(process.env);
  const stopSandbox = sandbox.close;
  console.log(`sandbox backend  ${sandbox.url}  ${sandbox.started ? `(stand-ins at ${sandbox.standinOrigin})` : '(already running)'}`);
  const sandboxUrl = sandbox.url;
  const [result] = await buildPartners({
    partners: [slug!],
    force: values.force,
    sources: sandboxSources(sandboxUrl, sandbox.standinOrigin, process.env),
  });
  if (!result || result.result === 'failed') {
    console.error(`\n${resultTable(result ? [result] : [])}`);
    await stopSandbox();
    process.exit(1);
  }
  const server = await startStaticServer({
    dir: path.join(repoRoot, 'dist', slug!),
    port: Number(values.port),
    host: 'localhost',
    api: `${sandboxUrl}/${slug}`,
  });
  console.log(`\n${slug} is ready at ${server.url.replace('127.0.0.1', 'localhost')}`);
  console.log('Demo sign-ins: card@<partner>.example / Password1! (all in docs/api.md, "Demo sign-ins"). Ctrl+C stops.');
  const stop = async () => {
    await server.close();
    await stopSandbox();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`npm start failed: ${describe(error)}`);
  process.exit(1);
}
