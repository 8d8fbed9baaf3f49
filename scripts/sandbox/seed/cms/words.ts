// Partner wording the CMS fixtures are written in: names, programme, currency, earn rates, links.
import type { PartnerProfile } from '../../partners.ts';
import { earnRateText, ratePerDollar } from '../../earn.ts';
import { legalPaths } from './legal.ts';

export interface PartnerWords {
  partner: string;
  program: string;
  /** "miles", "points", "cash back", "credits" */
  currency: string;
  /** Tier 0, 2 and 3 earn lines, e.g. "1 mile per $2 spent", "3 miles per $1", "5 miles per $1". */
  baseRate: string;
  selectRate: string;
  vipRate: string;
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
  const rate = (tier: number) => earnRateText(partner, ratePerDollar(partner.currencyType, tier));
  const sso = partner.enrollmentType === 'sso';
  return {
    partner: partner.name,
    program: partner.programName,
    currency: partner.currency.many,
    baseRate: rate(0),
    selectRate: rate(2),
    vipRate: rate(3),
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
    reservationBonus:
      partner.currencyType === 'Dollar' || partner.currencyType === 'Credit' ? '$5 bonus cash back' : `50 bonus ${partner.currency.many}`,
  };
}

/** The partner's support link, or the seeded contact page when that link is a path on the
 *  partner's own site (t-mobile's web form), which no bundle serves. */
function supportLink(partner: PartnerProfile): string {
  const href = partner.support.emailHref;
  return /^https?:/.test(href) && new URL(href).host === new URL(partner.siteUrl).host ? legalPaths.support : href;
}
