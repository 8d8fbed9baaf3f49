// How a linked card reads on the page (spec 001 §3 "Card": brand, description, last four): the
// brand's name, and a code this product does not know (a brand a newer backend added) as it came.
import type { Card, CardType } from '../../../api/cards.ts';
import { cardBrandNames } from '../../../lib/card-number.ts';

export function brandName(cardType: string): string {
  return Object.hasOwn(cardBrandNames, cardType) ? cardBrandNames[cardType as CardType] : cardType;
}

/** The description, unless it only repeats the brand ("Visa" for a typed Visa card). */
export function descriptionOf(card: Pick<Card, 'cardType' | 'description'>): string | null {
  const description = card.description.trim();
  return description === '' || description.toLowerCase() === brandName(card.cardType).toLowerCase() ? null : description;
}
