// What a content set is to the build: its name on the wire, how its entries are read and where
// they go in `SiteContent`. Each set's file defines one; content-sets.ts lists them in pull order.
import type { z } from 'zod';
import { parseKeyed, parseList, type Entry, type EntryReport } from './entries.ts';

export interface SetDefinition<Name extends string, Key extends string, Content> {
  /** The set's name in the CMS URL `/api/cms/pages/{name}/` (CONTRACTS §2). */
  readonly name: Name;
  /** Where the parsed set lives in `SiteContent`. */
  readonly key: Key;
  /** Reads the set's `data` array; entries that do not fit are reported and dropped. */
  readonly parse: (entries: readonly unknown[], report: EntryReport) => Content;
  /** The set when the CMS has none (a 404 is an empty set, CONTRACTS §2). */
  readonly empty: () => Content;
}

/** Keeps the literal name and key, so the registry can derive `SetName` and `SiteContent` from them. */
export function defineSet<const Name extends string, const Key extends string, Content>(
  definition: SetDefinition<Name, Key, Content>,
): SetDefinition<Name, Key, Content> {
  return definition;
}

/** A set read as a list: every entry that fits, in CMS order, with its slug. */
export function entryList<T extends z.ZodType>(schema: T): Pick<SetDefinition<string, string, Entry<T>[]>, 'parse' | 'empty'> {
  return { parse: (entries, report) => parseList(entries, schema, report), empty: () => [] };
}

/** A set read by slug (the slug is the popup type, the sidebar key…): the first of duplicate slugs wins. */
export function entriesBySlug<T extends z.ZodType>(
  schema: T,
): Pick<SetDefinition<string, string, Record<string, z.output<T>>>, 'parse' | 'empty'> {
  return { parse: (entries, report) => parseKeyed(entries, schema, report), empty: () => ({}) };
}
