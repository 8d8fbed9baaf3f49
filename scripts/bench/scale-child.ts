// One build of the scale step (scale.ts), alone in its process so its peak memory is its own:
// the registry's partners and, with --copies N > 1, their synthetic copies, forced, from the
// sandbox at --url (which must serve the copies' slugs: sandboxAliasArgs). Prints a ScaleRun as
// its last line.
import { parseArgs } from 'node:util';
import { buildPartners } from '../build/build.ts';
import { defaultRenderBatchSize } from '../build/render.ts';
import { sandboxSources } from '../build/sources.ts';
import { syntheticFleet, type ScaleRun } from './scale.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    standin: { type: 'string' },
    copies: { type: 'string', default: '1' },
    dist: { type: 'string' },
    'batch-size': { type: 'string' },
  },
});
if (!values.url || !values.standin || !values.dist) throw new Error('scale-child needs --url, --standin and --dist');

const batchSize = Number(values['batch-size'] ?? defaultRenderBatchSize);
const { partners: extraPartners } = syntheticFleet(Number(values.copies));
const started = performance.now();
const results = await buildPartners({
  distDir: values.dist,
  sources: sandboxSources(values.url, values.standin, {}),
  extraPartners,
  renderBatchSize: batchSize,
  force: true,
  log: () => {},
});
const run: ScaleRun = {
  partners: results.length,
  built: results.filter((r) => r.result === 'built').length,
  failed: results.filter((r) => r.result === 'failed').map((r) => r.error ?? r.slug),
  seconds: (performance.now() - started) / 1000,
  maxRssKb: process.resourceUsage().maxRSS,
  batchSize,
};
console.log(JSON.stringify(run));
process.exit(0);
