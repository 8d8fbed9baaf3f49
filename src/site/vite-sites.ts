// Exposes the resolved Site objects of this build as `virtual:sites` (Starlight's pattern:
// configuration reaches pages through a virtual module, never through raw files or globals).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const id = 'virtual:sites';
const resolvedId = `\0${id}`;

export function sitesPlugin(): Plugin {
  return {
    name: 'dining:sites',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadId) {
      if (loadId !== resolvedId) return undefined;
      const file = process.env['SITES_FILE'];
      if (!file) throw new Error('SITES_FILE is not set: run the build through `npm run build`, or the dev server through `npm run dev`.');
      return `export default ${readFileSync(file, 'utf8')};`;
    },
  };
}
