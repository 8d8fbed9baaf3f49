// Build-time content and flags (spec 000 §7; CONTRACTS §2; docs/api.md "Content and flags"): the CMS
// envelope around a content set's entries and the feature flags. What each set's `fields` hold is
// the content model's business (src/content/models), not the API's.
import { z } from 'zod/mini';

export const cmsQuerySchema = z.object({
  page_size: z.int(),
  /** 1 adds draft entries (the partner's cmsPreview). */
  preview: z.optional(z.literal(1)),
});
export type CmsQuery = z.infer<typeof cmsQuerySchema>;

export const cmsEntrySchema = z.object({
  slug: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type CmsEntry = z.infer<typeof cmsEntrySchema>;

/** The eleven CMS sets per partner, global (`*`) first, in the order CONTRACTS §2 lists them. */
export const cmsSetNames = [
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
export type CmsSetName = (typeof cmsSetNames)[number];

/** Extra envelope keys are allowed and ignored (CONTRACTS §2). An empty set answers 404. */
export const cmsSetSchema = z.object({
  count: z.optional(z.int()),
  next: z.optional(z.nullable(z.string())),
  previous: z.optional(z.nullable(z.string())),
  data: z.array(cmsEntrySchema),
});
export type CmsSet = z.infer<typeof cmsSetSchema>;

/** Sign-in switches; `outage` (true, or path prefixes) shows the outage page (docs/decisions.md). */
export const authFlagsSchema = z.object({
  directSignIn: z.optional(z.boolean()),
  ssoSignIn: z.optional(z.boolean()),
  signInWithPartnerNumber: z.optional(z.boolean()),
  rememberMe: z.optional(z.boolean()),
  lockoutAfterFailedSignIns: z.optional(z.int()),
  lockoutMinutes: z.optional(z.int()),
  outage: z.optional(z.union([z.boolean(), z.array(z.string())])),
});
export type AuthFlags = z.infer<typeof authFlagsSchema>;

/** Which search filters the partner offers, and their values. */
export const searchFilterFlagsSchema = z.object({
  priceRange: z.optional(z.array(z.int())),
  acclaimed: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  benefitsFor: z.optional(z.boolean()),
  reservations: z.optional(z.boolean()),
  features: z.optional(z.array(z.string())),
  mealsServed: z.optional(z.array(z.string())),
  sortBy: z.optional(z.array(z.string())),
});
export type SearchFilterFlags = z.infer<typeof searchFilterFlagsSchema>;

/** Every group is optional (CONTRACTS §2). partnerFeatureFlags override the partner setting of the
 *  same name at build time; their values are checked against the partner schema there. */
export const featureFlagsSchema = z.object({
  authFlags: z.optional(authFlagsSchema),
  filters: z.optional(searchFilterFlagsSchema),
  partnerFeatureFlags: z.optional(z.record(z.string(), z.unknown())),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
