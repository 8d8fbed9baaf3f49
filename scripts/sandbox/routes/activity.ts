// Recent activity: paged transactions and statement credits, the dine summary, the statement-credit
// balance, review statuses and missing-reward claims (issue #25).
import { Hono } from 'hono';
import { z } from 'zod';
// What the sandbox sends is what a backend may send (the contract's input types: number ids, its extras).
import {
  type ActivityEntryInput,
  type ActivityPageInput,
  type ActivityPageQuery,
  type CreditBalance,
  type DineSummary,
  type MissingRewardClaimInput,
  type ReviewStatusList,
  type ReviewStatusQuery,
  type TransactionInput,
  type TransactionPageInput,
} from '../../../src/api/contract/activity.ts';
import {
  claimMissingReward,
  getActivity,
  getCreditBalance,
  getDineSummary,
  getReviewStatuses,
  getTransactions,
} from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { inTransaction } from '../db.ts';
import { acceptingQuery, fail, paged, parseJson, parseQuery, positiveIntQuery, routeOf } from '../http.ts';
import type { StoredCredit, StoredTransaction } from '../seed/activity.ts';
import { reloadMember, requireMember } from '../session.ts';
import { limitMissingRewardClaims, missingRewardClaimSchema, tooEarlyToClaim } from './missing-rewards.ts';

const pageQuery = acceptingQuery<ActivityPageQuery>()(
  z.object({
    pageNo: positiveIntQuery('pageNo', 1, 100_000),
    // Activity page size 10 (spec 001 §9).
    resultsPerPage: positiveIntQuery('resultsPerPage', 10, 100),
  }),
);

type ActivityRow = { id: number; occurred_at: number; data: string } & ({ kind: 'transaction' } | { kind: 'credit' });

/** Transactions carry transactionCreatedAt, credits createdAt; both carry `date` for one ordering. */
function activityView(row: ActivityRow): ActivityEntryInput {
  const date = new Date(row.occurred_at).toISOString();
  if (row.kind === 'credit') return { id: row.id, kind: row.kind, date, createdAt: date, ...(JSON.parse(row.data) as StoredCredit) };
  const { reviewCompleted: _review, missingRewardNote: _note, ...data } = JSON.parse(row.data) as StoredTransaction;
  return {
    id: row.id,
    kind: row.kind,
    date,
    transactionCreatedAt: date,
    ...data,
    missingRewardClaimedAt: data.missingRewardClaimedAt ?? null,
  };
}

