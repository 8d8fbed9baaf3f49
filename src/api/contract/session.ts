// The session (spec 000 §4 "Session", §7; docs/api.md "Session and CSRF"): the CSRF token, sign-out
// and the cookies that carry the session and its expiry.
import { z } from 'zod/mini';
import { withDefault } from './tolerant.ts';

/** Every POST, PUT and DELETE, and the GETs marked `csrf`, send the token from GET /api/CSRF here. */
export const csrfHeader = 'X-CSRF-Token';
export type CsrfHeader = typeof csrfHeader;

/** Readable by the page: the member session's expiry in epoch milliseconds; absent when signed out. */
export const sessionExpiryCookie = 'session_expiry';
export type SessionExpiryCookie = typeof sessionExpiryCookie;

/** HttpOnly session id, one per partner so partners on one host don't overwrite each other. */
export const sessionCookieName = (partner: string): `session-${string}` => `session-${partner}`;

/** Spec 000 §7 "returns csrfToken": required. */
export const csrfTokenSchema = z.object({ csrfToken: z.string() });
export type CsrfToken = z.infer<typeof csrfTokenSchema>;

/** Spec 000 §7 "response read as JSON" names no field: `signedOut` defaults to true (the answer came). */
export const signOutResultSchema = z.object({ signedOut: withDefault(z.boolean(), true) });
export type SignOutResult = z.infer<typeof signOutResultSchema>;
