// The home set: banners, each shown to the member states it lists (spec 000 §3 "Content entries").
// Entries with `type: "bonus"` are bonus banners for the account overview (spec 001 §3 "Bonus banner
// config", bonus-banner.ts): they live in the same CMS set but are never home banners.
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { parseList } from './entries.ts';
import { bannerTextBlockSchema, imageSchema, optional } from './fields.ts';
import { defineSet } from './set-definition.ts';

export const userStates = ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'] as const;
export type UserState = (typeof userStates)[number];

/** The `type` that makes a home entry a bonus banner. */
export const bonusEntryType = 'bonus';

/** A raw CMS entry whose fields say `type: "bonus"` (read before the entry is checked). */
export function isBonusEntry(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || !('fields' in raw)) return false;
  const { fields } = raw;
  return typeof fields === 'object' && fields !== null && 'type' in fields && fields.type === bonusEntryType;
}

export const homeSchema = z.object({
  user_states: z.array(z.enum(userStates)).min(1, 'list at least one user state (entries without one are dropped)'),
  banner_text: z.array(bannerTextBlockSchema),
  image: optional(imageSchema),
});

export type HomeEntry = Entry<typeof homeSchema>;

/** `SiteContent.home`: every banner that fits, in CMS order (bonus banners left out). */
export const homeSet = defineSet({
  name: 'home',
  key: 'home',
  parse: (entries, report) =>
    parseList(
      entries.filter((entry) => !isBonusEntry(entry)),
      homeSchema,
      report,
    ),
  empty: (): HomeEntry[] => [],
});
