// What every part of the merchant page island reads: the copy, who is looking and the partner's
// settings (runtimeConfig), resolved once the merchant and the member are known.
import { tier, type CardMember, type CardProgramme } from '../merchant-card/public.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import type { EarnProgramme } from '../../lib/earn-rates.ts';
import type { MerchantPageCopyKey } from './copy-keys.ts';

export type PageCopy = CopyReader<MerchantPageCopyKey>;

/** A signed-in member, or a visitor (anonymous or known: neither can see earnings or book). */
export type Viewer =
  | { kind: 'visitor' }
  | {
      kind: 'member';
      publicId: string;
      card: CardMember;
      nonActivated: boolean;
      /** Signed in without a linked card (a non-card member): booking asks for one first. */
      needsCard?: boolean;
    };

export interface PageLinks {
  /** /Login (sso) or /login (direct); '' when the partner has no sign-in (enrollment none). */
  signInHref: string;
  activateHref: string;
  addCardHref: string;
}

export interface PageSettings {
  /** acclaimedEnabled, acclaimed2Enabled and hasVIP: the Acclaimed badge and unlock. */
  programme: CardProgramme;
  hasFlexOffers: boolean;
  hasReservationBonus: boolean;
  openTableReservationsEnabled: boolean;
  /** The partner's tier ladder and unit (issue #25: the estimate, the visitors' rate). */
  earn: EarnProgramme;
}

export interface PageContext {
  t: PageCopy;
  viewer: Viewer;
  links: PageLinks;
  settings: PageSettings;
  /** The member's today (fake timers in tests). */
  today: Date;
}

/** Who is looking, from the member store (null: a visitor, anonymous or known). */
export function viewerOf(
  member: { publicId: string; tierLevel: number; campaignCodes?: readonly string[] | null; memberType?: string } | null,
): Viewer {
  if (!member) return { kind: 'visitor' };
  return {
    kind: 'member',
    publicId: member.publicId,
    card: { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] },
    nonActivated: member.tierLevel === tier.nonActivated,
    needsCard: member.memberType === 'NonCardMember',
  };
}
