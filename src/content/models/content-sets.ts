// The content sets the build pulls (CONTRACTS §2), in pull order, global first. Everything the rest
// of the code knows about sets is derived from this list: their names, what `Site.content` holds,
// the empty content and the parsers. Adding a set: write its file here and add it to the list.
// Views read part of a pulled set into a key of their own (bonus banners are home entries of type
// bonus); they add no pull.
import type { EntryWarning } from './entries.ts';
import { accountCenterSet } from './account-center.ts';
import { announcementBannerSet } from './announcement-banner.ts';
import { bonusBannerSet } from './bonus-banner.ts';
import { discoverSet } from './discover.ts';
import { earnBannerSet } from './earn-banner.ts';
import { earnDetailsSet } from './earn-details.ts';
import { globalSet } from './global.ts';
import { homeSet } from './home.ts';
import { popupSet } from './popup.ts';
import type { SetDefinition } from './set-definition.ts';
import { sidebarSet } from './sidebar.ts';
import { surveysSet } from './surveys.ts';
import { tier1ActivationSet } from './tier-1-activation.ts';

export const contentSets = [
  globalSet,
  homeSet,
  discoverSet,
  tier1ActivationSet,
  surveysSet,
  accountCenterSet,
  announcementBannerSet,
  earnDetailsSet,
  earnBannerSet,
  popupSet,
  sidebarSet,
] as const;

/** Keys of `Site.content` read from a pulled set's entries (never pulled themselves). */
export const contentViews = [bonusBannerSet] as const;

type ContentSet = (typeof contentSets)[number];
type ContentView = (typeof contentViews)[number];
type ContentOf<S> = S extends SetDefinition<string, string, infer Content> ? Content : never;

export type SetName = ContentSet['name'];

/** The set names in pull order: the CMS URLs the build fetches. */
export const setNames: readonly SetName[] = contentSets.map((set) => set.name);

/** Every set and view parsed, under its key: what `Site.content` holds. */
export type SiteContent = { [S in ContentSet | ContentView as S['key']]: ContentOf<S> };

/** What each set parses into, by set name. */
export type SetContent = { [S in ContentSet as S['name']]: ContentOf<S> };

/** A content problem: the entry's warning with the set it is in. */
export type ContentWarning = { set: SetName } & EntryWarning;

export type ContentReport = (warning: ContentWarning) => void;

// Both builders below fill one key per set from the list, which is exactly how `SiteContent` is
// derived; TypeScript cannot follow that through `Object.fromEntries`, hence the one assertion.
const byKey = (value: (set: ContentSet | ContentView) => unknown): SiteContent =>
  Object.fromEntries([...contentSets, ...contentViews].map((set) => [set.key, value(set)])) as SiteContent;

/** The content of a partner whose CMS has none of the sets. */
export function emptyContent(): SiteContent {
  return byKey((set) => set.empty());
}

/**
 * Parses one set's entries (the `data` array of the CMS answer) entry by entry: entries that do not
 * fit are dropped and reported, one warning per problem.
 */
export function parseSet<S extends SetName>(name: S, rawEntries: readonly unknown[], report: ContentReport): SetContent[S] {
  const definition = contentSets.find((set) => set.name === name);
  if (!definition) throw new Error(`Unknown content set "${name}"; the sets are ${setNames.join(', ')}.`);
  // The definition named S parses into SetContent[S]; TypeScript cannot correlate the union by itself.
  return parseWith(definition, rawEntries, report) as SetContent[S];
}

function parseWith(definition: ContentSet | ContentView, rawEntries: readonly unknown[], report: ContentReport): unknown {
  const entries = Array.isArray(rawEntries) ? rawEntries : [];
  return definition.parse(entries, (warning) => report({ set: definition.name, ...warning }));
}

/** Parses every set, in pull order, then the views; a missing set is an empty one (a 404 from the CMS). */
export function parseContent(sets: Partial<Record<SetName, readonly unknown[]>>, report: ContentReport): SiteContent {
  return byKey((set) => parseWith(set, sets[set.name] ?? [], report));
}
