// The earn_details set: earn pages, each a route of its own under /earn/ (spec 000 §2).
import { z } from 'zod';
import { dropped, parseList, type Entry, type EntryReport } from './entries.ts';
import { bannerTextBlockSchema, columnItemSchema, list, optional, richOptional, text } from './fields.ts';
import { defineSet } from './set-definition.ts';

/** Earn page address: /earn/... (a route of its own, spec 000 §2). */
const earnPath = z
  .string()
  .trim()
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value))
  .pipe(z.string().regex(/^\/earn\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'use a path under /earn/, e.g. /earn/reservations'));

export const earnDetailsSchema = z.object({
  url: earnPath,
  banner_text: list(bannerTextBlockSchema),
  browser_title: optional(text),
  disclaimer: richOptional,
  main_column: list(columnItemSchema),
  side_column: list(columnItemSchema),
});

export type EarnDetails = Entry<typeof earnDetailsSchema>;

/** Earn pages are routes: a second entry for the same url is dropped. */
function parseEarnDetails(raw: readonly unknown[], report: EntryReport): EarnDetails[] {
  const seen = new Set<string>();
  return parseList(raw, earnDetailsSchema, report).filter((entry) => {
    if (seen.has(entry.url)) {
      report({ slug: entry.slug, field: 'url', message: dropped(`another entry already defines ${entry.url}`) });
      return false;
    }
    seen.add(entry.url);
    return true;
  });
}

/** `SiteContent.earnDetails`: one page per url, in CMS order. */
export const earnDetailsSet = defineSet({
  name: 'earn_details',
  key: 'earnDetails',
  parse: parseEarnDetails,
  empty: (): EarnDetails[] => [],
});
