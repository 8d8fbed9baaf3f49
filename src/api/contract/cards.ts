// Linked payment cards (spec 001 §3 "Card", "Card registration result", §7; docs/api.md "Cards"),
// and the messages of the secure card-entry frame that fills the first card of a registration.
import { z } from 'zod/mini';
import { captchaFieldsSchema } from './captcha.ts';
import { memberSchema } from './member.ts';
import { idSchema, openEnum, withDefault } from './tolerant.ts';

export const cardTypes = ['AMEX', 'DISC', 'MAST', 'VISA'] as const;
/** What the product sends and accepts: one of the four brands. */
export const cardTypeSchema = z.enum(cardTypes);
export type CardType = z.infer<typeof cardTypeSchema>;
/** What a card answer may carry: a brand code, or one a newer backend added (shown neutrally). */
export const answeredCardTypeSchema = openEnum(cardTypes);

/** The spec's MAXIMUM_CARDS_COUNT, "a shared constant whose value is not shown" (001 §9). */
export const defaultMaxCards = 12;

export const cardSchema = z.object({
  id: idSchema,
  /** Only on cards the partner loaded (spec 001 §3); null otherwise. */
  partnerCardId: withDefault(z.nullable(idSchema), null),
  cardType: answeredCardTypeSchema,
  lastFour: z.string(),
  description: withDefault(z.string(), ''),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = z.object({
  items: z.array(cardSchema),
  /** Most cards one account may hold; not named by the spec (defaultMaxCards). */
  maxCards: withDefault(z.int(), defaultMaxCards),
});
export type CardList = z.infer<typeof cardListSchema>;

/** A card the partner loaded for the member, offered in the add-card form. */
export const partnerCardSchema = z.object({
  partnerCardId: idSchema,
  cardType: answeredCardTypeSchema,
  lastFour: z.string(),
  description: withDefault(z.string(), ''),
});
export type PartnerCard = z.infer<typeof partnerCardSchema>;

export const partnerCardListSchema = z.object({ items: z.array(partnerCardSchema) });
export type PartnerCardList = z.infer<typeof partnerCardListSchema>;

/** A card entered in the secure frame: its `card` message as sent (spec 001 §3). */
export const enteredCardSchema = z.object({
  encryptedCardNumber: z.string(),
  lastFour: z.string(),
  cardType: cardTypeSchema,
});
/** A partner-loaded card picked in the form (form keys creditCards.N.cardId, cardType, lastFour):
 *  `cardId` is the partner card list's partnerCardId; its brand as that list gave it, a code this
 *  product does not know included. The sandbox also accepts the older key `partnerCardId`. */
export const pickedPartnerCardSchema = z.object({
  cardId: z.string(),
  partnerCardId: z.optional(z.string()),
  cardType: z.optional(answeredCardTypeSchema),
  lastFour: z.optional(z.string()),
});
export const cardEntrySchema = z.union([enteredCardSchema, pickedPartnerCardSchema]);
export type CardEntry = z.infer<typeof cardEntrySchema>;

/** POST /api/Member/Cards and POST /api/Member/Reenroll (captcha-protected). */
export const cardRegistrationRequestSchema = z.extend(captchaFieldsSchema, {
  /** 1 to 12 cards. */
  creditCards: z.array(cardEntrySchema),
  /** Must be true: linking authorises activity monitoring. */
  directFileFeedOptIn: z.literal(true),
});
export type CardRegistrationRequest = z.infer<typeof cardRegistrationRequestSchema>;

/** Per-card failure codes (docs/api.md "Cards"). */
export const cardErrorCodes = [
  'CardNumberRequired',
  'InvalidCardNumber',
  'CardDeclined',
  'CardTypeNotAccepted',
  'DuplicateCard',
  'MaximumCardsReached',
  'PartnerCardNotFound',
] as const;
export const cardErrorCodeSchema = z.enum(cardErrorCodes);
export type CardErrorCode = z.infer<typeof cardErrorCodeSchema>;

/** What was asked for, when the card could not be linked (the linked card otherwise). */
export const unlinkedCardSchema = z.object({
  cardType: withDefault(z.nullable(z.string()), null),
  lastFour: withDefault(z.nullable(z.string()), null),
  description: withDefault(z.string(), ''),
});

/** One entry per requested card, in order (spec 001 §3 "Card registration result"). */
export const cardRegistrationEntrySchema = z.object({
  memberCard: z.union([cardSchema, unlinkedCardSchema]),
  error: z.optional(z.nullable(z.object({ code: openEnum(cardErrorCodes), message: withDefault(z.string(), '') }))),
});
export type CardRegistrationEntry = z.infer<typeof cardRegistrationEntrySchema>;

/** 200 when at least one card linked; also the 400 body ("No selected cards were linked.") when none did. */
export const cardRegistrationResultSchema = z.object({
  message: withDefault(z.string(), ''),
  cardRegistration: z.array(cardRegistrationEntrySchema),
});
export type CardRegistrationResult = z.infer<typeof cardRegistrationResultSchema>;

export const cardDeletionQuerySchema = z.object({ id: idSchema });
export type CardDeletionQuery = z.infer<typeof cardDeletionQuerySchema>;

/** Deleting the last card closes the account and signs the member out (`accountClosed: true`). The
 *  spec names no fields ("removes a card", 001 §7): the page knows the card it deleted, and without
 *  `accountClosed` (null) it decides from its count ("every account needs at least one card", §4). */
export const cardDeletionSchema = z.object({
  deleted: withDefault(z.boolean(), true),
  lastFour: withDefault(z.string(), ''),
  accountClosed: withDefault(z.nullable(z.boolean()), null),
});
export type CardDeletion = z.infer<typeof cardDeletionSchema>;

/** Messages the secure card-entry frame posts to the page (docs/api.md "Secure card-entry frame"). */
export const cardFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loaded') }),
  z.object({ type: z.literal('card'), encryptedCardNumber: z.string(), lastFour: z.string(), cardType: cardTypeSchema }),
  z.object({ type: z.literal('cleared') }),
  z.object({ type: z.literal('invalid'), message: z.string() }),
  z.object({ type: z.literal('resize'), height: z.number() }),
]);
export type CardFrameMessage = z.infer<typeof cardFrameMessageSchema>;
/** Messages the page may post to the frame: clear the field, show its error now, focus it. */
export const cardFrameCommandSchema = z.object({ type: z.enum(['reset', 'validate', 'focus']) });
export type CardFrameCommand = z.infer<typeof cardFrameCommandSchema>;

/** The closed account is an active EnrolledCardMember again. */
export const reenrollmentResultSchema = z.extend(cardRegistrationResultSchema, {
  /** Not named by the spec (re-enrollment has no path there); null when absent: the page reads the member again. */
  member: withDefault(z.nullable(memberSchema), null),
});
export type ReenrollmentResult = z.infer<typeof reenrollmentResultSchema>;
