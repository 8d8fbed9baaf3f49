// The content model (docs/content-model.md): one zod schema per CMS set. Parsed entries keep the
// wire field names (the doc is the shared vocabulary of editors and developers) with defaults
// filled in, rich text sanitized and URLs checked. An entry that does not fit is dropped with a
// warning naming set, slug and field; the rest of the set still builds.
import { z } from 'zod';
import { safeUrl, sanitizeInlineText, sanitizeRichText, textOf } from './sanitize.ts';

/** The eleven CMS sets, global (`*`) first, in the order they are pulled (CONTRACTS §2). */
export const setNames = [
  '*',
  'home',
  'discover',
  'tier_1_activation',
  'surveys',
  'account_center',
  'announcement_banner',
  'earn_details',
  'earn_banner',
  'popup',
  'sidebar',
] as const;

export type SetName = (typeof setNames)[number];

export function isSetName(value: unknown): value is SetName {
  return typeof value === 'string' && (setNames as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Field helpers

/** CMSes send absent, null or '' for an unset optional field: all three mean "not set". */
const unset = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unset, schema.optional());
}

function withDefault<T extends z.ZodType>(schema: T, value: z.input<T> & z.output<T>) {
  return z.preprocess((v) => (v === null ? undefined : v), schema.default(value as never));
}

/** An optional list: absent or null is an empty list. */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === null ? undefined : v), z.array(item).default([]));
}

const text = z.string().trim();
const requiredText = z.string().trim().min(1, 'must not be empty');

const url = z.string().transform((value, ctx) => {
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
const webUrl = url.refine((value) => /^(\/|https?:)/i.test(value), 'use a site-relative path or an https: URL');

const rich = z.string().transform((value) => sanitizeRichText(value));
const richRequired = rich.refine((html) => textOf(html) !== '', 'must not be empty (after removing disallowed HTML)');
/** Optional rich text: markup that sanitizes down to nothing counts as not set. */
const richOptional = optional(rich.transform((html) => (textOf(html) === '' ? undefined : html)));

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

const flag = (value: boolean) => withDefault(z.boolean(), value);

/** Seconds or days: a non-negative number; numeric strings are accepted (CMS number widgets vary). */
const duration = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number().nonnegative('must be 0 or more'),
);

/** A path-prefix pattern for survey allow/deny lists. */
const pathPattern = z.string().trim().regex(/^\//, 'use a path starting with "/", e.g. /search');

/** A search query string for a merchant carousel, normalized (leading "?" dropped, re-encoded). */
const searchQuery = z
  .string()
  .trim()
  .transform((value) => new URLSearchParams(value.replace(/^\?/, '')).toString())
  .refine((value) => value !== '', 'use a search query such as location=Chicago%2C%20IL&acclaimed=true');

/** Earn page address: /earn/... (a route of its own, spec 000 §2). */
const earnPath = z
  .string()
  .trim()
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value))
  .pipe(z.string().regex(/^\/earn\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'use a path under /earn/, e.g. /earn/reservations'));

const typeError = (types: readonly string[]) => ({ error: `type must be one of ${types.join(', ')}` });

// ---------------------------------------------------------------------------------------------
// Shared item types

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

// ---------------------------------------------------------------------------------------------
// The global set (`*`): one entry per known slug

export const navbarSchema = z.object({
  nav_links: z.array(z.object({ text_desktop: optional(text), text_mobile: requiredText, url })),
});

/** The copyright line's contact: an email address or a link. */
const supportContact = z
  .string()
  .trim()
  .refine(
    (value) => z.email().safeParse(value).success || safeUrl(value) !== null,
    'use an email address or a site-relative/https: link',
  );

export const footerSchema = z.object({
  primary_links: z.array(linkSchema),
  secondary_links: z.array(linkSchema),
  copyright: optional(text),
  support_contact: optional(supportContact),
  disclaimer: richOptional,
  logo_chain: list(z.object({ alt: requiredText, src: webUrl })),
});

/** CMS copy overrides; values are checked key by key when the set is parsed (one bad key drops only itself). */
export const copyEntrySchema = z.object({ copy: z.record(z.string(), z.unknown()) });

const dustedPath = z.string().trim().regex(/^\/[A-Za-z0-9_-]+$/, 'use a top-level path such as /holiday-bonus');

export const globalSiteSchema = z.object({
  title: optional(text),
  api_base: optional(webUrl),
  cms_base: optional(webUrl),
  dusted: list(dustedPath),
});

