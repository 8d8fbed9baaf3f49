// The surveys set: the survey drawers, with their timing and the paths they show on (spec 000 §2).
import { z } from 'zod';
import type { Entry } from './entries.ts';
import { duration, list, requiredText, withDefault } from './fields.ts';
import { defineSet, entryList } from './set-definition.ts';

/** A path-prefix pattern for survey allow/deny lists. */
const pathPattern = z.string().trim().regex(/^\//, 'use a path starting with "/", e.g. /search');

export const surveySchema = z.object({
  id: z.union([requiredText, z.number().transform(String)]),
  text: requiredText,
  /** Seconds before the form opens by itself (spec: default 0). */
  delay_timeout: withDefault(duration, 0),
  /** Days a seen survey stays hidden (spec: default 90). */
  cookie_timeout: withDefault(duration, 90),
  url_allow_list: list(z.object({ url_allowed: pathPattern })),
  url_disallow_list: list(z.object({ url_disallowed: pathPattern })),
});

export type Survey = Entry<typeof surveySchema>;

/** `SiteContent.surveys`: every survey that fits, in CMS order. */
export const surveysSet = defineSet({ name: 'surveys', key: 'surveys', ...entryList(surveySchema) });
