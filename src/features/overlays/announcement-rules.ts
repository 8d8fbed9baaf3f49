// Announcement rules (spec 000 §2 "Announcement modal", §6, §9). The CMS announcement_banner entry
// is shown as a dismissible banner; these are the rules the spec gives its "announcement modal".
import { discoverPath, joinPath, loginPath } from '../../site/paths.ts';
import type { UserState } from '../../stores/member.ts';
import { matchesAnyPrefix } from '../../lib/path-prefix.ts';

/** Cookie holding the dismissed flag ("announcement dismissed", spec 000 §9 cookie keys). */
export const announcementDismissedCookie = 'announcement_dismissed';
/** Spec 000 §9: the dismissed flag lasts 1 day. */
export const announcementDismissMinutes = 1440;
/** Spec 000 §2: not shown on the discover, login or join paths (and their sub-paths). */
export const announcementHiddenPaths = [discoverPath, loginPath, joinPath] as const;

export interface AnnouncementContext {
  /** The partner defines an announcement (a valid announcement_banner entry exists). */
  defined: boolean;
  nativeApp: boolean;
  path: string;
  /** The dismissed cookie's value, if any. */
  dismissedCookie: string | undefined;
  userState: UserState;
}

export function announcementVisible(context: AnnouncementContext): boolean {
  return (
    context.defined &&
    !context.nativeApp &&
    !matchesAnyPrefix(context.path, announcementHiddenPaths) &&
    context.dismissedCookie === undefined &&
    context.userState !== 'closed_account'
  );
}
