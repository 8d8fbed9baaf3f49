// The sidebar set: sidebar texts, one per sidebar key (the entry slug).
import { z } from 'zod';
import { richRequired } from './fields.ts';
import { defineSet, entriesBySlug } from './set-definition.ts';

export const sidebarSchema = z.object({ page_text: richRequired });

export type Sidebar = z.output<typeof sidebarSchema>;

/** `SiteContent.sidebars`: keyed by sidebar key (the entry slug). */
export const sidebarSet = defineSet({ name: 'sidebar', key: 'sidebars', ...entriesBySlug(sidebarSchema) });