export const notFoundSchema = z.object({
  tagline: requiredText,
  document_title: requiredText,
  title: requiredText,
  home_link_label: requiredText,
});

/** Known slugs of the global set and their schemas. */
export const globalEntrySchemas = {
  navbar: navbarSchema,
  footer: footerSchema,
  copy: copyEntrySchema,
  site: globalSiteSchema,
  not_found: notFoundSchema,
} as const;

// ---------------------------------------------------------------------------------------------
// The other ten sets

export const userStates = ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'] as const;

export const homeSchema = z.object({
  user_states: z.array(z.enum(userStates)).min(1, 'list at least one user state (entries without one are dropped)'),
  banner_text: z.array(bannerTextBlockSchema),
  image: optional(imageSchema),
});

export const discoverSchema = z.object({
  banner_text: list(bannerTextBlockSchema),
  items: z.array(columnItemSchema),
});

export const tier1ActivationSchema = z.object({
  title: requiredText,
  body: richRequired,
  button_text: requiredText,
  image: optional(imageSchema),
});

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

export const accountCenterSchema = z.object({
  referral_link: z.object({ is_enabled: z.boolean(), title: requiredText, description: text }),
  link_groups: list(z.object({ title: requiredText, links: z.array(linkSchema) })),
});

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

export const earnDetailsSchema = z.object({
  url: earnPath,
  banner_text: list(bannerTextBlockSchema),
  browser_title: optional(text),
  disclaimer: richOptional,
  main_column: list(columnItemSchema),
  side_column: list(columnItemSchema),
});

export const earnBannerSchema = z.object({ text: richRequired });

export const popupSchema = z.object({
  title: optional(text),
  body_text: richRequired,
  learn_more_url: optional(url),
  learn_more_text: optional(text),
});

export const sidebarSchema = z.object({ page_text: richRequired });

// ---------------------------------------------------------------------------------------------
// Types

export type Image = z.output<typeof imageSchema>;
export type Link = z.output<typeof linkSchema>;
export type BannerTextBlock = z.output<typeof bannerTextBlockSchema>;
export type ColumnItem = z.output<typeof columnItemSchema>;
export type Navbar = z.output<typeof navbarSchema>;
export type Footer = z.output<typeof footerSchema>;
export type GlobalSite = z.output<typeof globalSiteSchema>;
export type NotFound = z.output<typeof notFoundSchema>;
export type UserState = (typeof userStates)[number];

/** List entries carry their CMS slug (stable keys for rendering, and named in warnings). */
type Entry<T extends z.ZodType> = { slug: string } & z.output<T>;
export type HomeEntry = Entry<typeof homeSchema>;
export type DiscoverEntry = Entry<typeof discoverSchema>;
export type Tier1Activation = z.output<typeof tier1ActivationSchema>;
export type Survey = Entry<typeof surveySchema>;
export type AccountCenterEntry = Entry<typeof accountCenterSchema>;
export type AnnouncementBanner = Entry<typeof announcementBannerSchema>;
export type EarnDetails = Entry<typeof earnDetailsSchema>;
export type EarnBanner = Entry<typeof earnBannerSchema>;
export type Popup = z.output<typeof popupSchema>;
export type Sidebar = z.output<typeof sidebarSchema>;

export interface GlobalContent {
  navbar?: Navbar;
  footer?: Footer;
  /** CMS copy overrides (already string-only); the copy table is built from these. */
  copy: Record<string, string>;
  site?: GlobalSite;
  notFound?: NotFound;
}

/** Every set parsed: what `Site.content` holds. Absent single entries fall back to built-in copy. */
export interface SiteContent {
  global: GlobalContent;
  home: HomeEntry[];
  discover: DiscoverEntry[];
  /** The `page` entry of tier_1_activation. */
  tier1Activation?: Tier1Activation;
  surveys: Survey[];
  accountCenter: AccountCenterEntry[];
  announcementBanner: AnnouncementBanner[];
  earnDetails: EarnDetails[];
  earnBanner: EarnBanner[];
  /** Keyed by popup type (the entry slug). */
  popups: Record<string, Popup>;
  /** Keyed by sidebar key (the entry slug). */
  sidebars: Record<string, Sidebar>;
}

/** What each set parses into. */
export interface SetContent {
  '*': GlobalContent;
  home: HomeEntry[];
  discover: DiscoverEntry[];
  tier_1_activation: Tier1Activation | undefined;
  surveys: Survey[];
  account_center: AccountCenterEntry[];
  announcement_banner: AnnouncementBanner[];
  earn_details: EarnDetails[];
  earn_banner: EarnBanner[];
  popup: Record<string, Popup>;
  sidebar: Record<string, Sidebar>;
}

