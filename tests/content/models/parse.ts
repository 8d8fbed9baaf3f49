// Shared by the per-set content model tests: an entry as the CMS sends it, and one set parsed with
// its warnings collected.
import { parseSet, type ContentWarning, type SetName } from '../../../src/content/models/content-sets.ts';

export const entry = (slug: string, fields: Record<string, unknown>) => ({ slug, fields });

export function parse<S extends SetName>(set: S, entries: unknown[]) {
  const warnings: ContentWarning[] = [];
  const result = parseSet(set, entries, (warning) => warnings.push(warning));
  return { result, warnings };
}
