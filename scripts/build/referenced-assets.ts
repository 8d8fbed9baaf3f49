// Which files of the fleet's shared `_astro/` folder one partner's bundle needs (issue #8). One Astro
// render emits every partner's assets into one folder (other partners' heroes, fonts and chunks);
// a bundle copies only what its own pages reach: files its pages, stylesheets and scripts name,
// followed through the scripts' imports of one another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `/_astro/x`, `_astro/fonts/x` (pages, stylesheets, Vite's dependency lists) and `./x` (imports between chunks). */
const assetReference = /_astro\/([\w.@~/-]+)|\.\/([\w.@~-]+)/g;
const scanned = /\.(?:html|css|js|mjs|json|webmanifest|svg)$/;

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), relative) : [relative];
  });
}

/**
 * The files of `assetsDir` (paths relative to it) that the text files of `siteDir` reference,
 * directly or through other referenced files of `assetsDir`.
 */
export function referencedAssets(siteDir: string, assetsDir: string): Set<string> {
  const available = new Set(filesUnder(assetsDir));
  const found = new Set<string>();
  const scan = (text: string): void => {
    for (const match of text.matchAll(assetReference)) {
      const name = match[1] ?? match[2];
      if (!name || found.has(name) || !available.has(name)) continue;
      found.add(name);
      if (scanned.test(name)) scan(readFileSync(path.join(assetsDir, name), 'utf8'));
    }
  };
  for (const file of filesUnder(siteDir)) if (scanned.test(file)) scan(readFileSync(path.join(siteDir, file), 'utf8'));
  return found;
}
