// Copy link markers (spec 000 §2 "Links inside page text can be inserted through markers"). Copy
// values and CMS rich text may hold `[[name]]` (the marker's default text) or `[[name|Own text]]`
// (own link text); see docs/content-model.md "Copy system". This module parses markers and
// resolves them per partner to plain data (text + optional href); render-copy.ts turns that into
// safe HTML and `plainCopy()` below into text for attributes. No HTML and no sanitize-html here.
//
// A marker's text and URL come from the copy table, so the CMS can reword or retarget any of them:
//   signIn             auth.signInUrl (direct: /login) | auth.ssoSignInUrl (sso: /Login); none: text only
//   join               auth.directJoinUrl (direct: /join) | auth.ssoJoinUrl (sso); none: text only
//   activate           marker.activate.url (/activate; the browser adds ?public_id=, features/shell/activate-links.ts); none: text only
//   recover            marker.recover.url (/recover); direct only, otherwise text only
//   deleteCard         marker.deleteCard.url (/account/manage_cards); none: text only
//   terms, privacy     marker.terms.url / marker.privacy.url (/earn/terms, /earn/privacy)
//   findPartnerNumber  marker.findPartnerNumber.url
//   supportPhone       marker.supportPhone.url/.text ({phoneHref} / {phone}: settings.customerSupport.phone)
//   partnerPhone       marker.partnerPhone.url/.text (same defaults; a partner may set its own number)
//   supportEmail       marker.supportEmail.url/.text ({emailHref} / {email}: settings.customerSupport.email)
//   offers, events, home   /search, /search, /
//   signOut            auth.signOutUrl (/SignOut)
//   recentActivityDisclaimer   the text of `activity.disclaimer` (a text block, never a link)
//   smsShortCode       settings.shortCode as text, or "MISSING SHORT CODE"
// Link texts are `marker.<name>.text` (recentActivityDisclaimer and smsShortCode have none).
import type { PartnerSettings } from '../../partners/schema.ts';
import type { Site } from '../site/types.ts';
import { copyVars, missingShortCode, placeholderPattern, type CopyValues } from './copy.ts';

export const markerNames = [
  'signIn',
  'activate',
  'join',
  'recover',
  'deleteCard',
  'terms',
  'privacy',
  'findPartnerNumber',
  'supportPhone',
  'supportEmail',
  'offers',
  'events',
  'home',
  'signOut',
  'recentActivityDisclaimer',
  'partnerPhone',
  'smsShortCode',
] as const;

export type MarkerName = (typeof markerNames)[number];

const markerNameSet: ReadonlySet<string> = new Set(markerNames);

export const isMarkerName = (name: string): name is MarkerName => markerNameSet.has(name);

/**
 * What a marker stands for on one partner's site. `text` is plain text (placeholders filled, not
 * escaped). `kind` is `link` (with `href`, not yet URL-checked: render-copy.ts does that), `text`
 * (shown as text: a link the partner does not have, or the SMS short code) or `disclaimer` (a
 * text block).
 */
export type ResolvedMarker =
  | { name: MarkerName; kind: 'link'; text: string; href: string; urlKey: string }
  | { name: MarkerName; kind: 'text' | 'disclaimer'; text: string };

/** A problem with a marker or a copy key; the text stays visible, it is never dropped. */
export interface MarkerWarning {
  partner: string;
  /** The copy key the text came from, or a label such as `rich text`. */
  source: string;
  /** The marker as written (`[[sigIn]]`), or the copy key when the key itself is the problem. */
  marker: string;
  message: string;
}

export type MarkerReport = (warning: MarkerWarning) => void;

const reported = new Set<string>();

/**
 * The default report: one `console.warn` line per distinct problem per build process (a copy
 * key shown on every page would otherwise print once per page), in the build's warning format.
 */
export const warnOnce: MarkerReport = (warning) => {
  const line = `${warning.partner}  warning: copy/${warning.source}: ${warning.marker}: ${warning.message}`;
  if (reported.has(line)) return;
  reported.add(line);
  console.warn(line);
};

/** A piece of copy text: literal text, or a `[[…]]` marker (known or not). */
export type CopyToken = { type: 'text'; text: string } | { type: 'marker'; source: string; name: string; label: string | undefined };

