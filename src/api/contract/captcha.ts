// Captcha-protected calls carry the token in the body under either name (docs/api.md "Conventions":
// `gRecaptchaResponse` or `g-recaptcha-response`; spec 000 §3 "Form submission" uses the second).
import { z } from 'zod/mini';

export const captchaFieldsSchema = z.object({
  gRecaptchaResponse: z.optional(z.string()),
  'g-recaptcha-response': z.optional(z.string()),
});
export type CaptchaFields = z.infer<typeof captchaFieldsSchema>;
