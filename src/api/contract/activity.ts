// Recent activity (spec 001 §3 "Activity record", "Paged result", "Dine summary",
// "Credit balance", "Review status", §7; docs/api.md "Activity and bonuses"), read tolerantly
// (CONTRACTS.md §4, tolerant.ts): the fields the spec names are required, the sandbox's extras
// (`id`, `kind`, `date`, `sourceCode`, a credit's `createdAt` and `delivery`) are optional with the
// defaults written beside them, ids are strings, and the enums may grow.
import { z } from 'zod/mini';
import { pagedSchema } from './paging.ts';
import { errorBodySchema } from './errors.ts';
import { idSchema, isoDateSchema, openEnum, withDefault } from './tolerant.ts';

/** Only positive values are sent (spec 001 §7); defaults 1 and 10, at most 100 per page. */
export const activityPageQuerySchema = z.object({
  pageNo: z.optional(z.int()),
  resultsPerPage: z.optional(z.int()),
});
export type ActivityPageQuery = z.infer<typeof activityPageQuerySchema>;

export const awardStatuses = ['Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred'] as const;
/** A known award status (the spec's §4 display table), or one a newer backend added (shown neutrally). */
export const awardStatusSchema = openEnum(awardStatuses);
export type AwardStatus = z.infer<typeof awardStatusSchema>;
export type KnownAwardStatus = (typeof awardStatuses)[number];

/** M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle (spec 001 §3). */
export const sourceCodes = ['S', 'M', 'A', 'B', 'J', '+'] as const;
export const sourceCodeSchema = openEnum(sourceCodes);
export type SourceCode = z.infer<typeof sourceCodeSchema>;

export const transactionTypeSchema = openEnum(['settle', 'manual']);

/**
 * A dine as the answer carries it. `id` and `date` are not named by the spec: absent, the fetcher
 * (src/api/activity.ts) takes `sourceTransactionId` for the id (what the review statuses are asked
 * by) and `transactionCreatedAt` for the date.
 */
export const transactionSchema = z.object({
  /** Absent in a transactions-only answer and in the spec's records: a row without `creditId`. */
  kind: withDefault(z.literal('transaction'), 'transaction'),
  id: withDefault(z.nullable(idSchema), null),
  date: withDefault(z.nullable(isoDateSchema), null),
  transactionCreatedAt: isoDateSchema,
  /** Null for an adjustment without a merchant (no link then). */
  merchantId: z.nullable(idSchema),
  merchantName: z.string(),
  sourceTransactionId: idSchema,
  /** The dine amount in dollars. */
  ticketAmount: z.number(),
  /** Currency units: miles or points, or dollars for Dollar and Credit partners. */
  benefitAmount: z.number(),
  cardLastFour: z.nullable(z.string()),
  awardStatus: awardStatusSchema,
  transactionType: transactionTypeSchema,
  /** The spec lists the codes but names no field for them: null when absent (not shown). */
  sourceCode: withDefault(z.nullable(sourceCodeSchema), null),
  activeMerchant: z.boolean(),
  paidAt: z.nullable(isoDateSchema),
  /** Issue #25, not in the spec: when the member reported this visit's reward as missing
   *  (POST /api/Member/MissingRewards); absent or null: not reported. */
  missingRewardClaimedAt: withDefault(z.nullable(isoDateSchema), null),
});
/** A transaction as read, before the fetcher fills `id` and `date`. */
export type TransactionRecord = z.infer<typeof transactionSchema>;
/** A transaction as the product uses it: `id` and `date` always there (src/api/activity.ts). */
export type Transaction = Omit<TransactionRecord, 'id' | 'date'> & { id: string; date: string };
/** What a backend may send for a transaction (the sandbox answers this). */
export type TransactionInput = z.input<typeof transactionSchema>;

export const payoutStatuses = ['pending', 'pending_received', 'completed', 'rejected', 'error'] as const;
export const payoutStatusSchema = openEnum(payoutStatuses);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;
export type KnownPayoutStatus = (typeof payoutStatuses)[number];

export const benefitProcessors = ['MasterCard', 'Visa', 'Tremendous', 'XXXX'] as const;

/**
 * A statement credit as the answer carries it. `id`, `date`, `createdAt` and `delivery` are not
 * named by the spec: absent, the fetcher takes `creditId` for the id and `createdAt` for the date,
 * and a credit without either date shows without one, where the answer put it.
 */
