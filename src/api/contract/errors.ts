// The two error bodies every call may answer (docs/api.md "Conventions"): `{ message, code? }`, and
// for invalid input 400 `{ errors: { field: [messages] }, message }` with nested fields dotted
// (`address.zipCode`). Calls add their own keys to the first (e.g. `lockedUntil`, `ssoLoginUrl`).
// The spec names no field of an error body: a page that reads one takes '' for a missing message and
// shows its own copy (the form kit skips an empty message).
import { z } from 'zod/mini';
import { withDefault } from './tolerant.ts';

export const errorBodySchema = z.object({
  message: withDefault(z.string(), ''),
  /** A machine-readable reason where the message is not enough, e.g. "Overlap", "FixCredentials". */
  code: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field path (dotted for nested fields) → its messages, in the order the rules failed. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const fieldErrorsBodySchema = z.object({
  errors: fieldErrorsSchema,
  message: z.string(),
});
export type FieldErrorsBody = z.infer<typeof fieldErrorsBodySchema>;
