// Joining and getting in (spec 000 §4, §7; spec 001 §4; docs/api.md "Enrollment and recovery",
// "Session and CSRF"): email and ZIP checks, prospect registration and capture, activation, sign-in
// (direct and the sso stand-in), credential recovery and fixing, and re-enrollment of a closed account.
// Answers are tolerant (CONTRACTS §4): a field the spec does not name has a default here, which
// docs/api.md lists; the spec names `isValid` only, and sign-in and recovery have no path in it.
import { z } from 'zod/mini';
import { captchaFieldsSchema } from './captcha.ts';
import { cardRegistrationResultSchema } from './cards.ts';
import { errorBodySchema } from './errors.ts';
import { knownMemberSchema, memberSchema } from './member.ts';
import { isoDateSchema, openEnum, withDefault } from './tolerant.ts';

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

/**
 * What a sign-in answers with its session cookies (also registration and credential fixing). The
 * spec names no field (000 §7 registration "success returns JSON"): the cookies are the sign-in, and
 * the pages read the member with GET /api/Member and the expiry from the session_expiry cookie.
 */
export const signedInSchema = z.object({
  /** The signed-in member; null when absent. */
  member: withDefault(z.nullable(memberSchema), null),
  /** The session's expiry in epoch milliseconds, as the session_expiry cookie; null when absent. */
  expiresAt: withDefault(z.nullable(z.number()), null),
});
export type SignedIn = z.infer<typeof signedInSchema>;

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

export const signInRequestSchema = z.object({
  emailOrPartnerNumber: z.string(),
  /** Truncated to 56 characters. */
  password: z.string(),
  /** 90-day session instead of 15 minutes. */
  rememberMe: z.optional(z.boolean()),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** 429: the 5th failure in a row locks the account for 30 minutes. */
export const lockedOutSchema = z.extend(errorBodySchema, { lockedUntil: isoDateSchema });
export type LockedOut = z.infer<typeof lockedOutSchema>;

/** Every 429 of sign-in and credential fixing, as the forms read it: the account's lockout carries
 *  `lockedUntil` (null when absent), the per-client throttle `code: "Throttled"` and no lockedUntil. */
export const tooManyAttemptsSchema = z.extend(errorBodySchema, { lockedUntil: withDefault(z.nullable(isoDateSchema), null) });
export type TooManyAttempts = z.infer<typeof tooManyAttemptsSchema>;

/** 403 from POST /api/Login on sso and none partners; sso partners name their sign-in (null when
 *  absent: a plain refusal, as a CSRF 403). */
export const signInElsewhereSchema = z.extend(errorBodySchema, { ssoLoginUrl: withDefault(z.nullable(z.string()), null) });
export type SignInElsewhere = z.infer<typeof signInElsewhereSchema>;

/** 409 from sign-in: `code: "FixCredentials"` says an email update is required before signing in
 *  (→ /fix_credentials). Another code, or none (null), is another conflict: the form shows the message. */
export const credentialFixRequiredSchema = z.extend(errorBodySchema, { code: withDefault(z.nullable(openEnum(['FixCredentials'])), null) });
export type CredentialFixRequired = z.infer<typeof credentialFixRequiredSchema>;

/** The sso stand-in's sign-in page: where the site's /Login sends the browser. */
export const ssoSignInPageQuerySchema = z.object({ returnUrl: z.optional(z.string()) });
export type SsoSignInPageQuery = z.infer<typeof ssoSignInPageQuerySchema>;

/** The stand-in page's form (application/x-www-form-urlencoded); it carries its own CSRF token. */
export const ssoSignInFormSchema = z.object({
  csrfToken: z.string(),
  returnUrl: z.optional(z.string()),
  email: z.string(),
  password: z.string(),
  rememberMe: z.optional(z.literal('true')),
});
export type SsoSignInForm = z.infer<typeof ssoSignInFormSchema>;

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

export const credentialFixSchema = z.object({
  emailOrPartnerNumber: z.string(),
  password: z.string(),
  newEmail: z.string(),
});
export type CredentialFix = z.infer<typeof credentialFixSchema>;

/** The closed account is an active EnrolledCardMember again. */
export const reenrollmentResultSchema = z.extend(cardRegistrationResultSchema, {
  /** Not named by the spec (re-enrollment has no path there); null when absent: the page reads the member again. */
  member: withDefault(z.nullable(memberSchema), null),
});
export type ReenrollmentResult = z.infer<typeof reenrollmentResultSchema>;
