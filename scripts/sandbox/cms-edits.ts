// Editors' changes to the seeded CMS, held in memory until reset: lets the bench and tests change
// one entry the way an editor would and watch the next build pick it up.
import { z } from 'zod';

export const cmsEditSchema = z.object({ fields: z.record(z.string(), z.unknown()).nullable() });

interface Entry {
  slug: string;
  fields: Record<string, unknown>;
}

export interface CmsEdits {
  /** Replaces (or adds) one entry; `null` fields delete it. */
  put(partner: string, set: string, slug: string, fields: Record<string, unknown> | null): void;
  clear(): void;
  apply(partner: string, set: string, entries: Entry[]): Entry[];
}

export function createCmsEdits(): CmsEdits {
  const edits = new Map<string, Map<string, Record<string, unknown> | null>>();
  const key = (partner: string, set: string) => `${partner}\0${set}`;
  return {
    put(partner, set, slug, fields) {
      const forSet = edits.get(key(partner, set)) ?? new Map<string, Record<string, unknown> | null>();
      forSet.set(slug, fields);
      edits.set(key(partner, set), forSet);
    },
    clear: () => edits.clear(),
    apply(partner, set, entries) {
      const forSet = edits.get(key(partner, set));
      if (!forSet) return entries;
      const kept = entries
        .filter((entry) => !forSet.has(entry.slug))
        .concat([...forSet].flatMap(([slug, fields]) => (fields ? [{ slug, fields }] : [])));
      return kept;
    },
  };
}
