// Prospect email flow calls (spec 000 §4 "Prospect email flow", §7; docs/api.md "Enrollment").
import { validationResultAnswer } from './answers/validationResult.ts';
import { api, readAnswerLater } from './client.ts';
import { captureProspect as captureProspectCall, validateEmail as validateEmailCall } from './contract/calls.ts';
import type { EmailValidationQuery, ProspectCapture, ValidationResult } from './contract/enrollment.ts';

/**
 * GET /api/Members/Validate/Email, usePpn only when present; redirects manual and a redirect counts as
 * success (spec 000 §7), answered as null because it carries no verdict. Rejects with ApiError
 * (status) or a ReadError when the answer has no readable isValid.
 * isValid true: no member has this email (go to enrollment); false: taken (go to sign-in).
 */
export async function validateEmail(email: string, usePpn?: boolean | string): Promise<ValidationResult | null> {
  const query: EmailValidationQuery = usePpn === undefined ? { email } : { email, usePpn };
  const answer = await api(validateEmailCall, { query, redirect: 'manual' });
  return answer === undefined ? null : readAnswerLater(validateEmailCall, validationResultAnswer, answer);
}

/** POST /api/Members/Prospects/Capture (CSRF, captcha): docs/api.md's path for the spec's "not shown"
 *  one. Its answer is not read: the outcome does not change the navigation (spec 000 §7). */
export async function captureProspect(email: string, captchaToken: string): Promise<void> {
  const body: ProspectCapture = { email, 'g-recaptcha-response': captchaToken };
  await api(captureProspectCall, { body });
}
