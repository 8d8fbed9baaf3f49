// Card calls (spec 001 §7; docs/api.md "Cards"): the member's linked cards, the cards the partner
// loaded for them, and linking. Member calls: a 401 sends the visitor to /login, which keeps the
// login redirect (client.ts). Light hand-written guards: answers are read as untrusted.
import { api, asObject } from './client.ts';
import {
  deleteCard as deleteCardCall,
  getCards as getCardsCall,
  getPartnerCards as getPartnerCardsCall,
  linkCards as linkCardsCall,
  reenroll as reenrollCall,
} from './contract/calls.ts';
import type {
  Card,
  CardRegistrationEntry,
  CardRegistrationRequest,
  CardRegistrationResult,
  CardType,
  PartnerCard,
} from './contract/cards.ts';

export type { Card, CardRegistrationEntry, CardRegistrationRequest, CardRegistrationResult, CardType, PartnerCard };

export const cardTypeCodes = ['AMEX', 'DISC', 'MAST', 'VISA'] as const satisfies readonly CardType[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCardType = (value: unknown): value is CardType => (cardTypeCodes as readonly unknown[]).includes(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the add-card form compares partner cards with: brand and last four. */
export interface CardFace {
  cardType: CardType;
  lastFour: string;
}

function cardFaceOf(value: unknown): (CardFace & { description: string }) | null {
  if (!isRecord(value) || !isCardType(value['cardType']) || typeof value['lastFour'] !== 'string') return null;
  return { cardType: value['cardType'], lastFour: value['lastFour'], description: text(value['description']) };
}

/** GET /api/Member/Cards: the signed-in member's cards (brand, last four, description). */
export async function getCards(): Promise<(CardFace & { description: string })[]> {
  const { items } = asObject(await api(getCardsCall, { unauthorized: 'redirect' }), 'card list');
  if (!Array.isArray(items)) throw new TypeError('Unexpected card list response');
  return items.map(cardFaceOf).filter((card) => card !== null);
}

/** A card on the member as the account center lists it (spec 001 §3 "Card"). */
export interface LinkedCard extends CardFace {
  id: number;
  description: string;
  /** Set when the partner loaded the card. */
  partnerCardId: string | null;
}

/** The member's cards and the most one account may hold (MAXIMUM_CARDS_COUNT, spec 001 §9). */
export interface CardList {
  cards: LinkedCard[];
  maxCards: number;
}

function linkedCardOf(value: unknown): LinkedCard | null {
  const face = cardFaceOf(value);
  if (!face || !isRecord(value)) return null;
  const id = value['id'];
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  const partnerCardId = typeof value['partnerCardId'] === 'string' && value['partnerCardId'] !== '' ? value['partnerCardId'] : null;
  return { id, partnerCardId, ...face };
}

/** GET /api/Member/Cards with the ids (for deleting) and the card limit. A missing or broken
 *  maxCards is an unexpected answer, not "no limit". */
export async function getCardList(options: { signal?: AbortSignal } = {}): Promise<CardList> {
  const answer = asObject(
    await api(getCardsCall, { unauthorized: 'redirect', ...(options.signal ? { signal: options.signal } : {}) }),
    'card list',
  );
  const { items, maxCards } = answer;
  if (!Array.isArray(items) || typeof maxCards !== 'number' || !Number.isInteger(maxCards) || maxCards < 0)
    throw new TypeError('Unexpected card list response');
  return { cards: items.map(linkedCardOf).filter((card) => card !== null), maxCards };
}

/** DELETE /api/Member/Cards?id= (CSRF): the card is gone; deleting the last one closes the account
 *  and ends the session (`accountClosed`). Rejects with ApiError (404 unknown id). */
export async function deleteCard(id: number): Promise<{ lastFour: string; accountClosed: boolean }> {
  const answer = asObject(await api(deleteCardCall, { query: { id }, unauthorized: 'redirect' }), 'card deletion');
  return { lastFour: text(answer['lastFour']), accountClosed: answer['accountClosed'] === true };
}

/** GET /api/Cards/AllPartnerCards: the cards the partner loaded for the member (linked ones included). */
export async function getPartnerCards(): Promise<PartnerCard[]> {
  const { items } = asObject(await api(getPartnerCardsCall, { unauthorized: 'redirect' }), 'partner card list');
  if (!Array.isArray(items)) throw new TypeError('Unexpected partner card list response');
  return items.flatMap((item: unknown) => {
    const face = cardFaceOf(item);
    const id = isRecord(item) ? item['partnerCardId'] : undefined;
    return face && typeof id === 'string' && id !== '' ? [{ partnerCardId: id, ...face }] : [];
  });
}

/** One card's outcome, as the form reads it (spec 001 §3 "Card registration result"). */
export interface CardOutcome {
  cardType: string;
  lastFour: string;
  description: string;
  /** code: one of CardErrorCode, or whatever a newer backend sends. */
  error: { code: string; message: string } | null;
}

/** The per-card outcomes of a registration answer (200, or the 400 "none linked" body), or undefined
 *  when the answer is not one. */
export function cardOutcomesOf(value: unknown): CardOutcome[] | undefined {
  if (!isRecord(value) || !Array.isArray(value['cardRegistration'])) return undefined;
  return value['cardRegistration'].map((entry: unknown): CardOutcome => {
    const card = isRecord(entry) && isRecord(entry['memberCard']) ? entry['memberCard'] : {};
    const error = isRecord(entry) && isRecord(entry['error']) ? entry['error'] : null;
    return {
      cardType: text(card['cardType']),
      lastFour: text(card['lastFour']),
      description: text(card['description']),
      error: error ? { code: text(error['code']), message: text(error['message']) } : null,
    };
  });
}

/** POST /api/Member/Cards (CSRF, captcha): at least one linked → 200; none → rejects with ApiError
 *  (400) whose body carries the same per-card results; 409 `AccountClosed`. */
export async function linkCards(request: CardRegistrationRequest): Promise<CardRegistrationResult> {
  return api<CardRegistrationResult>(linkCardsCall, { body: request, unauthorized: 'redirect' });
}

/** POST /api/Member/Reenroll (CSRF, captcha): links cards to a closed account and reopens it. Answers
 *  as linkCards (200 at least one linked, 400 with the per-card results when none did); 409
 *  `NotClosed` when the account is open already. */
export async function reenroll(request: CardRegistrationRequest): Promise<CardRegistrationResult> {
  return api<CardRegistrationResult>(reenrollCall, { body: request, unauthorized: 'redirect' });
}