export function activityRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  function page(memberId: number, kinds: readonly ActivityRow['kind'][], pageNo: number, size: number): ActivityPageInput {
    const placeholders = kinds.map(() => '?').join(', ');
    const total = (
      ctx.db.prepare(`SELECT COUNT(*) AS n FROM activity WHERE member_id = ? AND kind IN (${placeholders})`).get(memberId, ...kinds) as {
        n: number;
      }
    ).n;
    const rows = ctx.db
      .prepare(
        `SELECT id, kind, occurred_at, data FROM activity WHERE member_id = ? AND kind IN (${placeholders}) ORDER BY occurred_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(memberId, ...kinds, size, (pageNo - 1) * size) as unknown as ActivityRow[];
    return paged(rows.map(activityView), total, pageNo, size);
  }

  routes.get(routeOf(getTransactions), (c) => {
    const member = requireMember(c, ctx);
    const { pageNo, resultsPerPage } = parseQuery(c, pageQuery);
    const transactions = page(member.id, ['transaction'], pageNo, resultsPerPage);
    return c.json({
      ...transactions,
      data: transactions.data.filter((entry): entry is TransactionInput => entry.kind === 'transaction'),
    } satisfies TransactionPageInput);
  });

  routes.get(routeOf(getActivity), (c) => {
    const member = requireMember(c, ctx);
    const { pageNo, resultsPerPage } = parseQuery(c, pageQuery);
    return c.json(page(member.id, ['transaction', 'credit'], pageNo, resultsPerPage));
  });

  routes.get(routeOf(getDineSummary), (c) => {
    const member = requireMember(c, ctx);
    const yearStart = Date.UTC(new Date(ctx.now()).getUTCFullYear(), 0, 1);
    const rows = ctx.db
      .prepare("SELECT data FROM activity WHERE member_id = ? AND kind = 'transaction' AND occurred_at >= ?")
      .all(member.id, yearStart) as { data: string }[];
    const earned = rows
      .map((r) => JSON.parse(r.data) as StoredTransaction)
      .filter((t) => t.awardStatus === 'Awarded' || t.awardStatus === 'Paid');
    const benefits = earned.reduce((sum, t) => sum + t.benefitAmount, 0);
    return c.json({ currentYearBenefits: Math.round(benefits * 100) / 100, currentYearDines: earned.length } satisfies DineSummary);
  });

  routes.get(routeOf(getCreditBalance), (c) => {
    const member = requireMember(c, ctx);
    // Cash earned but not yet paid out; $20 or more is paid as a statement credit (spec 001 §9).
    const rows = ctx.db.prepare("SELECT data FROM activity WHERE member_id = ? AND kind = 'transaction'").all(member.id) as {
      data: string;
    }[];
    const currency = c.get('partner').currencyType;
    const awarded =
      currency === 'Dollar' || currency === 'Credit'
        ? rows.map((r) => JSON.parse(r.data) as StoredTransaction).filter((t) => t.awardStatus === 'Awarded')
        : [];
    const balance = awarded.reduce((sum, t) => sum + t.benefitAmount, 0) % 20;
    return c.json({ memberBalance: Math.round(balance * 100) / 100 } satisfies CreditBalance);
  });

  routes.get(routeOf(getReviewStatuses), (c) => {
    const member = requireMember(c, ctx);
    // A transaction's id, or its sourceTransactionId: the spec-minimal mode's rows carry no id
    // (minimal.ts), so its clients ask by that; each status answers with the id it was asked by.
    const asked = (c.req.queries('txnId' satisfies keyof ReviewStatusQuery) ?? []).flatMap((v) => v.split(',')).filter(Boolean);
    const ids = asked.map(Number).filter(Number.isInteger);
    if (asked.length === 0) return c.json([] satisfies ReviewStatusList);
    const list = (values: readonly unknown[]) => values.map(() => '?').join(', ');
    const rows = ctx.db
      .prepare(
        `SELECT id, json_extract(data, '$.sourceTransactionId') AS source, data FROM activity WHERE member_id = ? AND kind = 'transaction'
         AND (id IN (${list(ids)}) OR source IN (${list(asked)}))`,
      )
      .all(member.id, ...ids, ...asked) as { id: number; source: string; data: string }[];
    const askedIds = new Set(ids);
    const statuses: { id: number | string; completed: boolean }[] = rows.map((r) => ({
      id: askedIds.has(r.id) ? r.id : r.source,
      completed: (JSON.parse(r.data) as StoredTransaction).reviewCompleted,
    }));
    return c.json(statuses);
  });

  // Issue #25: a visit's missing reward reported, once per visit, more than 10 days after it (spec 001
  // §9). As the other member writes: CSRF (app-wide), 401 before the body is read, throttled per
  // client and per account (every attempt counts), the body read whole, then the member and the
  // visit read, checked and written in one transaction.
  routes.post(routeOf(claimMissingReward), async (c) => {
    const signedIn = requireMember(c, ctx);
    limitMissingRewardClaims(c, ctx, signedIn.id);
    const body = await parseJson(c, missingRewardClaimSchema);
    const claim = inTransaction(ctx.db, () => {
      const member = reloadMember(c, ctx);
      const asked = String(body.transactionId);
      const byId = /^\d{1,15}$/.test(asked) ? Number(asked) : -1;
      const row = ctx.db
        .prepare(
          `SELECT id, occurred_at, data FROM activity WHERE member_id = ? AND kind = 'transaction'
           AND (id = ? OR json_extract(data, '$.sourceTransactionId') = ?) ORDER BY id LIMIT 1`,
        )
        .get(member.id, byId, asked) as { id: number; occurred_at: number; data: string } | undefined;
      if (!row) fail(404, 'This visit is not in your activity.');
      const stored = JSON.parse(row.data) as StoredTransaction;
      if (stored.missingRewardClaimedAt) {
        fail(409, 'You already reported this visit. We will be in touch.', {
          code: 'AlreadyClaimed',
          claimedAt: stored.missingRewardClaimedAt,
        });
      }
      if (tooEarlyToClaim(row.occurred_at, ctx.now())) fail(409, tooEarlyMessage, { code: 'TooEarly', claimedAt: null });
      const claimedAt = new Date(ctx.now()).toISOString();
      const claimed: StoredTransaction = { ...stored, missingRewardClaimedAt: claimedAt, missingRewardNote: body.note };
      ctx.db.prepare('UPDATE activity SET data = ? WHERE id = ?').run(JSON.stringify(claimed), row.id);
      return { transactionId: row.id, claimedAt };
    });
    return c.json({
      ...claim,
      message: 'We received your report. We will look into it and be in touch.',
    } satisfies MissingRewardClaimInput);
  });

  return routes;
}

const tooEarlyMessage = 'A missing reward can be reported once more than 10 days have passed since the purchase.';
