// Copy lookup for build-time rendering: the Site's copy table with the partner's placeholders
// (currency, partner, programme, tier names, support contacts, {siteUrl}/{phoneHref}/{emailHref})
// filled in. Plain text, markers left as written: for text with [[markers]] or ® use `renderCopy`
// (HTML, src/ui/Copy.astro) or `plainCopy` (attributes) from src/content/render-copy.ts.
import { formatCopy, type CopyValues } from '../content/copy.ts';
import { siteCopyVars } from '../content/markers.ts';
import type { Site } from './types.ts';

export function text(site: Site, key: string, vars: CopyValues = {}): string {
  return formatCopy(site.copy, key, siteCopyVars(site, vars));
}
