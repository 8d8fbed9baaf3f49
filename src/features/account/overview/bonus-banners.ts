// Which bonus banners the overview shows, and where (spec 001 §4 "Bonuses"): a banner shows for a
// bonus of the member whose code it names, for the member's state, within days_to_display days of
// the bonus's createDateUtc when that is set. Eligible bonuses are Available, with the activation
// button (app-only bonuses show the app text and the app's store links instead, outside the app, or
// are left out when the partner has no app link); Enrolled and Qualified ones
// are Activated, without a button. A code remembered after activation counts as Enrolled. Pure.
import type { ActiveBonus, BonusStatus } from '../../../api/contract/member.ts';

/** One text in its mobile wording and, when it differs, its desktop wording (sanitized HTML). */
export interface TextVariants {
  mobile: string;
  desktop?: string;
}

export type BannerBlock =
  | { kind: 'title'; text: TextVariants }
  | { kind: 'body'; text: TextVariants }
  | { kind: 'link'; text: TextVariants; href: string; newTab: boolean };

/** A CMS bonus banner as the island gets it (rendered at build time by banner-content.ts). */
export interface BonusBannerView {
  slug: string;
  code: string;
  order?: number;
  blocks: BannerBlock[];
  /** The activation button's label from the banner; null: the built-in "Activate". */
  button: TextVariants | null;
  image: { src: string; alt: string } | null;
  daysToDisplay?: number;
  appOnly: boolean;
  /** Shown instead of the button for app-only bonuses on the web; null: the built-in text. */
  appTextHtml: string | null;
  /** Empty: every signed-in member. */
  userStates: string[];
}

export type BonusAction = 'activate' | 'app' | 'none';

export interface BonusItem {
  banner: BonusBannerView;
  bonus: ActiveBonus;
  status: BonusStatus;
  action: BonusAction;
}

export interface BonusGroups {
  available: BonusItem[];
  activated: BonusItem[];
}

export interface GroupContext {
  now: number;
  /** Codes (upper case) registered in the last 35 minutes. */
  remembered: ReadonlySet<string>;
  userState: string;
  /** Inside the native app, app-only bonuses are activated like any other. */
  inApp: boolean;
  /** The partner has an app store link (settings.appStore): without one an app-only bonus is left
   *  out on the web, since there is no way to act on it (issue #25). Absent: true. */
  hasAppLink?: boolean;
}

const dayMs = 86_400_000;
/** A status the spec names; a bonus in any other (a newer backend's) gets no banner. */
const isKnownStatus = (status: ActiveBonus['bonusStatus']): status is BonusStatus =>
  status === 'Eligible' || status === 'Enrolled' || status === 'Qualified';

/** Shown only within `days` days of `createDateUtc` (inclusive) when both are set and days is
 *  positive; a date that does not parse cannot be shown to be within the window. */
export function withinDisplayWindow(days: number | undefined, createDateUtc: string | null, now: number): boolean {
  if (days === undefined || !(days > 0) || createDateUtc === null) return true;
  const created = Date.parse(createDateUtc);
  if (!Number.isFinite(created)) return false;
  return now - created <= days * dayMs;
}

/** Eligible but registered in the last 35 minutes: Enrolled. */
export function effectiveStatus<Status extends ActiveBonus['bonusStatus']>(status: Status, remembered: boolean): Status | 'Enrolled' {
  return status === 'Eligible' && remembered ? 'Enrolled' : status;
}

/** Banners by `order` (smaller first; without one last), CMS order among equals. */
export function sortBanners<T extends { order?: number }>(banners: readonly T[]): T[] {
  const rank = (banner: T) => banner.order ?? Number.POSITIVE_INFINITY;
  return banners
    .map((banner, index) => ({ banner, index }))
    .sort((a, b) => rank(a.banner) - rank(b.banner) || a.index - b.index)
    .map(({ banner }) => banner);
}

export function groupBonusBanners(
  banners: readonly BonusBannerView[],
  bonuses: readonly ActiveBonus[],
  context: GroupContext,
): BonusGroups {
  const groups: BonusGroups = { available: [], activated: [] };
  const shown = new Set<string>();
  for (const banner of sortBanners(banners)) {
    const code = banner.code.toUpperCase();
    if (shown.has(code)) continue;
    const bonus = bonuses.find((candidate) => typeof candidate.code === 'string' && candidate.code.toUpperCase() === code);
    if (!bonus || !isKnownStatus(bonus.bonusStatus)) continue;
    if (banner.userStates.length > 0 && !banner.userStates.includes(context.userState)) continue;
    if (!withinDisplayWindow(banner.daysToDisplay, bonus.createDateUtc, context.now)) continue;
    const status = effectiveStatus(bonus.bonusStatus, context.remembered.has(code));
    const viaApp = banner.appOnly && !context.inApp;
    if (status === 'Eligible' && viaApp && context.hasAppLink === false) continue;
    shown.add(code);
    if (status === 'Eligible') {
      groups.available.push({ banner, bonus, status, action: viaApp ? 'app' : 'activate' });
    } else {
      groups.activated.push({ banner, bonus, status, action: 'none' });
    }
  }
  return groups;
}
