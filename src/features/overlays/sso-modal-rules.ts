// Partner sign-in modal (spec 000 §2): partner Delta under sso enrollment (a feature flag can switch
// enrollmentType) shows it to visitors who are not signed in, until it is dismissed or its
// "Sign in/Join Now" button is used; both store the date.
import type { EnrollmentType } from '../../../partners/schema.ts';
import type { UserState } from '../../stores/member.ts';
import { matchesPathPrefix } from '../../lib/path-prefix.ts';

export const ssoModalPartner = 'delta';
/** "Temporary sso modal" cookie (spec 000 §9): the ISO date it was dismissed or used. */
export const ssoModalCookie = 'temp_sso_modal';
/** The spec gives no lifetime ("shown until dismissed"): we keep the date for a year. */
export const ssoModalDays = 365;
/** The button's target: the single sign-on link (spec 000 route table). */
export const ssoModalSignInUrl = '/Login';

export function hasSsoModal(slug: string, enrollmentType: EnrollmentType): boolean {
  return slug === ssoModalPartner && enrollmentType === 'sso';
}

export interface SsoModalContext {
  cookie: string | undefined;
  userState: UserState;
  path: string;
}

/** Anonymous and known visitors only (not signed-in or closed-account members); not on /Login itself. */
export function ssoModalVisible(context: SsoModalContext): boolean {
  return (
    context.cookie === undefined &&
    (context.userState === 'anonymous' || context.userState === 'known') &&
    !matchesPathPrefix(context.path, ssoModalSignInUrl)
  );
}