// `[[` name, optionally `|` own text, `]]`. The own text cannot contain `[` or `]`; anything else
// inside double brackets is still tokenized as a marker so a typo is reported, not ignored.
const markerPattern = /\[\[([^[\]]*)\]\]/g;

/** Splits text into literal text and markers. `[[name|text]]`: the name is trimmed; empty own text means none. */
export function parseMarkers(value: string): CopyToken[] {
  const tokens: CopyToken[] = [];
  let last = 0;
  for (const match of value.matchAll(markerPattern)) {
    if (match.index > last) tokens.push({ type: 'text', text: value.slice(last, match.index) });
    const inner = match[1] ?? '';
    const bar = inner.indexOf('|');
    const name = (bar === -1 ? inner : inner.slice(0, bar)).trim();
    const label = bar === -1 ? undefined : inner.slice(bar + 1).trim();
    tokens.push({ type: 'marker', source: match[0], name, label: label === '' ? undefined : label });
    last = match.index + match[0].length;
  }
  if (last < value.length) tokens.push({ type: 'text', text: value.slice(last) });
  return tokens;
}

/**
 * Every placeholder value of a site: the partner's (`copyVars`) plus `{siteUrl}` (no trailing
 * slash), `{phoneHref}` and `{emailHref}`; `vars` (the caller's) win.
 */
export function siteCopyVars(site: Site, vars: CopyValues = {}): Record<string, string | number | undefined> {
  return { ...partnerCopyVars(site.settings, site.siteUrl), ...vars };
}

/** `siteCopyVars` before there is a Site (resolving one checks its link copy with them, link-copy.ts). */
export function partnerCopyVars(settings: PartnerSettings, siteUrl: string): Record<string, string> {
  const { phone, email } = settings.customerSupport;
  return {
    ...copyVars(settings),
    siteUrl: siteUrl.replace(/\/+$/, ''),
    phoneHref: phone.href,
    emailHref: email.href,
  };
}

/**
 * Fills `{name}` placeholders; unknown ones stay visible. `encode` is applied to each inserted
 * value (render-copy.ts passes its HTML escaper when the text is already HTML).
 */
export function fillPlaceholders(
  template: string,
  vars: Record<string, string | number | undefined>,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(placeholderPattern, (whole, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined ? whole : encode(String(value));
  });
}

/** The raw (unfilled) copy of `key` from the site's table (built-in defaults overlaid by the CMS). */
export function rawCopy(site: Site, key: string): string | undefined {
  return Object.hasOwn(site.copy, key) ? site.copy[key] : undefined;
}

type UrlKey = (settings: PartnerSettings) => string | undefined;

const enrolls = (settings: PartnerSettings) => settings.enrollmentType !== 'none';
const always =
  (key: string): UrlKey =>
  () =>
    key;
const whenEnrolling =
  (key: string): UrlKey =>
  (settings) =>
    enrolls(settings) ? key : undefined;
const byEnrollment =
  (direct: string, sso: string): UrlKey =>
  (settings) =>
    settings.enrollmentType === 'direct' ? direct : settings.enrollmentType === 'sso' ? sso : undefined;

interface LinkMarker {
  textKey: string;
  urlKey: UrlKey;
}

const links: Record<Exclude<MarkerName, 'recentActivityDisclaimer' | 'smsShortCode'>, LinkMarker> = {
  signIn: { textKey: 'marker.signIn.text', urlKey: byEnrollment('auth.signInUrl', 'auth.ssoSignInUrl') },
  join: { textKey: 'marker.join.text', urlKey: byEnrollment('auth.directJoinUrl', 'auth.ssoJoinUrl') },
  activate: { textKey: 'marker.activate.text', urlKey: whenEnrolling('marker.activate.url') },
  recover: {
    textKey: 'marker.recover.text',
    urlKey: (settings) => (settings.enrollmentType === 'direct' ? 'marker.recover.url' : undefined),
  },
  deleteCard: { textKey: 'marker.deleteCard.text', urlKey: whenEnrolling('marker.deleteCard.url') },
  terms: { textKey: 'marker.terms.text', urlKey: always('marker.terms.url') },
  privacy: { textKey: 'marker.privacy.text', urlKey: always('marker.privacy.url') },
  findPartnerNumber: { textKey: 'marker.findPartnerNumber.text', urlKey: always('marker.findPartnerNumber.url') },
  supportPhone: { textKey: 'marker.supportPhone.text', urlKey: always('marker.supportPhone.url') },
  partnerPhone: { textKey: 'marker.partnerPhone.text', urlKey: always('marker.partnerPhone.url') },
  supportEmail: { textKey: 'marker.supportEmail.text', urlKey: always('marker.supportEmail.url') },
  offers: { textKey: 'marker.offers.text', urlKey: always('marker.offers.url') },
  events: { textKey: 'marker.events.text', urlKey: always('marker.events.url') },
  home: { textKey: 'marker.home.text', urlKey: always('marker.home.url') },
  signOut: { textKey: 'marker.signOut.text', urlKey: always('auth.signOutUrl') },
};

