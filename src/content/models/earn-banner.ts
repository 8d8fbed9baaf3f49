// The earn_banner set: earn banners, each one rich text.
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { richRequired } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

export const earnBannerSchema = z.object({ text: richRequired });

export type EarnBanner = Entry<typeof earnBannerSchema>;

/** `SiteContent.earnBanner`: every banner that fits, in CMS order. */
export const earnBannerSet = defineSet({ name: 'earn_banner', key: 'earnBanner', ...entryList(earnBannerSchema) });
