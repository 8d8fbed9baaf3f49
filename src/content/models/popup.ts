// The popup set: promotional popups, one per popup type (the entry slug; spec 000 §2 "shown once per popup type").
import { z } from 'zod';
import { optional, richRequired, text, url } from './fields.ts';
import { defineSet, entriesBySlug } from './set-definition.ts';

export const popupSchema = z.object({
  title: optional(text),
  body_text: richRequired,
  learn_more_url: optional(url),
  learn_more_text: optional(text),
});

export type Popup = z.output<typeof popupSchema>;

/** `SiteContent.popups`: keyed by popup type (the entry slug). */
export const popupSet = defineSet({ name: 'popup', key: 'popups', ...entriesBySlug(popupSchema) });
