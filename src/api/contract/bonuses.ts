// Bonus registration (spec 001 §4 "Bonuses", §7; docs/api.md "Activity and bonuses"): what a
// registration answers and the 409 of a bonus already taken, read tolerantly (CONTRACTS.md §4).
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { bonusStatusSchema } from './member.ts';
import { idSchema, withDefault } from './tolerant.ts';

/** The spec names nothing past "ok or failure" (001 §7): every field has a default. */
export const bonusRegistrationSchema = z.object({
  code: withDefault(z.nullable(idSchema), null),
  bonusStatus: withDefault(bonusStatusSchema, 'Enrolled'),
  message: withDefault(z.string(), ''),
});
export type BonusRegistration = z.infer<typeof bonusRegistrationSchema>;

/** 409: the bonus is already Enrolled or Qualified. The spec names no error body: the page reads
 *  only the status (409 counts as registered). */
export const bonusTakenSchema = z.extend(errorBodySchema, {
  code: withDefault(z.nullable(idSchema), null),
  bonusStatus: withDefault(z.nullable(bonusStatusSchema), null),
});
export type BonusTaken = z.infer<typeof bonusTakenSchema>;
