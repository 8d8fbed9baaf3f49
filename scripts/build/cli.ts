// `npm run build [-- --partner delta[,united] ...] [--strict] [--force] [--report] [--no-screenshots]`
import { parseArgs } from 'node:util';
import { buildPartners, resultTable } from './build.ts';
import { describe } from './errors.ts';
import { fleetWarnings, printFleetReport } from './fleet.ts';
import { resolveSources } from './sources.ts';

const { values } = parseArgs({
  options: {
    partner: { type: 'string', multiple: true, short: 'p' },
    strict: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    // The editors' content report, dist/<slug>/.report.html (issue #12); --strict implies it.
    report: { type: 'boolean', default: false },
    out: { type: 'string' },
    // The fleet report (dist/index.html, issue #12) without its home page thumbnails.
    'no-screenshots': { type: 'boolean', default: false },
    // Partners per Astro run (issue #12): a smaller batch bounds a large fleet's memory.
    'batch-size': { type: 'string' },
  },
});

const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize >= 1)) {
  console.error(`--batch-size takes a whole number of partners (1 or more), got "${values['batch-size']}"`);
  process.exit(2);
}

const started = performance.now();
let exitCode = 0;
try {
  const { sources, close } = await resolveSources(process.env);
  try {
    const fleet = fleetWarnings();
    const results = await buildPartners({
      ...(values.partner ? { partners: values.partner } : {}),
      ...(values.out ? { distDir: values.out } : {}),
      ...(batchSize ? { renderBatchSize: batchSize } : {}),
      strict: values.strict,
      force: values.force,
      report: values.report || values.strict,
      sources,
      onWarning: fleet.onWarning,
    });
    console.log(`\n${resultTable(results)}\n`);
    const failed = results.filter((r) => r.result === 'failed');
    console.log(
      `${results.length - failed.length} of ${results.length} partners ok in ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
    if (values.report || values.strict) {
      for (const r of failed) console.log(`${r.slug}  no content report: the build failed; its bundle and report are as they were`);
    }
    if (failed.length) exitCode = 1;
    await printFleetReport({
      distDir: values.out,
      results,
      warnings: fleet.byPartner,
      screenshots: !values['no-screenshots'],
      runSeconds: (performance.now() - started) / 1000,
    });
  } finally {
    await close();
  }
} catch (error) {
  console.error(`build failed: ${describe(error)}`);
  exitCode = 1;
}
process.exit(exitCode);
