// The overview's right rail (issue #25): what it holds is only what exists, so a member with nothing
// to act on sees no empty box. The bonus to activate is the first Available bonus the web can
// activate; the cards at a glance are the count, the brands and the last fours of the linked cards;
// upcoming reservations are the member's booked tables still to come. Pure.
import type { CardType } from '../../../api/contract/cards.ts';
import { cardBrandNames } from '../../../lib/card-number.ts';
import type { BonusGroups, BonusItem } from './bonus-banners.ts';

/** The first Available bonus with its Activate button (app-only ones are activated elsewhere). */
export const bonusToActivate = (groups: BonusGroups): BonusItem | null =>
  groups.available.find((item) => item.action === 'activate') ?? null;

export interface CardsGlance {
  count: number;
  /** Brand names, each once, in the order the cards are listed ("Visa", "Mastercard"). */
  brands: string[];
  lastFours: string[];
}

/** The linked cards at a glance; null for none (the rail then shows no cards box). */
export function cardsGlance(cards: readonly { cardType: string | null; lastFour: string | null }[]): CardsGlance | null {
  if (cards.length === 0) return null;
  const brands: string[] = [];
  for (const { cardType } of cards) {
    if (!cardType) continue;
    // A brand a newer backend added shows as its code (docs/api.md).
    const name = Object.hasOwn(cardBrandNames, cardType) ? cardBrandNames[cardType as CardType] : cardType;
    if (!brands.includes(name)) brands.push(name);
  }
  const lastFours = cards.flatMap(({ lastFour }) => (lastFour ? [lastFour] : []));
  return { count: cards.length, brands, lastFours };
}
