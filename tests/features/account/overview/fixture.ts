// What the overview's tests share: a signed-in member as GET /api/Member answers, its bonuses, and
// a bonus banner as the island gets it.
import type { ActiveBonus, Member } from '../../../../src/api/contract/member.ts';
import type { BonusBannerView } from '../../../../src/features/account/overview/bonus-banners.ts';
import { fillCopy } from '../../../../src/lib/element-copy.ts';
import { copyDefaults, type CopyKey } from '../../../../src/site/copy-table.ts';

export const now = Date.parse('2026-06-15T12:00:00.000Z');
export const dayMs = 86_400_000;

export const bonus = (code: string, bonusStatus: ActiveBonus['bonusStatus'], extra: Partial<ActiveBonus> = {}): ActiveBonus => ({
  code,
  bonusStatus,
  createDateUtc: new Date(now - 2 * dayMs).toISOString(),
  description: `${code} bonus`,
  isNewMemberBonus: false,
  memberIsEligibleForNMB: false,
  ...extra,
});

export const cardMember = (extra: Partial<Member> = {}): Member => ({
  publicId: 'delta-card',
  familyId: 'F1234567',
  email: 'card@delta.example',
  partnerNumber: '0000904001',
  firstName: 'Casey',
  lastName: 'Hughes',
  address: { address1: '641 Demo St', address2: '', city: 'Boston', state: 'MA', zipCode: '02108' },
  phoneNumber: '6175550188',
  smsOptIn: false,
  emailOptIn: true,
  tierLevel: 2,
  memberType: 'EnrolledCardMember',
  active: true,
  hasWebProfile: true,
  enrollmentSource: 'WEB',
  joinDate: new Date(now - 20 * dayMs).toISOString(),
  diningProgress: {
    status: 'Building',
    remainingDines: 7,
    dinesRequired: 11,
    remainingDollars: 640,
    dollarsRequired: 1000,
    ytdMilesOrDollars: 1080,
  },
  activeBonuses: [],
  interfaceType: 'direct',
  campaignCodes: ['STANDARD', 'SELECT'],
  ...extra,
});

export const banner = (code: string, extra: Partial<BonusBannerView> = {}): BonusBannerView => ({
  slug: `bonus-${code.toLowerCase()}`,
  code,
  blocks: [
    { kind: 'title', text: { mobile: `${code} title` } },
    { kind: 'body', text: { mobile: `<p>${code} body</p>` } },
  ],
  button: null,
  image: null,
  appOnly: false,
  appTextHtml: null,
  userStates: [],
  ...extra,
});

/** Delta's placeholder values, as the build fills them. */
export const partnerVars = {
  program: 'SkyMiles Dining',
  partner: 'Delta SkyMiles Dining',
  currency: 'miles',
  currencyTitle: 'Miles',
  tierMember: 'Member',
  tierSelect: 'Select Member',
  tierVip: 'VIP',
};

/** Delta's rates, as the build fills the `{rate.*}` placeholders (earn-rates.ts). */
export const rateVars: Record<string, string> = {
  '{rate.tier0}': '1 mile per $2',
  '{rate.tier2}': '3 miles per $1',
  '{rate.tier3}': '5 miles per $1',
  '{rate.max}': '5 miles per $1',
};

const filled = (key: CopyKey) =>
  Object.entries(rateVars).reduce((copy, [name, value]) => copy.replaceAll(name, value), fillCopy(copyDefaults[key], partnerVars));

export function copyOf<K extends CopyKey>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, filled(key)])) as Record<K, string>;
}

/** A copy string as the island shows it, run-time placeholders filled from `vars`. */
export function text(key: CopyKey, vars: Record<string, string | number> = {}): string {
  return fillCopy(filled(key), vars);
}
