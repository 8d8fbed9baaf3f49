// The member record: read, update and the known-visitor look-up.
import { Hono } from 'hono';
import { getKnownMember, getMember, updateMember } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { fail, parseJson, routeOf } from '../http.ts';
import { memberUpdateSchema, profileChanges } from '../profile-update.ts';
import { extendMemberSession, reloadMember, requireMember } from '../session.ts';
import { findMemberById, findMemberByPublicId, knownMemberView, memberView, updateProfileFields } from '../store/members.ts';
import { inTransaction } from '../db.ts';

export function memberRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routeOf(getMember), (c) => {
    const member = requireMember(c, ctx);
    extendMemberSession(c, ctx);
    return c.json(memberView(ctx.db, member, c.get('partner')));
  });

  // The body first, then the read-modify-write in one transaction, writing only the changed fields:
  // a card linked while the body was arriving is not undone (docs/api.md "Conventions", writes).
  routes.put(routeOf(updateMember), async (c) => {
    requireMember(c, ctx);
    const partner = c.get('partner');
    const body = await parseJson(c, memberUpdateSchema);
    const updated = inTransaction(ctx.db, () => {
      const member = reloadMember(c, ctx);
      updateProfileFields(ctx.db, member.id, profileChanges(body, member, partner));
      return findMemberById(ctx.db, member.id) ?? member;
    });
    return c.json(memberView(ctx.db, updated, partner));
  });

  // Registered last: the single-segment pattern would otherwise shadow /api/Member/Cards and friends.
  routes.get(routeOf(getKnownMember), (c) => {
    const member = findMemberByPublicId(ctx.db, c.get('partner').slug, c.req.param('publicId'));
    if (!member) fail(404, 'No member matches this link.');
    return c.json(knownMemberView(member));
  });

  return routes;
}
