// Re-enrollment's card link (spec 001 §4 "Re-enrollment", §7 "Re-enrollment card link"): entries
// without a last four are dropped before the request goes out, and the success message names the
// card the answer's first cardRegistration entry holds.
import type { CardOutcome, CardRegistrationRequest } from '../../api/cards.ts';

export function reenrollRequestOf(request: CardRegistrationRequest): CardRegistrationRequest {
  const creditCards = request.creditCards.filter((entry) => typeof entry.lastFour === 'string' && entry.lastFour.trim() !== '');
  return { ...request, creditCards };
}

/** The last four to name: the first entry's (spec 001 §4), or when that one failed in a partial
 *  success, the first card that was linked. */
export function linkedLastFour(linked: readonly Pick<CardOutcome, 'lastFour'>[]): string {
  return linked.find((card) => card.lastFour !== '')?.lastFour ?? '';
}
