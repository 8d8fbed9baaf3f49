// Joining (spec 000 §4, §7; spec 001 §4; docs/api.md "Enrollment and recovery"): the email and ZIP
// checks, prospect registration and capture, and activation. Answers are tolerant (CONTRACTS §4): a
// field the spec does not name has a default here, which docs/api.md lists; the spec names `isValid`
// only.
import { z } from 'zod/mini';
import { captchaFieldsSchema } from './captcha.ts';
import { knownMemberSchema } from './member.ts';
import { withDefault } from './tolerant.ts';

/** isValid true: no member has this email (go to enrollment); false: taken (go to sign-in). */
export const validationResultSchema = z.object({ isValid: z.boolean() });
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** `usePpn` only when present (spec 000 §7); the sandbox accepts and ignores it. */
export const emailValidationQuerySchema = z.object({
  email: z.string(),
  usePpn: z.optional(z.union([z.boolean(), z.string()])),
});
export type EmailValidationQuery = z.infer<typeof emailValidationQuerySchema>;

export const zipValidationQuerySchema = z.object({ zip: z.string() });
export type ZipValidationQuery = z.infer<typeof zipValidationQuerySchema>;

/** Spec 000 §3 "Prospect registration payload" with docs/api.md's fields (captcha-protected). */
export const prospectRegistrationSchema = z.extend(captchaFieldsSchema, {
  email: z.string(),
  /** 8 to 56 characters, a letter and a digit. */
  password: z.string(),
  passwordConfirm: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  zipCode: z.string(),
  partnerNumber: z.optional(z.nullable(z.string())),
  phoneNumber: z.optional(z.nullable(z.string())),
  smsOptIn: z.optional(z.boolean()),
  smsOptInV2: z.optional(z.boolean()),
  /** Default true. */
  emailOptIn: z.optional(z.boolean()),
});
export type ProspectRegistration = z.infer<typeof prospectRegistrationSchema>;

/** Spec 000 §3 "Form submission": the email and the captcha response. */
export const prospectCaptureSchema = z.extend(captchaFieldsSchema, { email: z.string() });
export type ProspectCapture = z.infer<typeof prospectCaptureSchema>;

export const prospectCapturedSchema = z.object({ captured: z.literal(true) });
export type ProspectCaptured = z.infer<typeof prospectCapturedSchema>;

export const activationRequestSchema = z.object({ publicId: z.string() });
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** The member is now tier 2 and active. Spec 000 §7 "JSON on success" names no field: a 200 is the
 *  activation (`activated` defaults to true, `member` to null). */
export const activationResultSchema = z.object({
  activated: withDefault(z.boolean(), true),
  member: withDefault(z.nullable(knownMemberSchema), null),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;
