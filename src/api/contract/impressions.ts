// Analytics events (spec 000 §3 "Impression event", §7): failures are swallowed by the page.
import { z } from 'zod/mini';

/** The event's own fields plus the three every event carries. */
export const impressionEventSchema = z.looseObject({
  channel: z.literal('web'),
  /** ISO 8601. */
  dateTime: z.string(),
  userAgent: z.string(),
});
export type ImpressionEvent = z.infer<typeof impressionEventSchema>;

export const impressionBatchSchema = z.array(impressionEventSchema);
export type ImpressionBatch = z.infer<typeof impressionBatchSchema>;

export const impressionsReceivedSchema = z.object({ received: z.int() });
export type ImpressionsReceived = z.infer<typeof impressionsReceivedSchema>;
