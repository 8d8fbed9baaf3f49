// `npm run build [-- --partner delta[,united] ...] [--strict] [--force]`
import { parseArgs } from 'node:util';
import { buildPartners, resultTable } from './build.ts';
import { describe } from './errors.ts';
import { resolveSources } from './sources.ts';

const { values } = parseArgs({
  options: {
    partner: { type: 'string', multiple: true, short: 'p' },
    strict: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const started = performance.now();
let exitCode = 0;
try {
  const { sources, close } = await resolveSources(process.env);
  try {
    const results = await buildPartners({
      ...(values.partner ? { partners: values.partner } : {}),
      ...(values.out ? { distDir: values.out } : {}),
      strict: values.strict,
      force: values.force,
      sources,
    });
    console.log(`\n${resultTable(results)}\n`);
    const failed = results.filter((r) => r.result === 'failed');
    console.log(
      `${results.length - failed.length} of ${results.length} partners ok in ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
    if (failed.length) exitCode = 1;
  } finally {
    await close();
  }
} catch (error) {
  console.error(`build failed: ${describe(error)}`);
  exitCode = 1;
}
process.exit(exitCode);
