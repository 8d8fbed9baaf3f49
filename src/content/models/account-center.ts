// The account_center set: the referral card and the help link groups of the account center.
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { linkSchema, list, requiredText, text } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

export const accountCenterSchema = z.object({
  referral_link: z.object({ is_enabled: z.boolean(), title: requiredText, description: text }),
  link_groups: list(z.object({ title: requiredText, links: z.array(linkSchema) })),
});

export type AccountCenterEntry = Entry<typeof accountCenterSchema>;

/** `SiteContent.accountCenter`: every entry that fits, in CMS order. */
export const accountCenterSet = defineSet({ name: 'account_center', key: 'accountCenter', ...entryList(accountCenterSchema) });
