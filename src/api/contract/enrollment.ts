// Joining and getting in (spec 000 §4, §7; spec 001 §4; docs/api.md "Enrollment and recovery",
// "Session and CSRF"): email and ZIP checks, prospect registration and capture, activation, sign-in
// (direct and the sso stand-in), credential recovery and fixing, and re-enrollment of a closed account.
import { z } from 'zod/mini';
import { captchaFieldsSchema } from './captcha.ts';
import { cardRegistrationResultSchema } from './cards.ts';
import { errorBodySchema } from './errors.ts';
import { knownMemberSchema, memberSchema } from './member.ts';

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

/** What a sign-in answers with its session cookies (also registration and credential fixing). */
export const signedInSchema = z.object({
  member: memberSchema,
  /** The session's expiry in epoch milliseconds, as the session_expiry cookie. */
  expiresAt: z.number(),
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

/** The member is now tier 2 and active. */
export const activationResultSchema = z.object({
  activated: z.literal(true),
  member: knownMemberSchema,
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
export const lockedOutSchema = z.extend(errorBodySchema, { lockedUntil: z.string() });
export type LockedOut = z.infer<typeof lockedOutSchema>;

/** 403 from POST /api/Login on sso and none partners; sso partners name their sign-in. */
export const signInElsewhereSchema = z.extend(errorBodySchema, { ssoLoginUrl: z.optional(z.string()) });
export type SignInElsewhere = z.infer<typeof signInElsewhereSchema>;

/** 409: an email update is required before signing in (→ /fix_credentials). */
export const credentialFixRequiredSchema = z.extend(errorBodySchema, { code: z.literal('FixCredentials') });
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

/** Recovery steps answer a message (202 for the request: the same whether or not an account matches). */
export const recoveryMessageSchema = z.object({ message: z.string() });
export type RecoveryMessage = z.infer<typeof recoveryMessageSchema>;

export const recoveryConfirmationSchema = z.object({
  emailOrPartnerNumber: z.string(),
  /** The emailed verification code (the sandbox's is always 123456). */
  code: z.string(),
});
export type RecoveryConfirmation = z.infer<typeof recoveryConfirmationSchema>;

export const recoveryConfirmedSchema = z.object({
  recoveryToken: z.string(),
  /** Masked: "c***@delta.example". */
  email: z.string(),
  partnerNumber: z.nullable(z.string()),
});
export type RecoveryConfirmed = z.infer<typeof recoveryConfirmedSchema>;

export const passwordResetSchema = z.object({
  recoveryToken: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const credentialFixSchema = z.object({
  emailOrPartnerNumber: z.string(),
  password: z.string(),
  newEmail: z.string(),
});
export type CredentialFix = z.infer<typeof credentialFixSchema>;

/** The closed account is an active EnrolledCardMember again. */
export const reenrollmentResultSchema = z.extend(cardRegistrationResultSchema, { member: memberSchema });
export type ReenrollmentResult = z.infer<typeof reenrollmentResultSchema>;
