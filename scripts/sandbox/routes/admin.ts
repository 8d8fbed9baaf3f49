// Test and demo controls under /__sandbox (no CSRF, no session): faults, reset, throttles, demo
// sign-ins and fresh members.
import { Hono } from 'hono';
import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { cmsEditSchema } from '../cms-edits.ts';
import { inTransaction } from '../db.ts';
import { faultInputSchema } from '../faults.ts';
import { fail, failFields, fieldErrorsOf, readJson } from '../http.ts';
import { allPartners, findPartner, type PartnerProfile } from '../partners.ts';
import { newPasswordField } from '../password-fields.ts';
import { passesLuhn } from '../../../src/lib/card-number.ts';
import { simpleEmailPattern as emailPattern } from '../../../src/lib/member-rules.ts';
import { messages } from '../rules.ts';
import { maxLinkedCards } from './cards.ts';
import { countedCards, insertHistory, insertNewMemberBonus, insertPartnerCards, insertSeedCards, seedCards } from '../seed/activity.ts';
import { seedDayFor } from '../seed/index.ts';
import {
  demoEmail,
  demoPassword,
  freshMember,
  freshRoles,
  homeMetroFor,
  partnerNumberFor,
  publicIdFor,
  rolesFor,
  type FreshIdentity,
} from '../seed/members.ts';
import { findMemberByIdentifier, findMemberByPublicId, insertMember } from '../store/members.ts';

const cardCountMessage = `cardCount must be a whole number from 0 to ${maxLinkedCards}.`;

/** POST /__sandbox/members: unknown keys are refused too, so a misspelt option is not silently ignored. */
const freshMemberSchema = z
  .object({
    partner: z.string({ error: 'partner is required.' }).refine((slug) => findPartner(slug) !== undefined, 'Unknown partner.'),
    role: z.enum(freshRoles, { error: `role must be one of ${freshRoles.join(', ')}.` }).default('card'),
    withActivity: z.boolean({ error: 'withActivity must be true or false.' }).default(false),
    cardCount: z
      .number({ error: cardCountMessage })
      .int(cardCountMessage)
      .min(0, cardCountMessage)
      .max(maxLinkedCards, cardCountMessage)
      .optional(),
    email: z
      .string({ error: 'email must be text.' })
      .trim()
      .max(50, 'Email can have at most 50 characters.')
      .regex(emailPattern, messages.invalidEmail)
      .optional(),
    password: newPasswordField.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // A closed account and a non-card member hold no cards by definition.
    if ((body.role === 'closed' || body.role === 'nocard') && body.cardCount !== undefined && body.cardCount > 0) {
      ctx.addIssue({ code: 'custom', path: ['cardCount'], message: `A ${body.role} member has no cards: cardCount must be 0.` });
    }
  });

