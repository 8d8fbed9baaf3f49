// One batch's Astro run in a process of its own (render.ts renderInChildProcess): reads the batch's
// resolved sites from the JSON file given, renders them into the folder given, exits non-zero with
// the error on stderr when the run fails.
import { readFileSync } from 'node:fs';
import type { Site } from '../../src/site/types.ts';
import { renderWithAstro } from './render.ts';

const [input, outDir] = process.argv.slice(2);
if (!input || !outDir) throw new Error('usage: render-child.ts <sites.json> <outDir>');
try {
  await renderWithAstro(JSON.parse(readFileSync(input, 'utf8')) as Site[], outDir);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
