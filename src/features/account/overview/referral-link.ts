// The referral link (spec 001 §2 "/join with query referrer", §9 "Referral link utm parameters").
import { joinPath } from '../../../site/paths.ts';

export const referralUtm = { utm_source: 'accountcenter', utm_medium: 'website', utm_campaign: '2023_referral' } as const;

/** `/join?referrer=<publicId>&utm_source=accountcenter&utm_medium=website&utm_campaign=2023_referral`
 *  on this site's origin (the site the member is on: staging links stay on staging). */
export function referralUrl(origin: string, publicId: string): string {
  const url = new URL(joinPath, origin);
  url.searchParams.set('referrer', publicId);
  for (const [name, value] of Object.entries(referralUtm)) url.searchParams.set(name, value);
  return url.href;
}
