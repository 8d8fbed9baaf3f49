// The partners the sandbox serves, read from the partner registry, with the sandbox's own feature
// flags applied on top (the same override the build performs, CONTRACTS §2).
import type { CardBrand, CurrencyType, EnrollmentType, PartnerSettings } from '../../partners/schema.ts';
import { loadPartner, partnerSlugs } from '../../partners/index.ts';
import { partnerFeatureFlags } from './seed/flags.ts';

/** Short brand names for wording such as "Join with Hilton" (settings.name is the site's name). */
const brandNames: Record<string, string> = {
  american: 'American',
  caesars: 'Caesars',
  choice: 'Choice',
  daak: 'DAAK',
  delta: 'Delta',
  ftch: 'FTCH',
  'free-spirit': 'Free Spirit',
  'fuel-rewards': 'Fuel Rewards',
  hilton: 'Hilton',
  ihg: 'IHG',
  jetblue: 'JetBlue',
  marriott: 'Marriott',
  nosh: 'Nosh',
  southwest: 'Southwest',
  tgbk: 'TGBK',
  't-mobile': 'T-Mobile',
  united: 'United',
  upromise: 'Upromise',
  wynd: 'Wyndham',
};

/** The settings (after the sandbox's feature flags) that change backend behaviour. */
export interface PartnerFeatures {
  hasVIP: boolean;
  acclaimedEnabled: boolean;
  openTableReservationsEnabled: boolean;
  hasReservationBonus: boolean;
  hasPartnerLoadedCards: boolean;
  hasFlexOffers: boolean;
  fullAddressRequired: boolean;
  hasPPN: boolean;
  hasDiscoverPage: boolean;
  cardTypesAccepted: readonly CardBrand[];
}

export interface CurrencyWords {
  /** "mile", "point", "dollar", "credit" */
  one: string;
  /** "miles", "points", "cash back", "credits" */
  many: string;
}

export interface PartnerProfile {
  slug: string;
  /** Position in the registry, 0-based (two digits of every demo partner number). */
  index: number;
  /** Short brand name: "Delta", "Hilton". */
  name: string;
  /** settings.name, e.g. "Delta SkyMiles® Dining". */
  siteName: string;
  programName: string;
  currencyType: CurrencyType;
  enrollmentType: EnrollmentType;
  siteUrl: string;
  support: { phoneHref: string; phoneFormatted: string; emailHref: string; contact: string };
  features: PartnerFeatures;
  currency: CurrencyWords;
  /** Each tier's rate per $1, from the partner's config (the one source the site states too). */
  earnRates: PartnerSettings['earnRates'];
}

const currencyWordTable: Record<CurrencyType, CurrencyWords> = {
  Mile: { one: 'mile', many: 'miles' },
  Point: { one: 'point', many: 'points' },
  Dollar: { one: 'dollar', many: 'cash back' },
  // Credit partners earn dollars of credit (issue #25: one unit, shown the same way everywhere).
  Credit: { one: 'credit', many: 'credit' },
};

function buildProfile(slug: string, index: number): PartnerProfile {
  const { settings, sources } = loadPartner(slug);
  const features: PartnerFeatures = {
    hasVIP: settings.hasVIP,
    acclaimedEnabled: settings.acclaimedEnabled,
    openTableReservationsEnabled: settings.openTableReservationsEnabled,
    hasReservationBonus: settings.hasReservationBonus,
    hasPartnerLoadedCards: settings.hasPartnerLoadedCards,
    hasFlexOffers: settings.hasFlexOffers,
    fullAddressRequired: settings.fullAddressRequired,
    hasPPN: settings.hasPPN,
    hasDiscoverPage: settings.hasDiscoverPage,
    cardTypesAccepted: settings.cardTypesAccepted,
  };
  const flags = partnerFeatureFlags(slug);
  for (const key of Object.keys(features) as (keyof PartnerFeatures)[]) {
    if (flags[key] !== undefined) Object.assign(features, { [key]: flags[key] });
  }
  return {
    slug,
    index,
    name: brandNames[slug] ?? settings.name,
    siteName: settings.name,
    programName: settings.programName,
    currencyType: settings.currencyType,
    enrollmentType: settings.enrollmentType,
    siteUrl: sources.siteUrl,
    support: {
      phoneHref: settings.customerSupport.phone.href,
      phoneFormatted: settings.customerSupport.phone.formatted,
      emailHref: settings.customerSupport.email.href,
      contact: settings.customerSupport.email.display,
    },
    features,
    currency: currencyWordTable[settings.currencyType],
    earnRates: settings.earnRates,
  };
}

const profiles = new Map<string, PartnerProfile>(partnerSlugs.map((slug, index) => [slug, buildProfile(slug, index)]));

/**
 * Extra slugs that answer as a registry partner (synthetic-slug → base-slug), for the scale bench's
 * synthetic fleet (`delta-2` serves delta's CMS sets, flags and API). Held only while the sandbox
 * that registered them runs; normal runs register none, so they see exactly the registry.
 */
const aliases = new Map<string, string>();

/** Registers `synthetic → base` aliases; returns the function that removes them again. */
export function addPartnerAliases(entries: Readonly<Record<string, string>>): () => void {
  const added = Object.entries(entries);
  for (const [synthetic, base] of added) {
    if (!/^[a-z0-9-]+$/.test(synthetic)) throw new Error(`partner alias "${synthetic}": use lower-case letters, digits and dashes`);
    if (profiles.has(synthetic)) throw new Error(`partner alias "${synthetic}" is already a partner of the registry`);
    if (!profiles.has(base)) throw new Error(`partner alias "${synthetic}": "${base}" is not a partner of the registry`);
  }
  for (const [synthetic, base] of added) aliases.set(synthetic, base);
  return () => {
    for (const [synthetic, base] of added) if (aliases.get(synthetic) === base) aliases.delete(synthetic);
  };
}

export function findPartner(slug: string): PartnerProfile | undefined {
  return profiles.get(slug) ?? profiles.get(aliases.get(slug) ?? '');
}

export function allPartners(): PartnerProfile[] {
  return [...profiles.values()];
}
