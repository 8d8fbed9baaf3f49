// Linked cards: list, link (with per-card results), delete, partner-loaded cards and the
// re-enrollment card link for closed accounts.
import { Hono } from 'hono';
import { z } from 'zod';
import type { DatabaseSync } from 'node:sqlite';
import {
  type cardListSchema,
  type cardSchema,
  type CardDeletion,
  type CardErrorCode,
  type cardRegistrationEntrySchema,
  type CardRegistrationRequest,
  type cardRegistrationResultSchema,
  type CardType,
  type PartnerCard,
  type PartnerCardList,
} from '../../../src/api/contract/cards.ts';
import { deleteCard, getCards, getPartnerCards, linkCards, reenroll } from '../../../src/api/contract/calls.ts';
import type { reenrollmentResultSchema } from '../../../src/api/contract/cards.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import type { PartnerProfile } from '../partners.ts';
import { accepting, fail, failFields, fieldErrorsOf, readJson, routeOf } from '../http.ts';
import { cardBrandNames, detectCardBrand, passesLuhn } from '../../../src/lib/card-number.ts';
import { messages } from '../rules.ts';
import { requireCaptcha } from '../captcha.ts';
import { inTransaction } from '../db.ts';
import { endMemberSession, reloadMember, requireMember } from '../session.ts';
import { deleteMemberSessions } from '../store/sessions.ts';
import { findMemberById, memberView, updateProfileFields, type Member } from '../store/members.ts';

// What the sandbox sends (ids as numbers): the contract's input side; the product reads them as strings.
type CardRegistrationEntry = z.input<typeof cardRegistrationEntrySchema>;
type CardRegistrationResult = z.input<typeof cardRegistrationResultSchema>;

/** Most cards one account may hold (the spec's shared MAXIMUM_CARDS_COUNT). */
export const maxLinkedCards = 12;
/** The secure frame stand-in's "encryption": a recognisable prefix and the number in base64url. */
export const encryptedCardPrefix = 'sbxenc1.';
/** A test number the issuer always declines, to show per-card failures. */
export const declinedTestCard = '4000000000000002';

const cardEntrySchema = z.object({
  encryptedCardNumber: z.string().optional(),
  partnerCardId: z.string().optional(),
  cardId: z.string().optional(),
  cardType: z.string().optional(),
  lastFour: z.string().optional(),
});

/** Entries stay loose here: a bad entry is a per-card error in the answer, not a 400. */
const registrationSchema = accepting<CardRegistrationRequest>()(
  z.object({
    creditCards: z
      .array(cardEntrySchema, { error: 'Select or enter at least one card.' })
      .min(1, 'Select or enter at least one card.')
      .max(12, 'You can link at most 12 cards at once.'),
    directFileFeedOptIn: z.literal(true, { error: messages.termsNotAccepted }),
  }),
);

interface CardRow {
  id: number;
  card_type: CardType;
  last_four: string;
  description: string;
  partner_card_id: string | null;
}

/** A card as the sandbox sends it (ids as numbers; the product reads them as strings). */
const cardView = (row: CardRow): z.input<typeof cardSchema> => ({
  id: row.id,
  partnerCardId: row.partner_card_id,
  cardType: row.card_type,
  lastFour: row.last_four,
  description: row.description,
});

const listCards = (db: DatabaseSync, memberId: number): CardRow[] =>
  db
    .prepare('SELECT id, card_type, last_four, description, partner_card_id FROM cards WHERE member_id = ? ORDER BY id')
    .all(memberId) as unknown as CardRow[];

function decodeCardNumber(encrypted: string): string | null {
  if (!encrypted.startsWith(encryptedCardPrefix)) return null;
  const digits = Buffer.from(encrypted.slice(encryptedCardPrefix.length), 'base64url').toString('utf8');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** Links each requested card, answering one result per card (spec 001 §3 Card registration result). */
function registerCards(
  db: DatabaseSync,
  partner: PartnerProfile,
  member: Member,
  entries: z.output<typeof cardEntrySchema>[],
): CardRegistrationEntry[] {
  const insert = db.prepare(
    'INSERT INTO cards (member_id, card_type, last_four, description, partner_card_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return entries.map((entry) => {
    const failed = (code: CardErrorCode, message: string): CardRegistrationEntry => ({
      memberCard: { cardType: entry.cardType ?? null, lastFour: entry.lastFour ?? null, description: entry.cardType ?? 'Card' },
      error: { code, message },
    });
    let brand: CardType;
    let lastFour: string;
    let description: string;
    let partnerCardId: string | null = null;
    // Spec 001 §3's form key is creditCards.N.cardId; earlier clients sent partnerCardId: either works.
    const pickedId = entry.cardId || entry.partnerCardId;
    if (pickedId) {
      const partnerCard = db
        .prepare('SELECT card_type, last_four, description FROM partner_cards WHERE id = ? AND member_id = ?')
        .get(pickedId, member.id) as { card_type: CardType; last_four: string; description: string } | undefined;
      if (!partnerCard) return failed('PartnerCardNotFound', 'This partner card is not available to your account.');
      ({ card_type: brand, last_four: lastFour, description } = partnerCard);
      partnerCardId = pickedId;
    } else {
      const number = entry.encryptedCardNumber ? decodeCardNumber(entry.encryptedCardNumber) : null;
      if (!number) return failed('CardNumberRequired', messages.emptyCardNumber);
      const detected = detectCardBrand(number);
      if (!detected || !passesLuhn(number)) return failed('InvalidCardNumber', 'This card number is not valid.');
      if (entry.lastFour && entry.lastFour !== number.slice(-4))
        return failed('InvalidCardNumber', 'The last four digits do not match the card number.');
      if (number === declinedTestCard) return failed('CardDeclined', 'The card issuer declined to link this card.');
      brand = detected;
      lastFour = number.slice(-4);
      description = cardBrandNames[brand];
    }
    if (!partner.features.cardTypesAccepted.includes(brand)) {
      const accepted = partner.features.cardTypesAccepted.map((b) => cardBrandNames[b]).join(', ');
      return failed('CardTypeNotAccepted', `${partner.programName} accepts ${accepted} cards.`);
    }
    const existing = listCards(db, member.id);
    if (existing.some((card) => card.card_type === brand && card.last_four === lastFour)) {
      return failed('DuplicateCard', `Your ${cardBrandNames[brand]} ending in ${lastFour} is already linked.`);
    }
    if (existing.length >= maxLinkedCards)
      return failed('MaximumCardsReached', `You can only add ${maxLinkedCards} cards to your account.`);
    const id = Number(insert.run(member.id, brand, lastFour, description, partnerCardId, Date.now()).lastInsertRowid);
    return { memberCard: cardView({ id, card_type: brand, last_four: lastFour, description, partner_card_id: partnerCardId }) };
  });
}

