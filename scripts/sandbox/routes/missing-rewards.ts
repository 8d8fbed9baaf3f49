// The rules of a missing-reward claim (POST /api/Member/MissingRewards, issue #25): its body, the
// spec's 10-day wait (001 §9) and its throttle, per client and per account (docs/api.md "Throttling").
import type { Context } from 'hono';
import { z } from 'zod';
import { type MissingRewardClaimRequest, missingRewardNoteMax } from '../../../src/api/contract/activity.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { accepting, optionalTextField } from '../http.ts';
import { clientOf, failThrottled, type ThrottleLimit } from '../throttle.ts';

const day = 86_400_000;
const minutes = 60_000;

/** Spec 001 §9: a missing reward can be reported if more than 10 days have passed since purchase. */
export const missingRewardWaitDays = 10;

export const missingRewardClaimSchema = accepting<MissingRewardClaimRequest>()(
  z.object({
    transactionId: z.union([z.string().trim().min(1, 'Transaction id is required.').max(40), z.number().int().positive()], {
      error: 'Transaction id is required.',
    }),
    note: optionalTextField('Note', missingRewardNoteMax),
  }),
);

/** Too soon: 10 days (of 24 hours) or less since the purchase. */
export const tooEarlyToClaim = (purchasedAt: number, now: number): boolean => now - purchasedAt <= missingRewardWaitDays * day;

/** Attempts (answered or refused) one client, and one account, may make per window. */
export const missingRewardLimits = {
  client: { max: 20, windowMs: 10 * minutes },
  account: { max: 10, windowMs: 60 * minutes },
} as const satisfies Record<string, ThrottleLimit>;

/** Refuses with 429 once the client or the account used up its window; otherwise counts one attempt against both. */
export function limitMissingRewardClaims(c: Context<ApiEnv>, ctx: SandboxContext, memberId: number): void {
  const slug = c.get('partner').slug;
  const keys = [
    [`${slug}:${clientOf(c)}:missingReward`, missingRewardLimits.client],
    [`${slug}:member:${memberId}:missingReward`, missingRewardLimits.account],
  ] as const;
  for (const [key, limit] of keys) {
    const wait = ctx.throttle.retryAfter(key, limit);
    if (wait !== null) failThrottled(wait);
  }
  for (const [key, limit] of keys) ctx.throttle.count(key, limit);
}
