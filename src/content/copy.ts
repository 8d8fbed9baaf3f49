// How copy works (spec 000 §3 "copy keys", CONTRACTS §4): every visible string has a built-in
// default, worded as the spec words it wherever it gives wording, in its capability's `copy.ts`
// (assembled and typed in src/site/copy-table.ts); the CMS `*`/`copy` entry overrides any key.
// Keys are flat and dotted (`area.thing`), like Starlight's UI strings. This module holds the
// mechanics: placeholders, overlaying CMS copy, formatting.
//
// Placeholders are `{name}`. Filled from the partner settings by `copyVars()`:
//   {partner}           settings.name                      "Delta SkyMiles® Dining"
//   {program}           settings.programName               "SkyMiles® Dining"
//   {currency}          currency, plural, lower case       miles | points | cash back | credit
//   {currencySingular}  one unit, lower case               mile | point | dollar | credit
//   {currencyTitle}     currency in title case             Miles | Points | Cash Back | Credit
//   {tierMember} {tierSelect} {tierVip}   tier names (settings.tierNames)
//   {phone} {email}     customer support, as displayed
//   {shortCode}         SMS short code, or "MISSING SHORT CODE" (spec 000 §2)
//   {rate.tier0} {rate.tier2} {rate.tier3} {rate.max}   each tier's earn rate and the best one,
//                       from settings.earnRates ("1 mile per $2", "3 miles per $1"; issue #25), so
//                       copy and CMS text never state a rate the config does not give
// Filled by the caller at run time: {tier} (the member's tier name), {firstName}, {lastFour},
// {code}, {field}, {num}, {max}, {count}, {date}, {year}, {amount}, {distance}, {rating},
// {brands}, {description}, {message}, {bonus}.
// Dollar partners earn "cash back" ({currency}); amounts in dollars are written with "$" directly.
//   {siteUrl} {phoneHref} {emailHref}   the partner's origin and support link targets (filled by
//                       `siteCopyVars()` in markers.ts; used by the marker URL keys)
// Link markers (`[[signIn]]`, `[[terms|our terms]]`…, spec 000 §2) are plain text to the sanitizer
// and to this table; `renderCopy()`/`renderRichText()` (render-copy.ts) expand them. Their link
// texts and URLs are the `marker.*` keys (src/content/marker-copy.ts).
import type { CurrencyType, PartnerSettings } from '../../partners/schema.ts';
import { ratePlaceholders } from '../lib/earn-rates.ts';

export type CopyTable = Record<string, string>;

export const missingShortCode = 'MISSING SHORT CODE';

/** Currency wording per currency type (see the header comment for where each form is used). */
export const currencyNames: Record<CurrencyType, { plural: string; singular: string; title: string }> = {
  Mile: { plural: 'miles', singular: 'mile', title: 'Miles' },
  Point: { plural: 'points', singular: 'point', title: 'Points' },
  Dollar: { plural: 'cash back', singular: 'dollar', title: 'Cash Back' },
  // Credit partners earn dollars of credit: "earn credit", "$274.34 in credit" (issue #25).
  Credit: { plural: 'credit', singular: 'credit', title: 'Credit' },
};

/** The partner-derived placeholder values. */
export function copyVars(settings: PartnerSettings): Record<string, string> {
  const currency = currencyNames[settings.currencyType];
  return {
    partner: settings.name,
    program: settings.programName,
    currency: currency.plural,
    currencySingular: currency.singular,
    currencyTitle: currency.title,
    tierMember: settings.tierNames.member,
    tierSelect: settings.tierNames.select,
    tierVip: settings.tierNames.vip,
    phone: settings.customerSupport.phone.formatted,
    email: settings.customerSupport.email.display,
    shortCode: settings.shortCode ?? missingShortCode,
    ...ratePlaceholders(settings),
  };
}

const partnerPlaceholders = new Set([
  'partner',
  'program',
  'currency',
  'currencySingular',
  'currencyTitle',
  'tierMember',
  'tierSelect',
  'tierVip',
  'tier',
  'phone',
  'email',
  'shortCode',
  'siteUrl',
  'phoneHref',
  'emailHref',
  'rate.tier0',
  'rate.tier2',
  'rate.tier3',
  'rate.max',
]);

/** `{name}`, or `{group.name}` (the rates); linear: no nested repetition. */
export const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)?)\}/g;

function placeholdersOf(value: string): string[] {
  return [...value.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
}

export interface CopyWarning {
  key: string;
  message: string;
}

/**
 * Overlays CMS copy on the defaults. Unknown keys are kept (pages may be newer than this table)
 * but warned about, as are placeholders the key's default does not offer.
 */
export function buildCopyTable(
  defaults: Readonly<CopyTable>,
  overrides: Record<string, string>,
  report: (warning: CopyWarning) => void = () => {},
): CopyTable {
  const table: CopyTable = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const fallback = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    if (fallback === undefined) {
      report({ key, message: 'unknown copy key (kept, but no page uses it yet: check the spelling)' });
    } else {
      const offered = new Set(placeholdersOf(fallback));
      const unknown = placeholdersOf(value).filter((name) => !offered.has(name) && !partnerPlaceholders.has(name));
      if (unknown.length > 0) {
        report({ key, message: `placeholder ${unknown.map((n) => `{${n}}`).join(', ')} is never filled for this key` });
      }
    }
    table[key] = value;
  }
  return table;
}

export type CopyValues = Record<string, string | number | undefined> & { currencyType?: CurrencyType };

/**
 * The copy for `key` with `{name}` placeholders filled from `vars`. Passing `currencyType` fills
 * the currency placeholders when `vars` does not already carry them. Unfilled placeholders stay
 * visible (`{name}`) so a missing value is noticed; a key the table lacks shows as itself.
 */
export function formatCopy(table: CopyTable, key: string, vars: CopyValues = {}): string {
  const template = (Object.hasOwn(table, key) ? table[key] : undefined) ?? key;
  const values: Record<string, string | number | undefined> = { ...vars };
  if (vars.currencyType && Object.hasOwn(currencyNames, vars.currencyType)) {
    const names = currencyNames[vars.currencyType];
    values['currency'] ??= names.plural;
    values['currencySingular'] ??= names.singular;
    values['currencyTitle'] ??= names.title;
  }
  return template.replace(placeholderPattern, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