/** A Luhn-valid 10-digit partner number (spec 001 §5), "7" + partner index + 6 random digits + check. */
function freshPartnerNumber(partner: PartnerProfile): string {
  const stem = `7${String(partner.index).padStart(2, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const check = [...'0123456789'].find((digit) => passesLuhn(stem + digit)) ?? '0';
  return stem + check;
}

/** A new member's identity: a given email must be free; the random parts are drawn until unused. */
function freshIdentity(db: DatabaseSync, partner: PartnerProfile, email: string | undefined, password: string): FreshIdentity {
  if (email !== undefined && findMemberByIdentifier(db, partner.slug, email)) failFields({ email: [messages.emailInUse] });
  for (;;) {
    const tag = randomBytes(5).toString('hex');
    const identity: FreshIdentity = {
      publicId: `${partner.slug}-fresh-${tag}`,
      email: email ?? `fresh-${tag}@${partner.slug}.example`,
      partnerNumber: partner.enrollmentType === 'direct' ? freshPartnerNumber(partner) : null,
      password,
    };
    const clash =
      findMemberByPublicId(db, partner.slug, identity.publicId) ??
      (email === undefined ? findMemberByIdentifier(db, partner.slug, identity.email) : undefined) ??
      (identity.partnerNumber === null ? undefined : findMemberByIdentifier(db, partner.slug, identity.partnerNumber));
    if (!clash) return identity;
  }
}

export function adminRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/__sandbox', (c) =>
    c.json({ url: ctx.url, standinOrigin: ctx.standinOrigin, partners: allPartners().map((p) => p.slug), faults: ctx.faults.list() }),
  );

  routes.get('/__sandbox/faults', (c) => c.json({ faults: ctx.faults.list() }));

  routes.post('/__sandbox/faults', async (c) => {
    const parsed = faultInputSchema.safeParse(await readJson(c));
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    return c.json(ctx.faults.add(parsed.data), 201);
  });

  routes.delete('/__sandbox/faults', (c) => {
    ctx.faults.clear();
    return c.json({ cleared: true });
  });

  routes.delete('/__sandbox/faults/:id', (c) => {
    if (!ctx.faults.remove(Number(c.req.param('id')))) fail(404, 'No fault has this id.');
    return c.json({ cleared: true });
  });

  // An editor's change to one CMS entry: PUT { fields } replaces or adds it, { fields: null } deletes it.
  routes.put('/__sandbox/cms/:partner/:set/:slug', async (c) => {
    const { partner, set, slug } = c.req.param();
    if (!findPartner(partner)) fail(404, `Unknown partner "${partner}".`);
    const parsed = cmsEditSchema.safeParse(await readJson(c));
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    ctx.cmsEdits.put(partner, set, slug, parsed.data.fields);
    return c.json({ saved: true });
  });

  routes.delete('/__sandbox/cms', (c) => {
    ctx.cmsEdits.clear();
    return c.json({ cleared: true });
  });

  routes.post('/__sandbox/reset', (c) => {
    const started = performance.now();
    ctx.reseed();
    ctx.faults.clear();
    ctx.throttle.clear();
    return c.json({ reset: true, ms: Math.round(performance.now() - started) });
  });

  routes.delete('/__sandbox/throttle', (c) => {
    ctx.throttle.clear();
    return c.json({ cleared: true });
  });

  // A member of its own for a test (lockout, recovery, credential fixing) instead of a shared demo one.
  routes.post('/__sandbox/members', async (c) => {
    const parsed = freshMemberSchema.safeParse(await readJson(c));
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    const { role: roleName, email, password = demoPassword, withActivity, cardCount } = parsed.data;
    const partner = findPartner(parsed.data.partner);
    if (!partner) fail(400, 'Unknown partner.');
    const created = inTransaction(ctx.db, () => {
      const identity = freshIdentity(ctx.db, partner, email, password);
      const seedDay = seedDayFor(ctx.now());
      const { member, role } = freshMember(partner, roleName, identity, seedDay);
      const memberId = insertMember(ctx.db, member);
      const cards = insertSeedCards(
        ctx.db,
        memberId,
        cardCount === undefined ? seedCards(role) : countedCards(cardCount, partner.features.cardTypesAccepted),
        ctx.now(),
      );
      if (partner.features.hasPartnerLoadedCards && role.memberType === 'EnrolledCardMember') insertPartnerCards(ctx.db, partner, memberId);
      // A new card member holds the new-member bonus the site promised (issue #25); with activity it
      // comes with the demo history's bonuses.
      if (!withActivity && role.role === 'card') insertNewMemberBonus(ctx.db, memberId, partner, ctx.now());
      if (withActivity) {
        const city = homeMetroFor(partner, role).city;
        const local = ctx.catalog.all.filter((merchant) => merchant.address.city === city);
        insertHistory(ctx.db, memberId, {
          partner,
          role,
          merchants: local.length > 0 ? local : ctx.catalog.all,
          cardTails: cards.map((card) => card.lastFour),
          seedDay,
          email: member.email,
        });
      }
      return member;
    });
    return c.json(
      { publicId: created.publicId, email: created.email, partnerNumber: created.partnerNumber, password: created.password },
      201,
    );
  });

  routes.get('/__sandbox/members', (c) => {
    const slug = c.req.query('partner') ?? 'delta';
    const partner = findPartner(slug);
    if (!partner) fail(404, `Unknown partner "${slug}".`);
    return c.json({
      partner: slug,
      password: demoPassword,
      members: rolesFor(partner).map((role) => ({
        role: role.role,
        email: demoEmail(partner, role.role),
        partnerNumber: partner.enrollmentType === 'direct' ? partnerNumberFor(partner, role) : null,
        publicId: publicIdFor(partner, role.role),
        canSignIn: role.hasWebProfile,
        memberType: role.memberType,
        tierLevel: role.tierLevel,
        summary: role.summary,
      })),
    });
  });

  return routes;
}
