// Joining calls (spec 000 §3 "Prospect registration payload", §7; spec 001 §5 ZIP check; docs/api.md
// "Enrollment and recovery"): the ZIP check of the join form and the prospect registration. Answers
// are read against the contract's generated shapes (answers.generated.ts), so no zod reaches the browser.
import { signedInAnswer } from './answers/signedIn.ts';
import { validationResultAnswer } from './answers/validationResult.ts';
import { api, readAnswerLater } from './client.ts';
import { registerProspect as registerProspectCall, validateZip as validateZipCall } from './contract/calls.ts';
import type { ProspectRegistration, SignedIn, ZipValidationQuery } from './contract/enrollment.ts';

/**
 * GET /api/Members/Validate/Zip: whether the five digits are a US ZIP code. Redirects manual: a
 * redirect carries no verdict and counts as valid (spec 001 §7 "a redirect status counts as OK"), so
 * the backend decides when the form is sent. Rejects with ApiError, or a ReadError for an answer
 * without a readable isValid.
 */
export async function validateZip(zip: string): Promise<boolean> {
  const query: ZipValidationQuery = { zip };
  const answer = await api(validateZipCall, { query, redirect: 'manual' });
  return answer === undefined || (await readAnswerLater(validateZipCall, validationResultAnswer, answer)).isValid;
}

/**
 * POST /api/Members/Prospects (CSRF, captcha; redirects manual, spec 000 §7): the new member is signed
 * in as a NonCardMember. "Success returns JSON" names no field: every field has its default, and a
 * redirect resolves to undefined. Rejects with ApiError whose body holds the 400 field errors.
 */
export async function registerProspect(registration: ProspectRegistration): Promise<SignedIn | undefined> {
  const answer = await api(registerProspectCall, { body: registration, redirect: 'manual' });
  return answer === undefined ? undefined : readAnswerLater(registerProspectCall, signedInAnswer, answer);
}
