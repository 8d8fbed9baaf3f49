// Card calls (spec 001 §7; docs/api.md "Cards"): the member's linked cards, the cards the partner
// loaded for them, linking and deleting. Answers are read against the contract's generated shapes
// (answers.generated.ts): string or number ids, a missing card limit (12), unknown brand codes and
// error codes are all read. Member calls: a 401 sends the visitor to /login, which keeps the login
// redirect (client.ts).
import { cardDeletionAnswer } from './answers/cardDeletion.ts';
import { cardListAnswer } from './answers/cardList.ts';
import { cardRegistrationResultAnswer } from './answers/cardRegistrationResult.ts';
import { partnerCardListAnswer } from './answers/partnerCardList.ts';
import { api, ApiError, readAnswerLater, readApi, type CallOptions } from './client.ts';
import type { CallDescriptor } from './contract/call.ts';
import {
  deleteCard as deleteCardCall,
  getCards as getCardsCall,
  getPartnerCards as getPartnerCardsCall,
  linkCards as linkCardsCall,
  reenroll as reenrollCall,
} from './contract/calls.ts';
import type {
  Card,
  CardDeletion,
  CardList,
  CardRegistrationEntry,
  CardRegistrationRequest,
  CardRegistrationResult,
  CardType,
  PartnerCard,
} from './contract/cards.ts';

export type { Card, CardDeletion, CardList, CardRegistrationEntry, CardRegistrationRequest, CardRegistrationResult, CardType, PartnerCard };

export const cardTypeCodes = ['AMEX', 'DISC', 'MAST', 'VISA'] as const satisfies readonly CardType[];

/** What the add-card form compares partner cards with: brand code (as answered) and last four. */
export interface CardFace {
  cardType: string;
  lastFour: string;
}

/** GET /api/Member/Cards: the member's cards and the most one account may hold (maxCards, 12 when
 *  the answer leaves it out: spec 001 §9 "a shared constant whose value is not shown"). */
export function getCardList(options: Pick<CallOptions, 'serverError' | 'signal'> = {}): Promise<CardList> {
  return readApi(getCardsCall, cardListAnswer, options);
}

/**
 * DELETE /api/Member/Cards?id= (CSRF): the card is gone. The spec names nothing in the answer
 * ("removes a card"): an empty one reads as `{}`, and `accountClosed` is null unless the backend
 * says; the page then decides from its count (deletion.ts). Rejects with ApiError (404 unknown id).
 */
export async function deleteCard(id: string): Promise<CardDeletion> {
  const answer = await api(deleteCardCall, { query: { id } });
  return readAnswerLater(deleteCardCall, cardDeletionAnswer, answer ?? {});
}

/** GET /api/Cards/AllPartnerCards: the cards the partner loaded for the member (linked ones included). */
export async function getPartnerCards(): Promise<PartnerCard[]> {
  return (await readApi(getPartnerCardsCall, partnerCardListAnswer)).items;
}

/** One card's outcome, as the form reads it (spec 001 §3 "Card registration result"). */
export interface CardOutcome {
  /** A brand code, or '' when the backend named none. */
  cardType: string;
  lastFour: string;
  description: string;
  /** code: one of CardErrorCode, or whatever a newer backend sends (shown as it came). */
  error: { code: string; message: string } | null;
}

/** The per-card outcomes of a registration answer, in request order. */
export function cardOutcomesOf(result: Pick<CardRegistrationResult, 'cardRegistration'>): CardOutcome[] {
  return result.cardRegistration.map(({ memberCard, error }) => ({
    cardType: memberCard.cardType ?? '',
    lastFour: memberCard.lastFour ?? '',
    description: memberCard.description,
    error: error ? { code: error.code, message: error.message } : null,
  }));
}

/** A 400 that carries per-card results ("No selected cards were linked."), not field errors. */
const carriesOutcomes = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 400 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'cardRegistration' in error.body;

/** Sends a registration; at least one linked answers 200, none linked 400 with the same per-card
 *  results: both resolve to the outcomes. Anything else rejects with ApiError (or a ReadError). */
async function register(call: CallDescriptor<CardRegistrationResult>, request: CardRegistrationRequest): Promise<CardOutcome[]> {
  let answer: unknown;
  try {
    answer = await api(call, { body: request });
  } catch (error) {
    if (!carriesOutcomes(error)) throw error;
    answer = error.body;
  }
  return cardOutcomesOf(await readAnswerLater(call, cardRegistrationResultAnswer, answer));
}

/** POST /api/Member/Cards (CSRF, captcha): the per-card outcomes; 409 `AccountClosed` rejects. */
export function linkCards(request: CardRegistrationRequest): Promise<CardOutcome[]> {
  return register(linkCardsCall, request);
}

/** POST /api/Member/Reenroll (CSRF, captcha): links cards to a closed account and reopens it. Answers
 *  as linkCards (its `member` is not read here: the page reads the member again); 409 `NotClosed`
 *  rejects when the account is open already. */
export function reenroll(request: CardRegistrationRequest): Promise<CardOutcome[]> {
  return register(reenrollCall, request);
}