export function cardRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  function parseRegistration(raw: unknown) {
    const parsed = registrationSchema.safeParse(raw);
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    requireCaptcha(ctx.captcha, raw);
    return parsed.data;
  }

  /** 200 when at least one card linked, 400 with the per-card errors when none did. */
  function answer(results: CardRegistrationEntry[]): CardRegistrationResult {
    const linked = results.filter((r) => !r.error).length;
    if (linked === 0) fail(400, 'No selected cards were linked.', { cardRegistration: results });
    const message = linked === results.length ? 'All selected cards were linked.' : 'Some selected cards were linked.';
    return { message, cardRegistration: results };
  }

  routes.get(routeOf(getCards), (c) => {
    const member = requireMember(c, ctx);
    return c.json({ items: listCards(ctx.db, member.id).map(cardView), maxCards: maxLinkedCards } satisfies z.input<typeof cardListSchema>);
  });

  // Card writes read the member after the body arrived, inside one transaction with the change, and
  // write only memberType/active (docs/api.md "Conventions", writes): a profile saved meanwhile is kept.
  routes.post(routeOf(linkCards), async (c) => {
    requireMember(c, ctx);
    const raw = await readJson(c);
    const payload = inTransaction(ctx.db, () => {
      const member = reloadMember(c, ctx);
      if (member.profile.memberType === 'ClosedAccountMember') {
        fail(409, 'This account is closed: link a card through re-enrollment.', { code: 'AccountClosed' });
      }
      const body = parseRegistration(raw);
      const linked = answer(registerCards(ctx.db, c.get('partner'), member, body.creditCards));
      if (member.profile.memberType === 'NonCardMember') updateProfileFields(ctx.db, member.id, { memberType: 'EnrolledCardMember' });
      return linked;
    });
    return c.json(payload);
  });

  routes.delete(routeOf(deleteCard), (c) => {
    requireMember(c, ctx);
    const id = Number(c.req.query('id'));
    if (!Number.isInteger(id) || id < 1) failFields({ id: ['Give the id of the card to delete.'] });
    const deletion = inTransaction(ctx.db, (): CardDeletion => {
      const member = reloadMember(c, ctx);
      const card = ctx.db.prepare('SELECT id, last_four FROM cards WHERE id = ? AND member_id = ?').get(id, member.id) as
        { last_four: string } | undefined;
      if (!card) fail(404, 'No linked card has this id.');
      ctx.db.prepare('DELETE FROM cards WHERE id = ?').run(id);
      if (listCards(ctx.db, member.id).length > 0) return { deleted: true, lastFour: card.last_four, accountClosed: false };
      // Deleting the last card closes the account and signs the member out everywhere (spec 001 §4).
      updateProfileFields(ctx.db, member.id, { memberType: 'ClosedAccountMember', active: false });
      deleteMemberSessions(ctx.db, member.id);
      endMemberSession(c, ctx);
      return { deleted: true, lastFour: card.last_four, accountClosed: true };
    });
    return c.json(deletion);
  });

  routes.get(routeOf(getPartnerCards), (c) => {
    const member = requireMember(c, ctx);
    const rows = c.get('partner').features.hasPartnerLoadedCards
      ? (ctx.db
          .prepare('SELECT id, card_type, last_four, description FROM partner_cards WHERE member_id = ? ORDER BY id')
          .all(member.id) as {
          id: string;
          card_type: CardType;
          last_four: string;
          description: string;
        }[])
      : [];
    const items: PartnerCard[] = rows.map((r) => ({
      partnerCardId: r.id,
      cardType: r.card_type,
      lastFour: r.last_four,
      description: r.description,
    }));
    return c.json({ items } satisfies PartnerCardList);
  });

  routes.post(routeOf(reenroll), async (c) => {
    requireMember(c, ctx);
    const raw = await readJson(c);
    const partner = c.get('partner');
    const result = inTransaction(ctx.db, (): z.input<typeof reenrollmentResultSchema> => {
      const member = reloadMember(c, ctx);
      if (member.profile.memberType !== 'ClosedAccountMember') fail(409, 'Only a closed account can re-enroll.', { code: 'NotClosed' });
      const body = parseRegistration(raw);
      const payload = answer(registerCards(ctx.db, partner, member, body.creditCards));
      updateProfileFields(ctx.db, member.id, { memberType: 'EnrolledCardMember', active: true });
      return { ...payload, member: memberView(ctx.db, findMemberById(ctx.db, member.id) ?? member, partner) };
    });
    return c.json(result);
  });

  return routes;
}
