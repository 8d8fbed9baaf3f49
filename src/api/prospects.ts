// Prospect email flow calls (spec 000 §4 "Prospect email flow", §7; docs/api.md "Enrollment").
import { api } from './client.ts';

export interface EmailValidation {
  /** true: no member has this email (go to enrollment); false: taken (go to sign-in). */
  isValid: boolean;
}

/**
 * GET /api/Members/Validate/Email, usePpn only when present; redirects manual and a redirect counts as
 * success (spec 000 §7), answered as null because it carries no verdict. Rejects with ApiError (status).
 */
export async function validateEmail(email: string, usePpn?: boolean | string): Promise<EmailValidation | null> {
  const result = await api<EmailValidation | undefined>('/api/Members/Validate/Email', {
    query: usePpn === undefined ? { email } : { email, usePpn },
    redirect: 'manual',
  });
  return result ?? null;
}

/** POST /api/Members/Prospects/Capture (CSRF, captcha): docs/api.md's path for the spec's "not shown" one. */
export async function captureProspect(email: string, captchaToken: string): Promise<void> {
  await api('/api/Members/Prospects/Capture', { method: 'POST', body: { email, 'g-recaptcha-response': captchaToken } });
}
