// The tier_1_activation set: the activation page's text, from the one entry with slug "page".
import { z } from 'zod';
import { parseKeyed, type EntryReport } from './entries.ts';
import { imageSchema, optional, requiredText, richRequired } from './fields.ts';
import { defineSet } from './set-definition.ts';

export const tier1ActivationSchema = z.object({
  title: requiredText,
  body: richRequired,
  button_text: requiredText,
  image: optional(imageSchema),
});

export type Tier1Activation = z.output<typeof tier1ActivationSchema>;

function parseTier1(raw: readonly unknown[], report: EntryReport): Tier1Activation | undefined {
  const keyed = parseKeyed(raw, tier1ActivationSchema, report);
  for (const slug of Object.keys(keyed)) {
    if (slug !== 'page') {
      report({ slug, field: 'slug', message: 'only the entry with slug "page" is used (entry ignored)' });
    }
  }
  return keyed['page'];
}

/** `SiteContent.tier1Activation`: the `page` entry, or undefined (pages then use built-in copy). */
export const tier1ActivationSet = defineSet({
  name: 'tier_1_activation',
  key: 'tier1Activation',
  parse: parseTier1,
  empty: (): Tier1Activation | undefined => undefined,
});
