// General promotional popup (spec 000 §2): offered to the partner whose generalModalType names a
// CMS popup entry (slug = popup type); shown once per popup type; closing stores the type.
import type { Popup } from '../../content/models/popup.ts';

/** Cookie listing the popup types already seen ("general popup", spec 000 §3 browser-stored items). */
export const generalPopupCookie = 'general_popup';
/** How long a seen type is remembered (the spec says "once"; a year is our reading of it). */
export const generalPopupDays = 365;

const separator = '|';

/** The popup type offered at build time, or null when the setting or its CMS entry is missing. */
export function generalPopupType(generalModalType: string | null, popups: Readonly<Record<string, Popup>>): string | null {
  return generalModalType && Object.hasOwn(popups, generalModalType) ? generalModalType : null;
}

export function popupSeen(cookie: string | undefined, type: string): boolean {
  return (cookie ?? '').split(separator).includes(type);
}

/** The cookie value after `type` was seen (earlier types are kept, so each shows only once). */
export function withSeenType(cookie: string | undefined, type: string): string {
  return popupSeen(cookie, type) ? (cookie ?? type) : [...(cookie ? cookie.split(separator) : []), type].join(separator);
}
