// Bonus banners (spec 001 §3 "Bonus banner config": order, text blocks, image, code,
// days_to_display, app_only_bonus, app_text, user_states, type bonus). They are entries of the home
// set with `type: "bonus"` (the CMS has no set of their own, CONTRACTS §2); the home set leaves them
// out and this view reads only them. The account overview shows a banner for each bonus of the
// member whose code it names (src/features/account/overview/bonus-banners.ts).
import { z } from 'zod';
import { sanitizeInlineText, textOf } from '../sanitize.ts';
import { parseList, type Entry } from './entries.ts';
import { duration, flag, imageSchema, list, optional, richOptional, richRequired, typeError, url } from './fields.ts';
import { bonusEntryType, isBonusEntry, userStates } from './home.ts';
import { defineSet } from './set-definition.ts';

const inline = z.string().transform((value) => sanitizeInlineText(value));
const inlineRequired = inline.refine((html) => textOf(html) !== '', 'must not be empty (after removing disallowed HTML)');
const inlineOptional = optional(inline.transform((html) => (textOf(html) === '' ? undefined : html)));

const bonusTextTypes = ['title', 'body_text', 'button', 'standalone_link'] as const;

/** The banner's text blocks. A `button` block is the label of the activation button (any `url` it
 *  carries is ignored: the button activates the bonus); a `standalone_link` is a link (terms…). */
export const bonusTextBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('title'), text_desktop: richOptional, text_mobile: richRequired }),
    z.object({ type: z.literal('body_text'), text_desktop: richOptional, text_mobile: richRequired }),
    z.object({ type: z.literal('button'), text_desktop: inlineOptional, text_mobile: inlineRequired }),
    z.object({
      type: z.literal('standalone_link'),
      text_desktop: inlineOptional,
      text_mobile: inlineRequired,
      url,
      new_tab: flag(false),
    }),
  ],
  typeError(bonusTextTypes),
);

const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

export const bonusBannerSchema = z.object({
  type: z.literal(bonusEntryType),
  /** The bonus code it advertises (activeBonuses[].code, compared without regard to case). */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'use the bonus code: 1 to 64 letters, digits, - or _'),
  /** Smaller first; banners without an order follow, in CMS order. */
  order: optional(z.preprocess(numeric, z.number())),
  banner_text: z
    .array(bonusTextBlockSchema)
    .refine((blocks) => blocks.some((block) => block.type === 'title'), 'add a title block: it names the bonus'),
  image: optional(imageSchema),
  /** Shown only within this many days of the bonus's createDateUtc; absent or 0: always. */
  days_to_display: optional(duration),
  /** Activated in the native app only: the web shows `app_text` where the button would be. */
  app_only_bonus: flag(false),
  app_text: richOptional,
  /** The member states it is for; empty: every signed-in member. */
  user_states: list(z.enum(userStates)),
});

export type BonusBannerEntry = Entry<typeof bonusBannerSchema>;
export type BonusTextBlock = z.output<typeof bonusTextBlockSchema>;

/** `SiteContent.bonusBanners`: the home set's bonus entries that fit, in CMS order. */
export const bonusBannerSet = defineSet({
  name: 'home',
  key: 'bonusBanners',
  parse: (entries, report) => parseList(entries.filter(isBonusEntry), bonusBannerSchema, report),
  empty: (): BonusBannerEntry[] => [],
});
