// Referral capture (spec 000 §2 tracking parameters, §4 "Referral capture"): a fresh set of tracking
// parameters replaces the stored one; source is then removed from the address.
import { deleteCookie, getCookie, setCookie } from '../lib/cookies.ts';
import { storePublicId } from './known.ts';

/** Query parameter → stored field; the cookie carries the parameter's own name. */
export const trackingParams = {
  utm_term: 'utmTerm',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_source: 'utmSource',
  utm_content: 'utmContent',
  referrer: 'referrer',
  source: 'source',
} as const;

type TrackingParam = keyof typeof trackingParams;
export type Referral = Record<(typeof trackingParams)[TrackingParam], string | undefined>;

/** Spec 000 §9 gives 2880 without a unit; we read it as minutes (2 days). The others last the browser session. */
export const sourceLifetimeMinutes = 2880;

const names = Object.keys(trackingParams) as TrackingParam[];

export function captureReferral(where: Pick<Location, 'search' | 'pathname' | 'hash'> = location): void {
  const params = new URLSearchParams(where.search);
  const publicId = params.get('public_id');
  if (publicId) storePublicId(publicId);
  if (!names.some((name) => params.has(name))) return;

  for (const name of names) {
    deleteCookie(name);
    const value = params.get(name);
    if (value) setCookie(name, value, name === 'source' ? { minutes: sourceLifetimeMinutes } : undefined);
  }
  if (params.has('source')) {
    params.delete('source');
    const search = params.toString();
    history.replaceState(history.state, '', `${where.pathname}${search ? `?${search}` : ''}${where.hash}`);
  }
}

export function readReferral(): Referral {
  const referral = {} as Referral;
  for (const name of names) referral[trackingParams[name]] = getCookie(name);
  return referral;
}