export function emptyContent(): SiteContent {
  return {
    global: { copy: {} },
    home: [],
    discover: [],
    surveys: [],
    accountCenter: [],
    announcementBanner: [],
    earnDetails: [],
    earnBanner: [],
    popups: {},
    sidebars: {},
  };
}

// ---------------------------------------------------------------------------------------------
// Parsing

export interface ContentWarning {
  set: SetName;
  /** The entry slug, or `#<index>` when the entry has none. */
  slug: string;
  /** Path of the offending field inside `fields` (zod issue path joined with '.'), or `slug`/`fields`. */
  field: string;
  message: string;
}

export type ContentReport = (warning: ContentWarning) => void;

const envelopeSchema = z.object({
  slug: z.string().trim().min(1, 'every entry needs a slug'),
  fields: z.record(z.string(), z.unknown()),
});

interface RawEntry {
  slug: string;
  fields: Record<string, unknown>;
}

const dropped = (message: string) => `${message} (entry dropped)`;

/** Checks the `{ slug, fields }` envelope of every entry; bad envelopes are reported and skipped. */
function envelopes(set: SetName, raw: readonly unknown[], report: ContentReport): RawEntry[] {
  const entries: RawEntry[] = [];
  raw.forEach((item, index) => {
    const result = envelopeSchema.safeParse(item);
    if (result.success) {
      entries.push(result.data);
      return;
    }
    const slug = typeof (item as { slug?: unknown } | null)?.slug === 'string' ? String((item as { slug: string }).slug) : `#${index}`;
    for (const issue of result.error.issues) {
      report({ set, slug: slug || `#${index}`, field: issue.path.map(String).join('.') || '(entry)', message: dropped(issue.message) });
    }
  });
  return entries;
}

function parseFields<T extends z.ZodType>(set: SetName, entry: RawEntry, schema: T, report: ContentReport): z.output<T> | undefined {
  const result = schema.safeParse(entry.fields);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    report({ set, slug: entry.slug, field: issue.path.map(String).join('.') || '(fields)', message: dropped(issue.message) });
  }
  return undefined;
}

function parseList<T extends z.ZodType>(set: SetName, raw: readonly unknown[], schema: T, report: ContentReport): Entry<T>[] {
  const parsed: Entry<T>[] = [];
  for (const entry of envelopes(set, raw, report)) {
    const fields = parseFields(set, entry, schema, report);
    if (fields !== undefined) parsed.push({ slug: entry.slug, ...(fields as object) } as Entry<T>);
  }
  return parsed;
}

/** Entries keyed by slug: the first of duplicate slugs wins. */
function parseKeyed<T extends z.ZodType>(set: SetName, raw: readonly unknown[], schema: T, report: ContentReport): Record<string, z.output<T>> {
  const keyed: Record<string, z.output<T>> = {};
  for (const entry of envelopes(set, raw, report)) {
    if (Object.hasOwn(keyed, entry.slug)) {
      report({ set, slug: entry.slug, field: 'slug', message: dropped('duplicate slug: the first entry with it wins') });
      continue;
    }
    const fields = parseFields(set, entry, schema, report);
    if (fields !== undefined) keyed[entry.slug] = fields;
  }
  return keyed;
}

function copyOverrides(entry: RawEntry, copy: Record<string, unknown>, report: ContentReport): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') overrides[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) overrides[key] = String(value);
    else if (value !== null && value !== undefined) {
      report({ set: '*', slug: entry.slug, field: `copy.${key}`, message: 'copy values must be text (this key is ignored)' });
    }
  }
  return overrides;
}

