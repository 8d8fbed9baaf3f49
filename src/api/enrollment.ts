// Joining calls (spec 000 §3 "Prospect registration payload", §4 "Prospect email flow",
// "Activation", §7; spec 001 §5 ZIP check; docs/api.md "Enrollment and recovery"): the prospect
// email check and capture, the ZIP check of the join form, the prospect registration and activation.
// Answers are read against the contract's generated shapes (answers.generated.ts), so no zod
// reaches the browser.
import { validationResultAnswer } from './answers/validationResult.ts';
import { api, readAnswerLater } from './client.ts';
import {
  activateMember as activateMemberCall,
  captureProspect as captureProspectCall,
  registerProspect as registerProspectCall,
  validateEmail as validateEmailCall,
  validateZip as validateZipCall,
} from './contract/calls.ts';
import type {
  ActivationRequest,
  EmailValidationQuery,
  ProspectCapture,
  ProspectRegistration,
  ValidationResult,
  ZipValidationQuery,
} from './contract/enrollment.ts';
import type { SignedIn } from './contract/sign-in.ts';

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
  // The shape loads with the answer: the home page's prospect form shares this module's chunk.
  const [answer, { signedInAnswer }] = await Promise.all([
    api(registerProspectCall, { body: registration, redirect: 'manual' }),
    import('./answers/signedIn.ts'),
  ]);
  return answer === undefined ? undefined : readAnswerLater(registerProspectCall, signedInAnswer, answer);
}

/** POST /api/Member/Activate (CSRF): "JSON on success" names no field, so none is read; rejects with
 *  an ApiError whose message is the status text. */
export async function activateMember(publicId: string): Promise<void> {
  const body: ActivationRequest = { publicId };
  await api(activateMemberCall, { body });
}
