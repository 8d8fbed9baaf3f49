// A card registration's outcome as the form reports it (spec 001 §4 "Adding cards", §8): all cards
// linked, some, or none, with one line per card that failed: 'description ending in lastFour -
// code: message'. A failed card the backend only names by its brand code reads as the brand.
import type { CardOutcome } from '../../../api/cards.ts';
import type { CardType } from '../../../api/contract/cards.ts';
import { cardBrandNames } from '../../../lib/card-number.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';

export type LinkResult =
  | { kind: 'all'; linked: CardOutcome[] }
  | { kind: 'some'; linked: CardOutcome[]; failed: CardOutcome[] }
  | { kind: 'none'; failed: CardOutcome[] };

export function linkResultOf(outcomes: readonly CardOutcome[]): LinkResult {
  const linked = outcomes.filter((outcome) => outcome.error === null);
  const failed = outcomes.filter((outcome) => outcome.error !== null);
  if (failed.length === 0) return { kind: 'all', linked };
  return linked.length === 0 ? { kind: 'none', failed } : { kind: 'some', linked, failed };
}

/** "Visa" for a description that is only a brand code (or missing), else the description. */
export function cardName(outcome: Pick<CardOutcome, 'description' | 'cardType'>): string {
  const brands: Record<string, string> = cardBrandNames satisfies Record<CardType, string>;
  const description = outcome.description.trim();
  if (description !== '' && !Object.hasOwn(brands, description)) return description;
  return brands[description] ?? brands[outcome.cardType] ?? (description || outcome.cardType);
}

export function failureLines(t: CopyReader<'cards.errorLine'>, failed: readonly CardOutcome[]): string[] {
  return failed.map((outcome) =>
    t('cards.errorLine', {
      description: cardName(outcome),
      lastFour: outcome.lastFour,
      code: outcome.error?.code ?? '',
      message: outcome.error?.message ?? '',
    }),
  );
}
