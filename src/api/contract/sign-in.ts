// Signing in (spec 000 §5, §7; docs/api.md "Session and CSRF"): direct sign-in, what a sign-in
// answers (also registration and credential fixing), its refusals as the forms read them, and the
// credential fix. Sign-in has no path in the spec: its answers are tolerant (CONTRACTS §4).
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { memberSchema } from './member.ts';
import { isoDateSchema, openEnum, withDefault } from './tolerant.ts';

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

export const credentialFixSchema = z.object({
  emailOrPartnerNumber: z.string(),
  password: z.string(),
  newEmail: z.string(),
});
export type CredentialFix = z.infer<typeof credentialFixSchema>;
