// The discover set: the discover page's banner and column items.
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { bannerTextBlockSchema, columnItemSchema, list } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

export const discoverSchema = z.object({
  banner_text: list(bannerTextBlockSchema),
  items: z.array(columnItemSchema),
});

export type DiscoverEntry = Entry<typeof discoverSchema>;

/** `SiteContent.discover`: every entry that fits, in CMS order. */
export const discoverSet = defineSet({ name: 'discover', key: 'discover', ...entryList(discoverSchema) });
