// Recent activity and bonuses (spec 001 §3 "Activity record", "Dine summary", "Credit balance",
// "Review status", §7; docs/api.md "Activity and bonuses").
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { bonusStatusSchema } from './member.ts';
import { pagedSchema } from './paging.ts';

/** Only positive values are sent (spec 001 §7); defaults 1 and 10, at most 100 per page. */
export const activityPageQuerySchema = z.object({
  pageNo: z.optional(z.int()),
  resultsPerPage: z.optional(z.int()),
});
export type ActivityPageQuery = z.infer<typeof activityPageQuerySchema>;

export const awardStatusSchema = z.enum(['Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred']);
export type AwardStatus = z.infer<typeof awardStatusSchema>;

/** M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle (spec 001 §3). */
export const sourceCodeSchema = z.enum(['S', 'M', 'A', 'B', 'J', '+']);
export type SourceCode = z.infer<typeof sourceCodeSchema>;

/** A dine: `date` (ISO) orders transactions and credits on one timeline. */
export const transactionSchema = z.object({
  id: z.int(),
  kind: z.literal('transaction'),
  date: z.string(),
  transactionCreatedAt: z.string(),
  merchantId: z.int(),
  merchantName: z.string(),
  sourceTransactionId: z.string(),
  /** The dine amount in dollars. */
  ticketAmount: z.number(),
  /** Currency units: miles or points, or dollars for Dollar and Credit partners. */
  benefitAmount: z.number(),
  cardLastFour: z.string(),
  awardStatus: awardStatusSchema,
  transactionType: z.enum(['settle', 'manual']),
  sourceCode: sourceCodeSchema,
  activeMerchant: z.boolean(),
  paidAt: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const payoutStatusSchema = z.enum(['pending', 'pending_received', 'completed', 'rejected', 'error']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const statementCreditSchema = z.object({
  id: z.int(),
  kind: z.literal('credit'),
  date: z.string(),
  createdAt: z.string(),
  creditId: z.string(),
  creditAmountCents: z.int(),
  targetType: z.enum(['card', 'other']),
  targetLabel: z.string(),
  benefitProcessor: z.enum(['MasterCard', 'Visa', 'Tremendous', 'XXXX']),
  delivery: z.enum(['Card', 'Email']),
  status: payoutStatusSchema,
});
export type StatementCredit = z.infer<typeof statementCreditSchema>;

export const activityEntrySchema = z.discriminatedUnion('kind', [transactionSchema, statementCreditSchema]);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const transactionPageSchema = pagedSchema(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const activityPageSchema = pagedSchema(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** Awarded and Paid dines this calendar year. */
export const dineSummarySchema = z.object({
  currentYearBenefits: z.number(),
  currentYearDines: z.int(),
});
export type DineSummary = z.infer<typeof dineSummarySchema>;

/** Dollars below 20 ($20 or more is paid as a statement credit); 0 for mile and point partners. */
export const creditBalanceSchema = z.object({ memberBalance: z.number() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** `txnId` repeated per id (spec 001 §7); comma-separated also works. */
export const reviewStatusQuerySchema = z.object({ txnId: z.array(z.int()) });
export type ReviewStatusQuery = z.infer<typeof reviewStatusQuerySchema>;

export const reviewStatusSchema = z.object({ id: z.int(), completed: z.boolean() });
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewStatusListSchema = z.array(reviewStatusSchema);
export type ReviewStatusList = z.infer<typeof reviewStatusListSchema>;

export const bonusRegistrationSchema = z.object({
  code: z.string(),
  bonusStatus: z.literal('Enrolled'),
  message: z.string(),
});
export type BonusRegistration = z.infer<typeof bonusRegistrationSchema>;

/** 409: the bonus is already Enrolled or Qualified. */
export const bonusTakenSchema = z.extend(errorBodySchema, { code: z.string(), bonusStatus: bonusStatusSchema });
export type BonusTaken = z.infer<typeof bonusTakenSchema>;
