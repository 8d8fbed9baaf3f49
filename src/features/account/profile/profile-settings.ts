// What the profile form needs of the partner (spec 001 §5 "Profile form", §6), worked out once at
// build time so the island gets plain answers (and the tier ladder) instead of the partner's settings.
import type { PartnerSettings } from '../../../../partners/schema.ts';
import { isFullAddressRequired } from '../../../lib/profile-rules.ts';
import { earnProgrammeOf, type EarnProgramme } from '../../../lib/earn-rates.ts';

export interface ProfileSettings {
  /** sso partners: names disabled (contact the programme), no password, email guidance differs. */
  sso: boolean;
  /** Address line 1, city and state are required (fullAddressRequired and not credit-currency). */
  addressRequired: boolean;
  /** SMS opt-in version; with either, the phone and the SMS toggle show; null: neither shows. */
  smsVersion: 1 | 2 | null;
  /** The email opt-in shows (hidden for one partner). */
  emailOptIn: boolean;
  /** The tier ladder: what the email opt-in does to the rate (issue #25). */
  earn: EarnProgramme;
}

/**
 * Spec 001 §5 "Email opt-in is hidden for one partner" without naming it. Ours is T-Mobile
 * Tuesdays: its members' marketing consent is the carrier's to keep (the programme's offers reach
 * them through T-Mobile's app), and it is already the fleet's one exception elsewhere (no network
 * logos). A table here rather than a partner setting: one partner, one rule, no config surface.
 */
export const partnersWithoutEmailOptIn: readonly string[] = ['t-mobile'];

export function profileSettingsOf(slug: string, settings: PartnerSettings): ProfileSettings {
  return {
    sso: settings.enrollmentType === 'sso',
    addressRequired: isFullAddressRequired(settings),
    smsVersion: settings.hasSmsOptInV2 ? 2 : settings.hasSmsOptIn ? 1 : null,
    emailOptIn: !partnersWithoutEmailOptIn.includes(slug),
    earn: earnProgrammeOf(settings),
  };
}
