// Bonus registration: an Eligible bonus becomes Enrolled (spec 001 §4 Bonuses).
import { Hono } from 'hono';
import type { BonusRegistration } from '../../../src/api/contract/bonuses.ts';
import { registerBonus } from '../../../src/api/contract/calls.ts';
import type { BonusStatus } from '../../../src/api/contract/member.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { fail, routeOf } from '../http.ts';
import { requireMember } from '../session.ts';

export function bonusRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routeOf(registerBonus), (c) => {
    const member = requireMember(c, ctx);
    const code = c.req.param('code').toUpperCase();
    const bonus = ctx.db.prepare('SELECT status FROM bonuses WHERE member_id = ? AND code = ?').get(member.id, code) as
      { status: BonusStatus } | undefined;
    if (!bonus) fail(404, 'This bonus is not available to your account.');
    if (bonus.status !== 'Eligible') fail(409, 'You are already registered for this bonus.', { code, bonusStatus: bonus.status });
    ctx.db.prepare("UPDATE bonuses SET status = 'Enrolled' WHERE member_id = ? AND code = ?").run(member.id, code);
    return c.json({ code, bonusStatus: 'Enrolled', message: 'Registered for bonus.' } satisfies BonusRegistration);
  });

  return routes;
}
