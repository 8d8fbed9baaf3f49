// The sso stand-in (docs/api.md "Session and CSRF"): the sign-in page an sso partner's /Login sends
// the browser to, and its form.
import { z } from 'zod/mini';

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