function parseGlobal(raw: readonly unknown[], report: ContentReport): GlobalContent {
  const global: GlobalContent = { copy: {} };
  const seen = new Set<string>();
  for (const entry of envelopes('*', raw, report)) {
    if (!Object.hasOwn(globalEntrySchemas, entry.slug)) {
      const known = Object.keys(globalEntrySchemas).join(', ');
      report({ set: '*', slug: entry.slug, field: 'slug', message: `unknown global entry, expected one of ${known} (entry ignored)` });
      continue;
    }
    if (seen.has(entry.slug)) {
      report({ set: '*', slug: entry.slug, field: 'slug', message: dropped('duplicate slug: the first entry with it wins') });
      continue;
    }
    seen.add(entry.slug);
    const slug = entry.slug as keyof typeof globalEntrySchemas;
    switch (slug) {
      case 'navbar': {
        const navbar = parseFields('*', entry, navbarSchema, report);
        if (navbar) global.navbar = navbar;
        break;
      }
      case 'footer': {
        const footer = parseFields('*', entry, footerSchema, report);
        if (footer) global.footer = footer;
        break;
      }
      case 'copy': {
        const copy = parseFields('*', entry, copyEntrySchema, report);
        if (copy) global.copy = copyOverrides(entry, copy.copy, report);
        break;
      }
      case 'site': {
        const site = parseFields('*', entry, globalSiteSchema, report);
        if (site) global.site = site;
        break;
      }
      case 'not_found': {
        const notFound = parseFields('*', entry, notFoundSchema, report);
        if (notFound) global.notFound = notFound;
        break;
      }
    }
  }
  return global;
}

function parseTier1(raw: readonly unknown[], report: ContentReport): Tier1Activation | undefined {
  const keyed = parseKeyed('tier_1_activation', raw, tier1ActivationSchema, report);
  for (const slug of Object.keys(keyed)) {
    if (slug !== 'page') {
      report({ set: 'tier_1_activation', slug, field: 'slug', message: 'only the entry with slug "page" is used (entry ignored)' });
    }
  }
  return keyed['page'];
}

/** Earn pages are routes: a second entry for the same url is dropped. */
function parseEarnDetails(raw: readonly unknown[], report: ContentReport): EarnDetails[] {
  const seen = new Set<string>();
  return parseList('earn_details', raw, earnDetailsSchema, report).filter((entry) => {
    if (seen.has(entry.url)) {
      report({ set: 'earn_details', slug: entry.slug, field: 'url', message: dropped(`another entry already defines ${entry.url}`) });
      return false;
    }
    seen.add(entry.url);
    return true;
  });
}

type SetParsers = { [S in SetName]: (raw: readonly unknown[], report: ContentReport) => SetContent[S] };

const setParsers: SetParsers = {
  '*': parseGlobal,
  home: (raw, report) => parseList('home', raw, homeSchema, report),
  discover: (raw, report) => parseList('discover', raw, discoverSchema, report),
  tier_1_activation: parseTier1,
  surveys: (raw, report) => parseList('surveys', raw, surveySchema, report),
  account_center: (raw, report) => parseList('account_center', raw, accountCenterSchema, report),
  announcement_banner: (raw, report) => parseList('announcement_banner', raw, announcementBannerSchema, report),
  earn_details: parseEarnDetails,
  earn_banner: (raw, report) => parseList('earn_banner', raw, earnBannerSchema, report),
  popup: (raw, report) => parseKeyed('popup', raw, popupSchema, report),
  sidebar: (raw, report) => parseKeyed('sidebar', raw, sidebarSchema, report),
};

/**
 * Parses one set's entries (the `data` array of the CMS answer) entry by entry: entries that do not
 * fit are dropped and reported, one warning per problem.
 */
export function parseSet<S extends SetName>(set: S, rawEntries: readonly unknown[], report: ContentReport): SetContent[S] {
  const parser = setParsers[set] as (raw: readonly unknown[], report: ContentReport) => SetContent[S];
  return parser(Array.isArray(rawEntries) ? rawEntries : [], report);
}

/** Parses all eleven sets; a missing set is an empty one (a 404 from the CMS). */
export function parseContent(sets: Partial<Record<SetName, readonly unknown[]>>, report: ContentReport): SiteContent {
  const content: SiteContent = {
    global: parseSet('*', sets['*'] ?? [], report),
    home: parseSet('home', sets.home ?? [], report),
    discover: parseSet('discover', sets.discover ?? [], report),
    surveys: parseSet('surveys', sets.surveys ?? [], report),
    accountCenter: parseSet('account_center', sets.account_center ?? [], report),
    announcementBanner: parseSet('announcement_banner', sets.announcement_banner ?? [], report),
    earnDetails: parseSet('earn_details', sets.earn_details ?? [], report),
    earnBanner: parseSet('earn_banner', sets.earn_banner ?? [], report),
    popups: parseSet('popup', sets.popup ?? [], report),
    sidebars: parseSet('sidebar', sets.sidebar ?? [], report),
  };
  const tier1 = parseSet('tier_1_activation', sets.tier_1_activation ?? [], report);
  if (tier1) content.tier1Activation = tier1;
  return content;
}
