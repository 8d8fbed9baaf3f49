// Partner wording the CMS fixtures are written in: names, programme, currency, earn rates, links.
import type { PartnerProfile } from '../../partners.ts';
import { bonusText } from '../../earn.ts';
import { legalPaths } from './legal.ts';

export interface PartnerWords {
  partner: string;
  program: string;
  /** "miles", "points", "cash back", "credit" */
  currency: string;
  /** Tier 0, 2 and 3 earn lines and the best one, as the copy placeholders the site fills from the
   *  partner's config (issue #25): CMS text never writes a rate itself. */
  baseRate: string;
  selectRate: string;
  vipRate: string;
  maxRate: string;
  /** The partner has the VIP tier. */
  vip: boolean;
  /** The new-member, Topgolf and reservation bonuses in the partner's unit: "500 bonus miles", "$5 bonus credit". */
  newMemberBonus: string;
  topgolfBonus: string;
  /** Support email address or web address, and the link to it. */
  supportContact: string;
  supportHref: string;
  supportPhoneHref: string;
  supportPhone: string;
  /** Where "join" goes: the enrollment flow, or the partner's sign-in for sso. */
  joinUrl: string;
  joinText: string;
  signInUrl: string;
  direct: boolean;
  sso: boolean;
  enrolls: boolean;
  /** The reservation bonus line, e.g. "50 bonus miles". */
  reservationBonus: string;
}

export function wordsFor(partner: PartnerProfile): PartnerWords {
  const sso = partner.enrollmentType === 'sso';
  return {
    partner: partner.name,
    program: partner.programName,
    currency: partner.currency.many,
    baseRate: '{rate.tier0}',
    selectRate: '{rate.tier2}',
    vipRate: '{rate.tier3}',
    maxRate: '{rate.max}',
    vip: partner.features.hasVIP,
    newMemberBonus: bonusText(partner, 500),
    topgolfBonus: bonusText(partner, 1000),
    // The display value when it is an address, else the link (t-mobile shows a bare web path).
    supportContact: partner.support.contact.includes('@') ? partner.support.contact : partner.support.emailHref,
    supportHref: supportLink(partner),
    supportPhoneHref: partner.support.phoneHref,
    supportPhone: partner.support.phoneFormatted,
    // sso partners join through their own sign-in (/Login → the sso stand-in in the sandbox).
    joinUrl: sso ? '/Login' : '/join',
    joinText: sso ? `Join with ${partner.name}` : 'Join now',
    signInUrl: sso ? '/Login' : '/login',
    direct: partner.enrollmentType === 'direct',
    sso,
    enrolls: partner.enrollmentType !== 'none',
    reservationBonus: bonusText(partner, 50 * (partner.currencyType === 'Dollar' || partner.currencyType === 'Credit' ? 10 : 1)),
  };
}

/** The partner's support link, or the seeded contact page when that link is a path on the
 *  partner's own site (t-mobile's web form), which no bundle serves. */
function supportLink(partner: PartnerProfile): string {
  const href = partner.support.emailHref;
  return /^https?:/.test(href) && new URL(href).host === new URL(partner.siteUrl).host ? legalPaths.support : href;
}
