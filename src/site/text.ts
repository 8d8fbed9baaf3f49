// Copy lookup for build-time rendering: `t(key, vars)` reads the Site's copy table with the
// partner's placeholders (currency, partner, programme, tier names, support contacts,
// {siteUrl}/{phoneHref}/{emailHref}) filled in. Plain text, markers left as written: for text with
// [[markers]] or ® use `<Copy>` (src/ui/Copy.astro) or `plainCopy` (attributes). Components get
// `t` from `Astro.locals` (src/middleware.ts); modules take it as an argument.
import { formatCopy, type CopyValues } from '../content/copy.ts';
import { siteCopyVars } from '../content/markers.ts';
import type { CopyKey } from './copy-table.ts';
import type { Site } from './types.ts';

export type Translate = (key: CopyKey, vars?: CopyValues) => string;

export function translator(site: Site): Translate {
  return (key, vars = {}) => formatCopy(site.copy, key, siteCopyVars(site, vars));
}

/** The given keys with the partner's placeholders filled: what an island or element ships. */
export function pickCopy<K extends CopyKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
