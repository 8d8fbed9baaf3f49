// The global set (`*`): one entry per known slug (navbar, footer, copy, site, not_found), each with
// its own schema, gathered into `SiteContent.global`.
import { z } from 'zod';
import { safeUrl } from '../sanitize.ts';
import { dropped, envelopes, parseFields, type EntryReport, type RawEntry } from './entries.ts';
import { linkSchema, list, optional, requiredText, richOptional, text, url, webUrl } from './fields.ts';
import { defineSet } from './set-definition.ts';

export const navbarSchema = z.object({
  nav_links: z.array(z.object({ text_desktop: optional(text), text_mobile: requiredText, url })),
});

/** The copyright line's contact: an email address or a link. */
const supportContact = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(value).success || safeUrl(value) !== null, 'use an email address or a site-relative/https: link');

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

const dustedPath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9_-]+$/, 'use a top-level path such as /holiday-bonus');

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

export type Navbar = z.output<typeof navbarSchema>;
export type Footer = z.output<typeof footerSchema>;
export type GlobalSite = z.output<typeof globalSiteSchema>;
export type NotFound = z.output<typeof notFoundSchema>;

export interface GlobalContent {
  navbar?: Navbar;
  footer?: Footer;
  /** CMS copy overrides (already string-only); the copy table is built from these. */
  copy: Record<string, string>;
  site?: GlobalSite;
  notFound?: NotFound;
}

function copyOverrides(entry: RawEntry, copy: Record<string, unknown>, report: EntryReport): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') overrides[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) overrides[key] = String(value);
    else if (value !== null && value !== undefined) {
      report({ slug: entry.slug, field: `copy.${key}`, message: 'copy values must be text (this key is ignored)' });
    }
  }
  return overrides;
}

type GlobalEntryReader = (entry: RawEntry, report: EntryReport, global: GlobalContent) => void;

/** The known slugs, in the order warnings list them, each putting its entry in its place. */
const globalEntries: Record<string, GlobalEntryReader> = {
  navbar: (entry, report, global) => {
    const navbar = parseFields(entry, navbarSchema, report);
    if (navbar) global.navbar = navbar;
  },
  footer: (entry, report, global) => {
    const footer = parseFields(entry, footerSchema, report);
    if (footer) global.footer = footer;
  },
  copy: (entry, report, global) => {
    const copy = parseFields(entry, copyEntrySchema, report);
    if (copy) global.copy = copyOverrides(entry, copy.copy, report);
  },
  site: (entry, report, global) => {
    const site = parseFields(entry, globalSiteSchema, report);
    if (site) global.site = site;
  },
  not_found: (entry, report, global) => {
    const notFound = parseFields(entry, notFoundSchema, report);
    if (notFound) global.notFound = notFound;
  },
};

function parseGlobal(raw: readonly unknown[], report: EntryReport): GlobalContent {
  const global: GlobalContent = { copy: {} };
  const seen = new Set<string>();
  for (const entry of envelopes(raw, report)) {
    const read = Object.hasOwn(globalEntries, entry.slug) ? globalEntries[entry.slug] : undefined;
    if (!read) {
      const known = Object.keys(globalEntries).join(', ');
      report({ slug: entry.slug, field: 'slug', message: `unknown global entry, expected one of ${known} (entry ignored)` });
      continue;
    }
    if (seen.has(entry.slug)) {
      report({ slug: entry.slug, field: 'slug', message: dropped('duplicate slug: the first entry with it wins') });
      continue;
    }
    seen.add(entry.slug);
    read(entry, report, global);
  }
  return global;
}

/** `SiteContent.global`: absent entries fall back to built-in copy and partner settings. */
export const globalSet = defineSet({
  name: '*',
  key: 'global',
  parse: parseGlobal,
  empty: (): GlobalContent => ({ copy: {} }),
});
