// The partner configuration model (spec 000 §1). Authors write `PartnerInput`; the rest of the
// code only sees the parsed `Partner` (defaults filled in). Feature flags override any key of
// `PartnerSettings` by name at build time (CONTRACTS §2).
import { z } from 'zod';

export const currencyTypes = ['Dollar', 'Mile', 'Point', 'Credit'] as const;
export const enrollmentTypes = ['direct', 'sso', 'none'] as const;
export const cardBrands = ['AMEX', 'DISC', 'MAST', 'VISA'] as const;
export const homePages = ['discover', 'how-it-works'] as const;
/** Open-licence web fonts the repo ships (src/theme/fonts.ts): a partner's brand font is one of these. */
export const webFonts = ['inter', 'playfair-display'] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'use a 6-digit hex colour such as #003366');
const fontStack = z.string().regex(/^[\w\s,"'-]+$/, 'use a CSS font stack such as "Helvetica Neue", Arial, sans-serif');
const slug = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes');

export const routeMetaSchema = z.record(
  z.string().startsWith('/', 'route keys are paths starting with "/"'),
  z.object({
    title: z.string().min(1),
    description: z.string().optional(),
    keywords: z.string().optional(),
  }),
);

export const customerSupportSchema = z.object({
  phone: z.object({
    href: z.string().regex(/^tel:\+?[0-9-]+$/, 'use a tel: link such as tel:+18005551234'),
    formatted: z.string().min(1),
  }),
  email: z.object({
    href: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'use a mailto: or https: link'),
    display: z.string().min(1),
  }),
});

const earnRate = z.number().positive().max(100);

/** Every setting a feature flag may override, with the spec's defaults (everything false unless stated). */
export const partnerSettingsSchema = z.object({
  name: z.string().min(1),
  programName: z.string().min(1),
  currencyType: z.enum(currencyTypes).default('Mile'),
  enrollmentType: z.enum(enrollmentTypes).default('direct'),
  homePage: z.enum(homePages).default('how-it-works'),
  hasDiscoverPage: z.boolean().default(false),
  hasReservationBonus: z.boolean().default(false),
  hasPWAInstallBanner: z.boolean().default(false),
  generalModalType: z.string().nullable().default(null),
  routeMeta: routeMetaSchema.default({}),
  minimumAppVersion: z
    .string()
    .regex(/^\d+(\.\d+){0,2}$/)
    .nullable()
    .default(null),
  customerSupport: customerSupportSchema,
  shortCode: z.string().nullable().default(null),
  acclaimedEnabled: z.boolean().default(false),
  acclaimed2Enabled: z.boolean().default(false),
  cardTypesAccepted: z
    .array(z.enum(cardBrands))
    .min(1)
    .default([...cardBrands]),
  cmsPreview: z.boolean().default(false),
  // A path under the CMS base, never a way off it (`@host`, `..`): a flag may set it (000 §1).
  cmsRoute: z
    .string()
    .regex(/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/, 'use a path such as /api/cms')
    .default('/api/cms'),
  fullAddressRequired: z.boolean().default(false),
  hasAutoEnroll: z.boolean().default(false),
  hasFlexOffers: z.boolean().default(false),
  hasPartnerLoadedCards: z.boolean().default(false),
  hasPPN: z.boolean().default(true),
  hasSmsOptIn: z.boolean().default(false),
  hasSmsOptInV2: z.boolean().default(false),
  hasVIP: z.boolean().default(false),
  openTableReservationsEnabled: z.boolean().default(false),
  /** Each tier's earn rate (spec 001 §6, §9; issue #25: the one source of every rate the site states):
   *  the partner's unit per $1 spent, and for Dollar and Credit partners the dollars back per $1
   *  (0.05 is 5%). `vip` counts only where the partner has VIP. The default is the reference partner's
   *  (1 mile per $2, 3 per $1, 5 per $1). */
  earnRates: z
    .object({ member: earnRate, select: earnRate, vip: earnRate })
    .refine((rates) => rates.member <= rates.select && rates.select <= rates.vip, 'rates rise with the tier: member <= select <= vip')
    .default({ member: 0.5, select: 3, vip: 5 }),
  /** Names of the earning tiers (spec 001 §6): 0 and 1 "Member", 2 "Select Member", 3 "VIP". */
  tierNames: z
    .object({ member: z.string(), select: z.string(), vip: z.string() })
    .default({ member: 'Member', select: 'Select Member', vip: 'VIP' }),
  /** Account-center link titles cased per partner (spec 000 §2 member dropdown). */
  titleCase: z.enum(['title', 'sentence', 'upper']).default('title'),
  /** Hides the network logos in the footer (the spec's one partner without them). */
  hideNetworkLogos: z.boolean().default(false),
  /** Extra privacy-policy text on forms (the spec's one named partner). */
  formPrivacyNotice: z.boolean().default(false),
  /** Advertising-tag prefix (spec 001 §3: the reference partner uses 'DL'). */
  adTagPrefix: z.string().nullable().default(null),
  /** Survey-form code sent with embedded surveys. */
  surveyFormCode: z.string().nullable().default(null),
  /** Extra top-level paths from the global "dusted" list, each a special page. */
  dustedPaths: z.array(z.string().regex(/^\/[A-Za-z0-9_-]+$/)).default([]),
  /** Native app store links for the update-required screen and footer badges. */
  appStore: z.object({ ios: z.url().nullable(), android: z.url().nullable() }).default({ ios: null, android: null }),
});

export const themeSchema = z.object({
  colors: z.object({
    /** Main brand colour: navbar, primary buttons. */
    brand: hexColor,
    /** Secondary accent: links, highlights. */
    accent: hexColor,
    /** Page background and main text. */
    background: hexColor.default('#ffffff'),
    text: hexColor.default('#1a1a1a'),
    /** Footer background. */
    footer: hexColor.optional(),
    /** The neutral that greys (surfaces, borders, muted text) are tinted with; a cool grey by default. */
    neutral: hexColor.default('#667085'),
  }),
  fonts: z.object({
    body: fontStack,
    heading: fontStack,
    /** A brand web font the repo ships, put in front of the headings' stack or of every stack. */
    webFont: z.object({ family: z.enum(webFonts), use: z.enum(['headings', 'all']) }).optional(),
  }),
  /** Pictures that replace the built-in ones: files under partners/images/ (JPEG, PNG, WebP or SVG). */
  images: z
    .object({
      hero: z
        .string()
        .regex(/^[a-z0-9-]+\.(jpe?g|png|webp|svg)$/)
        .optional(),
    })
    .default({}),
  /** Logo file under partners/logos/, shipped by the repo. */
  logo: z.string().regex(/^[a-z0-9-]+\.svg$/),
  /** Logo width/height ratio, so the navbar reserves its space (no layout shift). */
  logoAspect: z.number().positive().default(4),
});

export const sourcesSchema = z.object({
  /** Production origin the bundle is deployed to (canonical URLs). */
  siteUrl: z.url(),
  /**
   * https origins the CMS page setting (global `site`: api_base, cms_base) may move the API or CMS
   * base to, besides the build's own API_BASE_URL / CMS_BASE_URL origin (scripts/build/base-origins.ts).
   */
  apiOrigins: z.array(z.url({ protocol: /^https$/ })).default([]),
  /**
   * https origins, besides siteUrl's, the CMS may point the sign-in, sign-out and join links
   * (`auth.*Url` copy) at, e.g. the programme's own sign-in site (src/content/link-copy.ts).
   */
  authOrigins: z.array(z.url({ protocol: /^https$/ })).default([]),
});

export const partnerSchema = z.object({
  slug,
  settings: partnerSettingsSchema,
  theme: themeSchema,
  sources: sourcesSchema,
});

export type PartnerInput = z.input<typeof partnerSchema>;
export type Partner = z.output<typeof partnerSchema>;
export type PartnerSettings = z.output<typeof partnerSettingsSchema>;
export type PartnerTheme = z.output<typeof themeSchema>;
export type CurrencyType = (typeof currencyTypes)[number];
export type EnrollmentType = (typeof enrollmentTypes)[number];
export type CardBrand = (typeof cardBrands)[number];
export type WebFont = (typeof webFonts)[number];

/** Identity helper so a partner file is type-checked against the input type. */
export function definePartner(input: PartnerInput): PartnerInput {
  return input;
}
