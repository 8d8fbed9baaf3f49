// Recent activity: paged transactions and statement credits, the dine summary, the statement-credit
// balance and review statuses.
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { paged, parseQuery, positiveIntQuery } from '../http.ts';
import { requireMember } from '../session.ts';

const pageQuery = z.object({
  pageNo: positiveIntQuery('pageNo', 1, 100_000),
  // Activity page size 10 (spec 001 §9).
  resultsPerPage: positiveIntQuery('resultsPerPage', 10, 100),
});

interface ActivityRow {
  id: number;
  kind: 'transaction' | 'credit';
  occurred_at: number;
  data: string;
}

/** Transactions carry transactionCreatedAt, credits createdAt; both carry `date` for one ordering. */
function activityView(row: ActivityRow) {
  const date = new Date(row.occurred_at).toISOString();
  const { reviewCompleted: _review, ...data } = JSON.parse(row.data) as Record<string, unknown>;
  return row.kind === 'transaction'
    ? { id: row.id, kind: row.kind, date, transactionCreatedAt: date, ...data }
    : { id: row.id, kind: row.kind, date, createdAt: date, ...data };
}

export function activityRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  function page(memberId: number, kinds: readonly string[], pageNo: number, size: number) {
    const placeholders = kinds.map(() => '?').join(', ');
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM activity WHERE member_id = ? AND kind IN (${placeholders})`).get(memberId, ...kinds) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT id, kind, occurred_at, data FROM activity WHERE member_id = ? AND kind IN (${placeholders}) ORDER BY occurred_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(memberId, ...kinds, size, (pageNo - 1) * size) as unknown as ActivityRow[];
    return paged(rows.map(activityView), total, pageNo, size);
  }

  routes.get('/api/Member/Transactions', (c) => {
    const member = requireMember(c, ctx);
    const { pageNo, resultsPerPage } = parseQuery(c, pageQuery);
    return c.json(page(member.id, ['transaction'], pageNo, resultsPerPage));
  });

  routes.get('/api/Member/TransactionsStatementCredits', (c) => {
    const member = requireMember(c, ctx);
    const { pageNo, resultsPerPage } = parseQuery(c, pageQuery);
    return c.json(page(member.id, ['transaction', 'credit'], pageNo, resultsPerPage));
  });

  routes.get('/api/Member/DineSummary', (c) => {
    const member = requireMember(c, ctx);
    const yearStart = Date.UTC(new Date().getUTCFullYear(), 0, 1);
    const rows = ctx.db
      .prepare("SELECT data FROM activity WHERE member_id = ? AND kind = 'transaction' AND occurred_at >= ?")
      .all(member.id, yearStart) as { data: string }[];
    const earned = rows
      .map((r) => JSON.parse(r.data) as { awardStatus: string; benefitAmount: number })
      .filter((t) => t.awardStatus === 'Awarded' || t.awardStatus === 'Paid');
    const benefits = earned.reduce((sum, t) => sum + t.benefitAmount, 0);
    return c.json({ currentYearBenefits: Math.round(benefits * 100) / 100, currentYearDines: earned.length });
  });

  routes.get('/api/Member/StatementCreditBalance', (c) => {
    const member = requireMember(c, ctx);
    // Cash earned but not yet paid out; $20 or more is paid as a statement credit (spec 001 §9).
    const rows = ctx.db
      .prepare("SELECT data FROM activity WHERE member_id = ? AND kind = 'transaction'")
      .all(member.id) as { data: string }[];
    const currency = c.get('partner').currencyType;
    const awarded =
      currency === 'Dollar' || currency === 'Credit'
        ? rows.map((r) => JSON.parse(r.data) as { awardStatus: string; benefitAmount: number }).filter((t) => t.awardStatus === 'Awarded')
        : [];
    const balance = awarded.reduce((sum, t) => sum + t.benefitAmount, 0) % 20;
    return c.json({ memberBalance: Math.round(balance * 100) / 100 });
  });

  routes.get('/api/reviews/status', (c) => {
    const member = requireMember(c, ctx);
    const ids = (c.req.queries('txnId') ?? []).flatMap((v) => v.split(',')).map(Number).filter(Number.isInteger);
    if (ids.length === 0) return c.json([]);
    const rows = ctx.db
      .prepare(`SELECT id, data FROM activity WHERE member_id = ? AND kind = 'transaction' AND id IN (${ids.map(() => '?').join(', ')})`)
      .all(member.id, ...ids) as { id: number; data: string }[];
    return c.json(rows.map((r) => ({ id: r.id, completed: (JSON.parse(r.data) as { reviewCompleted?: boolean }).reviewCompleted === true })));
  });

  return routes;
}