export const statementCreditSchema = z.object({
  kind: withDefault(z.literal('credit'), 'credit'),
  id: withDefault(z.nullable(idSchema), null),
  date: withDefault(z.nullable(isoDateSchema), null),
  createdAt: withDefault(z.nullable(isoDateSchema), null),
  creditId: idSchema,
  creditAmountCents: z.number(),
  targetType: openEnum(['card', 'other']),
  targetLabel: z.string(),
  benefitProcessor: openEnum(benefitProcessors),
  delivery: withDefault(z.nullable(openEnum(['Card', 'Email'])), null),
  status: payoutStatusSchema,
});
export type StatementCreditRecord = z.infer<typeof statementCreditSchema>;
/** A credit as the product uses it: `id` always there, `date` when the answer gave one. */
export type StatementCredit = Omit<StatementCreditRecord, 'id' | 'date'> & { id: string; date: string | null };
export type StatementCreditInput = z.input<typeof statementCreditSchema>;

/** Either kind of row; without `kind`, a row with a `creditId` is a credit (tried first), any
 *  other a transaction. */
export const activityEntrySchema = z.union([statementCreditSchema, transactionSchema]);
export type ActivityEntryRecord = z.infer<typeof activityEntrySchema>;
export type ActivityEntry = Transaction | StatementCredit;
export type ActivityEntryInput = z.input<typeof activityEntrySchema>;

export const transactionPageSchema = pagedSchema(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export type TransactionPageInput = z.input<typeof transactionPageSchema>;

export const activityPageSchema = pagedSchema(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
export type ActivityPageInput = z.input<typeof activityPageSchema>;

/** Awarded and Paid dines this calendar year. */
export const dineSummarySchema = z.object({
  currentYearBenefits: z.number(),
  currentYearDines: z.number(),
});
export type DineSummary = z.infer<typeof dineSummarySchema>;

/** Dollars below 20 ($20 or more is paid as a statement credit); 0 for mile and point partners. */
export const creditBalanceSchema = z.object({ memberBalance: z.number() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** `txnId` repeated per id (spec 001 §7); comma-separated also works. */
export const reviewStatusQuerySchema = z.object({ txnId: z.array(idSchema) });
export type ReviewStatusQuery = z.infer<typeof reviewStatusQuerySchema>;

/** The id is the one it was asked by (a transaction's id, or its sourceTransactionId). */
export const reviewStatusSchema = z.object({ id: idSchema, completed: z.boolean() });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewStatusListSchema = z.array(reviewStatusSchema);
export type ReviewStatusList = z.infer<typeof reviewStatusListSchema>;
export type ReviewStatusListInput = z.input<typeof reviewStatusListSchema>;

/** Most characters a missing-reward note may have. */
export const missingRewardNoteMax = 500;

/**
 * POST /api/Member/MissingRewards (issue #25, not in the spec; docs/api.md "Activity and bonuses"):
 * the member reports a visit's reward as missing. The visit is one of theirs, named by its `id` (or
 * its `sourceTransactionId`); the note is optional.
 */
export const missingRewardClaimRequestSchema = z.object({
  transactionId: idSchema,
  /** At most missingRewardNoteMax characters. */
  note: z.optional(z.string()),
});
export type MissingRewardClaimRequest = z.input<typeof missingRewardClaimRequestSchema>;

/** The claim as recorded: the visit it is about and when; every field has a default (a 2xx is the outcome). */
export const missingRewardClaimSchema = z.object({
  transactionId: withDefault(z.nullable(idSchema), null),
  claimedAt: withDefault(z.nullable(isoDateSchema), null),
  message: withDefault(z.string(), ''),
});
export type MissingRewardClaim = z.infer<typeof missingRewardClaimSchema>;
export type MissingRewardClaimInput = z.input<typeof missingRewardClaimSchema>;

/** 409: the visit was already reported (`AlreadyClaimed`, with `claimedAt`), or it is too soon
 *  (`TooEarly`: spec 001 §9, more than 10 days must have passed since the purchase). */
export const missingRewardRefusedSchema = z.extend(errorBodySchema, {
  claimedAt: withDefault(z.nullable(isoDateSchema), null),
});
export type MissingRewardRefused = z.infer<typeof missingRewardRefusedSchema>;
