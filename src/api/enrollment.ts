// Joining calls (spec 000 §3 "Prospect registration payload", §7; spec 001 §5 ZIP check; docs/api.md
// "Enrollment and recovery"): the ZIP check of the join form and the prospect registration.
// Contract shapes as types only, so no zod reaches the browser.
import { api, asObject } from './client.ts';
import { registerProspect as registerProspectCall, validateZip as validateZipCall } from './contract/calls.ts';
import type { ProspectRegistration, SignedIn, ZipValidationQuery } from './contract/enrollment.ts';

/**
 * GET /api/Members/Validate/Zip: whether the five digits are a US ZIP code. Redirects manual: a
 * redirect carries no verdict and counts as valid (spec 001 §7 "a redirect status counts as OK"), so
 * the backend decides when the form is sent. Rejects with ApiError (or a TypeError for a garbled answer).
 */
export async function validateZip(zip: string): Promise<boolean> {
  const query: ZipValidationQuery = { zip };
  const answer = await api<unknown>(validateZipCall, { query, redirect: 'manual' });
  if (answer === undefined) return true;
  const { isValid } = asObject(answer, 'ZIP validation');
  if (typeof isValid !== 'boolean') throw new TypeError('Unexpected ZIP validation response');
  return isValid;
}

/**
 * POST /api/Members/Prospects (CSRF, captcha; redirects manual, spec 000 §7): the new member is signed
 * in as a NonCardMember. Rejects with ApiError whose body holds the 400 field errors.
 */
export function registerProspect(registration: ProspectRegistration): Promise<SignedIn | undefined> {
  return api<SignedIn | undefined>(registerProspectCall, { body: registration, redirect: 'manual' });
}
