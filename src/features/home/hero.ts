// What the home hero shows each visitor state (spec 000 §2 "Home and discover entry", issue #8),
// decided at build time. Every state's variant is in the HTML, tagged with data-show-for; the
// shell's rule shows the one matching <html data-user-state>. A state that has CMS home entries
// sees their text instead of the built-in headline, rate and support line; a CMS entry's image
// replaces the built-in picture for its states.
import type { PartnerSettings } from '../../../partners/schema.ts';
import type { HomeEntry, UserState } from '../../content/models/home.ts';
import type { Translate } from '../../site/text.ts';
import { breakpoints, grid } from '../../theme/layout.ts';

/** The hero's columns (home.css.ts): text beside the picture from the tablet breakpoint, the
 *  picture's share growing at the desktop one; one column on phones, the picture after the text.
 *  The picture is 450px wide once the content stops growing (the navbar breakpoint). */
export const heroColumns = { tablet: { text: 3, media: 2 }, desktop: { text: 1.15, media: 1 } } as const;
const widestMedia = 450;

/** The picture's `sizes`, from the same numbers as its CSS (the column's share of the viewport,
 *  less gutters and gap, rounded up). */
export const heroSizes = [
  `(min-width: ${breakpoints.navbar}px) ${widestMedia}px`,
  `(min-width: ${breakpoints.desktop}px) 43vw`,
  `(min-width: ${breakpoints.tablet}px) 38vw`,
  `calc(100vw - ${2 * parseInt(grid.gutterMobile, 10)}px)`,
].join(', ');
// Three widths: 480 (1x desktop, small phones), 800 (2x phones, 1x tablet), 1120 (3x phones, 2x
// desktop). Each AVIF width costs seconds of build time, so no more than the layout needs.
export const heroWidths = [480, 800, 1120] as const;

export const visitorStates = ['anonymous', 'known'] as const satisfies readonly UserState[];
export const memberStates = ['card_member', 'non_card_member'] as const satisfies readonly UserState[];

/** The states that see the home page: a closed account gets the re-enrollment gate instead, and a
 *  partner without enrollment has no members. */
export function heroStates(settings: Pick<PartnerSettings, 'enrollmentType'>): UserState[] {
  return settings.enrollmentType === 'none' ? [...visitorStates] : [...visitorStates, ...memberStates];
}

/** Of `states`, those that no CMS home entry covers: they see the built-in text. */
export function defaultTextStates(states: readonly UserState[], entries: readonly Pick<HomeEntry, 'user_states'>[]): UserState[] {
  const covered = new Set(entries.flatMap((entry) => entry.user_states));
  return states.filter((state) => !covered.has(state));
}

export type HeroPicture<Image> = { kind: 'built-in'; states: UserState[] } | { kind: 'cms'; image: Image; states: UserState[] };

/**
 * One picture per distinct image, each with the states that see it: a state's first CMS entry with
 * an image (CMS order), else the built-in picture. Pictures no state sees are left out.
 */
export function heroPictures<Image>(
  states: readonly UserState[],
  entries: readonly { user_states: readonly UserState[]; image?: Image | undefined }[],
): HeroPicture<Image>[] {
  const pictures: HeroPicture<Image>[] = [];
  for (const state of states) {
    const image = entries.find((entry) => entry.image !== undefined && entry.user_states.includes(state))?.image;
    const existing = pictures.find((picture) =>
      image === undefined ? picture.kind === 'built-in' : picture.kind === 'cms' && picture.image === image,
    );
    if (existing) existing.states.push(state);
    else pictures.push(image === undefined ? { kind: 'built-in', states: [state] } : { kind: 'cms', image, states: [state] });
  }
  return pictures;
}

/** "Up to 5 miles per $1" (or "Up to 10% cash back"): the partner's best rate (earn-rates.ts), through
 *  copy so the CMS rewords it, and through `{rate.max}` so it can never name another figure. */
export function rateText(t: Translate): string {
  return t('home.heroRate');
}

/**
 * The hero picture of a partner: the file its theme names (`theme.images.hero`, a file under
 * partners/images/) among `files` (keyed by path, as import.meta.glob gives them), else `builtIn`.
 * A named file that does not exist fails the build rather than quietly showing the default.
 */
export function pickHeroImage<Image>(
  files: Readonly<Record<string, Image>>,
  name: string | undefined,
  builtIn: Image,
  slug: string,
): Image {
  if (name === undefined) return builtIn;
  const match = Object.entries(files).find(([file]) => file.endsWith(`/${name}`));
  if (!match) {
    throw new Error(`partners/${slug}.ts: theme.images.hero: "${name}" is not a file in partners/images/`);
  }
  return match[1];
}

/** A data-show-for value: the states, space-separated. */
export const showFor = (states: readonly UserState[]): string => states.join(' ');