/** The disclaimer marker shows the recent-activity page's own disclaimer, so the two never differ. */
export const disclaimerKey = 'activity.disclaimer';

/** Markers whose content is the value itself: an own text (`[[smsShortCode|…]]`) is ignored and reported. */
export const valueMarkers: ReadonlySet<MarkerName> = new Set(['recentActivityDisclaimer', 'smsShortCode']);

/**
 * What marker `name` stands for on this site. `vars` fill placeholders in the marker's text and
 * URL (on top of `siteCopyVars`). Link targets the partner does not have (sign in without
 * enrollment, recover without direct enrollment…) come back as `kind: 'text'`.
 */
export function resolveMarker(site: Site, name: MarkerName, vars: CopyValues = {}): ResolvedMarker {
  const values = siteCopyVars(site, vars);
  const copy = (key: string) => fillPlaceholders(rawCopy(site, key) ?? '', values);
  if (name === 'smsShortCode') return { name, kind: 'text', text: site.settings.shortCode ?? missingShortCode };
  if (name === 'recentActivityDisclaimer') return { name, kind: 'disclaimer', text: copy(disclaimerKey) };
  const definition = links[name];
  const text = copy(definition.textKey);
  const urlKey = definition.urlKey(site.settings);
  if (urlKey === undefined) return { name, kind: 'text', text };
  return { name, kind: 'link', text, href: copy(urlKey).trim(), urlKey };
}

export interface PlainCopyOptions {
  /** Where marker and key problems go; default `warnOnce` (console, once per distinct problem). */
  onWarning?: MarkerReport;
}

/**
 * Plain text of copy text (`template` is a copy value, not a key) for attributes and titles
 * (`<title>`, `aria-label`, `alt`): placeholders filled, markers replaced by their text (or own
 * text), unknown markers kept literally and reported. Not HTML: let the template engine escape it.
 * Placeholders are filled per piece, so a value can never turn into a marker.
 */
export function plainCopyText(
  site: Site,
  template: string,
  vars: CopyValues = {},
  options: PlainCopyOptions & { source?: string } = {},
): string {
  const report = options.onWarning ?? warnOnce;
  const source = options.source ?? 'text';
  const values = siteCopyVars(site, vars);
  return parseMarkers(template)
    .map((token) => {
      if (token.type === 'text') return fillPlaceholders(token.text, values);
      if (!isMarkerName(token.name)) {
        report({ partner: site.slug, source, marker: token.source, message: 'unknown marker (shown as written)' });
        return token.source;
      }
      const marker = resolveMarker(site, token.name, vars);
      if (token.label !== undefined && valueMarkers.has(token.name)) {
        report({ partner: site.slug, source, marker: token.source, message: 'this marker shows its value; the own text is ignored' });
        return marker.text;
      }
      return token.label === undefined ? marker.text : fillPlaceholders(token.label, values);
    })
    .join('');
}

/** `plainCopyText` of the copy key `key` (an unknown key shows the key itself, and is reported). */
export function plainCopy(site: Site, key: string, vars: CopyValues = {}, options: PlainCopyOptions = {}): string {
  const template = rawCopy(site, key);
  if (template === undefined) {
    (options.onWarning ?? warnOnce)({ partner: site.slug, source: key, marker: key, message: 'unknown copy key (the key is shown)' });
    return key;
  }
  return plainCopyText(site, template, vars, { ...options, source: key });
}
