// Resolves one partner build's inputs into the Site object (ARCHITECTURE.md "Two flows"): partner
// settings with the feature flags applied, every CMS set parsed, the copy table built. Problems
// in CMS content or flags never fail the build: they are reported and the offending piece dropped.
import { z } from 'zod';
import { partnerSettingsSchema, type Partner, type PartnerSettings } from '../../partners/schema.ts';
import { buildCopyTable, type CopyWarning } from '../content/copy.ts';
import { withSafeLinkCopy } from '../content/link-copy.ts';
import { partnerCopyVars } from '../content/markers.ts';
import { copyDefaults } from './copy-table.ts';
import { parseContent, type SetName } from '../content/models/content-sets.ts';
import type { Providers, Site } from './types.ts';

/** The `/api/feature-flags` answer, every group defaulted to `{}`. */
export interface FeatureFlags {
  authFlags: Record<string, unknown>;
  filters: Record<string, unknown>;
  /** Keys override the partner setting of the same name (CONTRACTS §2). */
  partnerFeatureFlags: Record<string, unknown>;
}

/** A content or flag problem of one partner's build: enough to find and fix it. */
export interface SiteWarning {
  partner: string;
  /** The CMS set, or `feature-flags`. */
  set: SetName | 'feature-flags';
  /** The entry slug; for flags, the flags group (`partnerFeatureFlags`). */
  slug: string;
  field: string;
  message: string;
}

/**
 * Receives each warning as one printable line (`set/slug: field: message`; the caller prefixes
 * the partner) and as structured data.
 */
export type SiteReport = (line: string, warning: SiteWarning) => void;

export interface ResolveInput {
  partner: Partner;
  /** The raw `/api/feature-flags` answer. */
  flags: unknown;
  /** Each set's `data` array; a missing set is empty (the CMS answered 404). */
  sets: Partial<Record<SetName, readonly unknown[]>>;
  providers: Providers;
  production: boolean;
  report: SiteReport;
}

export function formatWarning(warning: SiteWarning): string {
  return `${warning.set}/${warning.slug}: ${warning.field}: ${warning.message}`;
}

// A group may be absent or null (= {}); anything else that is not an object is a broken backend.
const flagGroup = z.preprocess((value) => value ?? undefined, z.record(z.string(), z.unknown()).default({}));
const flagsSchema = z.object({ authFlags: flagGroup, filters: flagGroup, partnerFeatureFlags: flagGroup });

const describeValue = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `${typeof value} ${JSON.stringify(value)}`;

/** Parses the feature-flags answer. Missing groups are `{}`; extra keys are ignored. */
export function parseFlags(raw: unknown): FeatureFlags {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(
      `The feature-flags answer must be a JSON object like { authFlags?, filters?, partnerFeatureFlags? }, but it is ${describeValue(raw)}.`,
    );
  }
  const result = flagsSchema.safeParse(raw);
  if (!result.success) {
    const groups = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    const detail = groups
      .map((group) => `${group} must be an object of flags, but it is ${describeValue((raw as Record<string, unknown>)[group])}`)
      .join('; ');
    throw new Error(`The feature-flags answer is malformed: ${detail}.`);
  }
  return result.data;
}

type SettingKey = keyof PartnerSettings;
const settingShape: Record<string, z.ZodType> = partnerSettingsSchema.shape;
const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingShape, key);

/**
 * Applies `partnerFeatureFlags` over the partner settings key by key. A value that does not fit
 * its setting is reported and the partner's value kept; unknown keys are reported and ignored.
 */
export function applyFlags(
  settings: PartnerSettings,
  flags: Record<string, unknown>,
  warn: (field: string, message: string) => void,
): PartnerSettings {
  const merged: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(flags)) {
    if (!isSettingKey(key)) {
      warn(key, 'not a partner setting (flag ignored)');
      continue;
    }
    const parsed = settingShape[key]?.safeParse(value);
    if (!parsed?.success) {
      const problems = parsed?.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message) ?? [];
      warn(
        key,
        `${describeValue(value)} does not fit (${problems.join('; ')}); the partner value ${JSON.stringify(settings[key])} is kept`,
      );
      continue;
    }
    merged[key] = parsed.data;
  }
  // The home page can only be the discover page when that page exists (spec 000 §2 route table).
  if (merged['homePage'] === 'discover' && merged['hasDiscoverPage'] !== true) {
    const fallback = settings.homePage === 'discover' || !settings.hasDiscoverPage ? 'how-it-works' : settings.homePage;
    warn('homePage', `'discover' needs hasDiscoverPage: true; '${fallback}' is used instead`);
    merged['homePage'] = fallback;
  }
  // Each value was checked on its own; this re-check of the whole guards the assumption above.
  return partnerSettingsSchema.parse(merged);
}

/** Builds the one resolved Site object of a partner build. */
export function resolveSite(input: ResolveInput): Site {
  const { partner, report } = input;
  const warn = (warning: Omit<SiteWarning, 'partner'>) => {
    const full: SiteWarning = { partner: partner.slug, ...warning };
    report(formatWarning(full), full);
  };

  let flags: FeatureFlags;
  try {
    flags = parseFlags(input.flags);
  } catch (error) {
    throw new Error(`Partner "${partner.slug}": ${(error as Error).message}`, { cause: error });
  }
  const settings = applyFlags(partner.settings, flags.partnerFeatureFlags, (field, message) =>
    warn({ set: 'feature-flags', slug: 'partnerFeatureFlags', field, message }),
  );
  const content = parseContent(input.sets, (warning) => warn(warning));
  const copyWarning = (warning: CopyWarning) => warn({ set: '*', slug: 'copy', field: `copy.${warning.key}`, message: warning.message });
  const copy = withSafeLinkCopy(
    buildCopyTable(copyDefaults, content.global.copy, copyWarning),
    copyDefaults,
    content.global.copy,
    partnerCopyVars(settings, partner.sources.siteUrl),
    [partner.sources.siteUrl, ...partner.sources.authOrigins],
    copyWarning,
  );

  return {
    slug: partner.slug,
    settings,
    theme: partner.theme,
    siteUrl: partner.sources.siteUrl,
    flags: { authFlags: flags.authFlags, filters: flags.filters },
    content,
    copy,
    providers: input.providers,
    production: input.production,
  };
}
