// Field types every content set shares (docs/content-model.md "Shared item types"): how unset
// values, URLs, rich text and defaults are read, and the parts several sets are built from
// (image, link, banner text block, column item). Set-specific fields live with their set.
import { z } from 'zod';
import { safeUrl, sanitizeInlineText, sanitizeRichText, textOf } from '../sanitize.ts';

/** CMSes send absent, null or '' for an unset optional field: all three mean "not set". */
const unset = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unset, schema.optional());
}

export function withDefault<T extends z.ZodType>(schema: T, value: z.input<T> & z.output<T>) {
  return z.preprocess((v) => (v === null ? undefined : v), schema.default(value as never));
}

/** An optional list: absent or null is an empty list. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === null ? undefined : v), z.array(item).default([]));
}

export const text = z.string().trim();
export const requiredText = z.string().trim().min(1, 'must not be empty');

export const url = z.string().transform((value, ctx) => {
  const safe = safeUrl(value);
  if (safe === null) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not an allowed URL: use a site-relative path (/earn/reservations), https:, mailto: or tel:`,
    });
    return z.NEVER;
  }
  return safe;
});

/** Images and API/CMS bases: site-relative or http(s) only (a mailto: image makes no sense). */
export const webUrl = url.refine((value) => /^(\/|https?:)/i.test(value), 'use a site-relative path or an https: URL');

const rich = z.string().transform((value) => sanitizeRichText(value));
export const richRequired = rich.refine((html) => textOf(html) !== '', 'must not be empty (after removing disallowed HTML)');
/** Optional rich text: markup that sanitizes down to nothing counts as not set. */
export const richOptional = optional(rich.transform((html) => (textOf(html) === '' ? undefined : html)));

/** Button and link labels: inline markup only, so a label never nests a link in a link. */
const inlineRequired = z
  .string()
  .transform((value) => sanitizeInlineText(value))
  .refine((html) => textOf(html) !== '', 'must not be empty (after removing disallowed HTML)');
const inlineOptional = optional(
  z.string().transform((value) => {
    const html = sanitizeInlineText(value);
    return textOf(html) === '' ? undefined : html;
  }),
);

export const flag = (value: boolean) => withDefault(z.boolean(), value);

/** Seconds or days: a non-negative number; numeric strings are accepted (CMS number widgets vary). */
export const duration = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number().nonnegative('must be 0 or more'),
);

/** A search query string for a merchant carousel, normalized (leading "?" dropped, re-encoded). */
const searchQuery = z
  .string()
  .trim()
  .transform((value) => new URLSearchParams(value.replace(/^\?/, '')).toString())
  .refine((value) => value !== '', 'use a search query such as location=Chicago%2C%20IL&acclaimed=true');

export const typeError = (types: readonly string[]) => ({ error: `type must be one of ${types.join(', ')}` });

// ---------------------------------------------------------------------------------------------
// Parts several sets share

export const imageSchema = z.object({ src: webUrl, alt: withDefault(text, '') });

export const linkSchema = z.object({ text: requiredText, url });

const bannerTextTypes = ['body_text', 'title', 'button', 'standalone_link', 'carousel'] as const;

/** A banner text block (`banner_text` lists): mobile text always, desktop text except for carousels. */
export const bannerTextBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('body_text'), text_desktop: richOptional, text_mobile: richRequired }),
    z.object({ type: z.literal('title'), text_desktop: richOptional, text_mobile: richRequired }),
    z.object({
      type: z.literal('button'),
      text_desktop: inlineOptional,
      text_mobile: inlineRequired,
      url,
      new_tab: flag(false),
    }),
    z.object({
      type: z.literal('standalone_link'),
      text_desktop: inlineOptional,
      text_mobile: inlineRequired,
      url,
      new_tab: flag(false),
    }),
    // The carousel type has no desktop text (a stray one is ignored, not an error).
    z.object({ type: z.literal('carousel'), text_mobile: richRequired }),
  ],
  typeError(bannerTextTypes),
);

export const titleVariants = ['XL', 'Lg', 'Md', 'Sm'] as const;
export const buttonVariants = ['primary', 'secondary', 'tertiary'] as const;
const columnItemTypes = ['title', 'body_text', 'button', 'standalone_link', 'merchant_carousel'] as const;

/** A content page item (earn pages' columns, the discover page's items). */
export const columnItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('title'), text: requiredText, variant: withDefault(z.enum(titleVariants), 'Lg') }),
    z.object({ type: z.literal('body_text'), text: richRequired }),
    z.object({
      type: z.literal('button'),
      text: requiredText,
      url,
      variant: withDefault(z.enum(buttonVariants), 'primary'),
    }),
    z.object({ type: z.literal('standalone_link'), text: requiredText, url, new_tab: flag(false) }),
    z.object({
      type: z.literal('merchant_carousel'),
      headline: optional(text),
      body: richOptional,
      query: searchQuery,
    }),
  ],
  typeError(columnItemTypes),
);

export type Image = z.output<typeof imageSchema>;
export type Link = z.output<typeof linkSchema>;
export type BannerTextBlock = z.output<typeof bannerTextBlockSchema>;
export type ColumnItem = z.output<typeof columnItemSchema>;
