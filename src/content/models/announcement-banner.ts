// The announcement_banner set: the announcement banner's runs of text and links, and its tooltip.
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { flag, optional, requiredText, text, typeError, url } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

export const announcementBannerSchema = z.object({
  banner_copy: z
    .array(
      z.discriminatedUnion(
        'type',
        [
          z.object({ type: z.literal('text'), copy: requiredText }),
          z.object({ type: z.literal('link'), copy: requiredText, url, new_tab: flag(false) }),
        ],
        typeError(['text', 'link']),
      ),
    )
    .min(1, 'needs at least one text or link (entries without banner_copy are dropped)'),
  tooltip_copy: optional(text),
});

export type AnnouncementBanner = Entry<typeof announcementBannerSchema>;

/** `SiteContent.announcementBanner`: every banner that fits, in CMS order. */
export const announcementBannerSet = defineSet({
  name: 'announcement_banner',
  key: 'announcementBanner',
  ...entryList(announcementBannerSchema),
});
