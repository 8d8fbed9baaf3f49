// Copy lookup for build-time rendering: the Site's copy table with the partner's placeholders
// (currency, partner, programme, tier names, support contacts) filled in.
import { copyVars, formatCopy, type CopyValues } from '../content/copy.ts';
import type { Site } from './types.ts';

export function text(site: Site, key: string, vars: CopyValues = {}): string {
  return formatCopy(site.copy, key, { ...copyVars(site.settings), ...vars });
}
