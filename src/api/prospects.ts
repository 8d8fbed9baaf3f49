// Prospect email flow calls (spec 000 §4 "Prospect email flow", §7; docs/api.md "Enrollment").
import { api } from './client.ts';
import { captureProspect as captureProspectCall, validateEmail as validateEmailCall } from './contract/calls.ts';
import type { EmailValidationQuery, ProspectCapture, ValidationResult } from './contract/enrollment.ts';

/**
 * GET /api/Members/Validate/Email, usePpn only when present; redirects manual and a redirect counts as
 * success (spec 000 §7), answered as null because it carries no verdict. Rejects with ApiError (status).
 * isValid true: no member has this email (go to enrollment); false: taken (go to sign-in).
 */
export async function validateEmail(email: string, usePpn?: boolean | string): Promise<ValidationResult | null> {
  const query: EmailValidationQuery = usePpn === undefined ? { email } : { email, usePpn };
  const result = await api<ValidationResult | undefined>(validateEmailCall, { query, redirect: 'manual' });
  return result ?? null;
}

/** POST /api/Members/Prospects/Capture (CSRF, captcha): docs/api.md's path for the spec's "not shown" one. */
export async function captureProspect(email: string, captchaToken: string): Promise<void> {
  const body: ProspectCapture = { email, 'g-recaptcha-response': captchaToken };
  await api(captureProspectCall, { body });
}
