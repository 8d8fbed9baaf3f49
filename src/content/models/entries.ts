// Reading a set's entries (docs/content-model.md "Warnings"): every entry is `{ slug, fields }`; an
// entry that does not fit is dropped with one warning per problem and the rest of the set still
// builds. Warnings here carry no set name: the registry (content-sets.ts) adds it.
import { z } from 'zod';

/** A problem with one entry of a set. */
export interface EntryWarning {
  /** The entry slug, or `#<index>` when the entry has none. */
  slug: string;
  /** Path of the offending field inside `fields` (zod issue path joined with '.'), or `slug`/`fields`. */
  field: string;
  message: string;
}

export type EntryReport = (warning: EntryWarning) => void;

/** An entry whose envelope is sound; its fields are not checked yet. */
export interface RawEntry {
  slug: string;
  fields: Record<string, unknown>;
}

/** List entries carry their CMS slug (stable keys for rendering, and named in warnings). */
export type Entry<T extends z.ZodType> = { slug: string } & z.output<T>;

const envelopeSchema = z.object({
  slug: z.string().trim().min(1, 'every entry needs a slug'),
  fields: z.record(z.string(), z.unknown()),
});

export const dropped = (message: string) => `${message} (entry dropped)`;

const slugOf = (item: unknown): unknown => (typeof item === 'object' && item !== null && 'slug' in item ? item.slug : undefined);

/** Checks the `{ slug, fields }` envelope of every entry; bad envelopes are reported and skipped. */
export function envelopes(raw: readonly unknown[], report: EntryReport): RawEntry[] {
  const entries: RawEntry[] = [];
  raw.forEach((item, index) => {
    const result = envelopeSchema.safeParse(item);
    if (result.success) {
      entries.push(result.data);
      return;
    }
    const rawSlug = slugOf(item);
    const slug = typeof rawSlug === 'string' ? rawSlug : `#${index}`;
    for (const issue of result.error.issues) {
      report({ slug: slug || `#${index}`, field: issue.path.map(String).join('.') || '(entry)', message: dropped(issue.message) });
    }
  });
  return entries;
}

/** Checks one entry's fields against its schema; a misfit is reported and gives `undefined`. */
export function parseFields<T extends z.ZodType>(entry: RawEntry, schema: T, report: EntryReport): z.output<T> | undefined {
  const result = schema.safeParse(entry.fields);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    report({ slug: entry.slug, field: issue.path.map(String).join('.') || '(fields)', message: dropped(issue.message) });
  }
  return undefined;
}

/** Every entry that fits, in CMS order, with its slug. */
export function parseList<T extends z.ZodType>(raw: readonly unknown[], schema: T, report: EntryReport): Entry<T>[] {
  const parsed: Entry<T>[] = [];
  for (const entry of envelopes(raw, report)) {
    const fields = parseFields(entry, schema, report);
    if (fields !== undefined) parsed.push({ slug: entry.slug, ...(fields as object) } as Entry<T>);
  }
  return parsed;
}

/** Entries keyed by slug: the first of duplicate slugs wins. */
export function parseKeyed<T extends z.ZodType>(raw: readonly unknown[], schema: T, report: EntryReport): Record<string, z.output<T>> {
  const keyed: Record<string, z.output<T>> = {};
  for (const entry of envelopes(raw, report)) {
    if (Object.hasOwn(keyed, entry.slug)) {
      report({ slug: entry.slug, field: 'slug', message: dropped('duplicate slug: the first entry with it wins') });
      continue;
    }
    const fields = parseFields(entry, schema, report);
    if (fields !== undefined) keyed[entry.slug] = fields;
  }
  return keyed;
}
