// Credential recovery (spec 000 §5; docs/api.md "Enrollment and recovery"): the emailed code asked
// for and confirmed, the new password, and the refusal its form reads. No path in the spec: answers
// are tolerant (CONTRACTS §4).
import { z } from 'zod/mini';
import { captchaFieldsSchema } from './captcha.ts';
import { errorBodySchema } from './errors.ts';
import { withDefault } from './tolerant.ts';

export const recoveryRequestSchema = z.extend(captchaFieldsSchema, { emailOrPartnerNumber: z.string() });
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

/** Recovery steps answer a message (202 for the request: the same whether or not an account matches);
 *  no page shows it, so '' when absent. */
export const recoveryMessageSchema = z.object({ message: withDefault(z.string(), '') });
export type RecoveryMessage = z.infer<typeof recoveryMessageSchema>;

export const recoveryConfirmationSchema = z.object({
  emailOrPartnerNumber: z.string(),
  /** The emailed verification code (the sandbox's is always 123456). */
  code: z.string(),
});
export type RecoveryConfirmation = z.infer<typeof recoveryConfirmationSchema>;

export const recoveryConfirmedSchema = z.object({
  /** Required: the update step sends it back. */
  recoveryToken: z.string(),
  /** Masked: "c***@delta.example"; '' when absent. */
  email: withDefault(z.string(), ''),
  /** null when absent or the member has none. */
  partnerNumber: withDefault(z.nullable(z.string()), null),
});
export type RecoveryConfirmed = z.infer<typeof recoveryConfirmedSchema>;

export const passwordResetSchema = z.object({
  recoveryToken: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** A refused password update (400) as its form reads it: `errors.recoveryToken` (null when absent)
 *  says the recovery ran out of time; the form kit places the other field errors. */
export const passwordResetRefusedSchema = z.extend(errorBodySchema, {
  errors: withDefault(z.object({ recoveryToken: withDefault(z.nullable(z.array(z.string())), null) }), { recoveryToken: null }),
});
export type PasswordResetRefused = z.infer<typeof passwordResetRefusedSchema>;
