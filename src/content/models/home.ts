// The home set: banners, each shown to the member states it lists (spec 000 §3 "Content entries").
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { bannerTextBlockSchema, imageSchema, optional } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

export const userStates = ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'] as const;
export type UserState = (typeof userStates)[number];

export const homeSchema = z.object({
  user_states: z.array(z.enum(userStates)).min(1, 'list at least one user state (entries without one are dropped)'),
  banner_text: z.array(bannerTextBlockSchema),
  image: optional(imageSchema),
});

export type HomeEntry = Entry<typeof homeSchema>;

/** `SiteContent.home`: every banner that fits, in CMS order. */
export const homeSet = defineSet({ name: 'home', key: 'home', ...entryList(homeSchema) });
