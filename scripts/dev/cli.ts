// `npm run dev [-- --partner delta] [--port 4322]`: Astro's dev server with hot reload for one
// partner against the bundled sandbox (reused when one answers on its port, else started). The
// partner's CMS sets and flags are pulled once at start, as the build pulls them; restart to pull
// again. Port 4322 by default: `npm start` serves the built site at 4321, and both may run at once.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { selectPartners } from '../build/build.ts';
import { BuildError, describe } from '../build/errors.ts';
import { localSandbox, sandboxSources, type LocalSandbox } from '../build/sources.ts';
import { pullSite, writeSitesFile } from './site.ts';
import { startDevServer } from './server.ts';

const defaultDevPort = 4322;

const { values } = parseArgs({
  options: {
    partner: { type: 'string', default: 'delta' },
    port: { type: 'string', default: String(defaultDevPort) },
  },
});

let sandbox: LocalSandbox | undefined;
let sitesFile: string | undefined;
const cleanUp = async () => {
  if (sitesFile) rmSync(path.dirname(sitesFile), { recursive: true, force: true });
  await sandbox?.close();
};
try {
  const [slug, ...more] = selectPartners([values.partner]);
  if (more.length) throw new BuildError('the dev server runs one partner at a time: give one --partner');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new BuildError(`--port ${values.port} is not a port number`);
  sandbox = await localSandbox(process.env);
  console.log(`sandbox backend  ${sandbox.url}  ${sandbox.started ? `(stand-ins at ${sandbox.standinOrigin})` : '(already running)'}`);
  const site = await pullSite(slug!, sandboxSources(sandbox.url, sandbox.standinOrigin, process.env), (line) => console.log(line));
  sitesFile = writeSitesFile([site]);
  const server = await startDevServer({ site, sitesFile, port, api: `${sandbox.url}/${slug}` });
  console.log(`\n${slug} dev server (hot reload) at ${server.url}/`);
  console.log('Demo sign-ins: card@<partner>.example / Password1! (all in docs/api.md, "Demo sign-ins"). Ctrl+C stops.');
  const stop = async () => {
    await server.stop();
    await cleanUp();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`npm run dev failed: ${describe(error)}`);
  await cleanUp();
  process.exit(1);
}
