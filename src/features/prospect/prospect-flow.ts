// The prospect form's submit flow (spec 000 §4 "Prospect email flow", "Form submit with captcha"),
// loaded when the visitor reaches the form (focus) or sends it, not with the home page: the captcha
// and the enrollment calls stay out of the page's start-up script.
// Validate/Email → isValid: prospect capture (its outcome does not matter) then /join; not valid →
// /login. Both carry the email (prospect-email.ts).
import { ApiError } from '../../api/client.ts';
import { captureProspect, validateEmail } from '../../api/enrollment.ts';
import { CaptchaError, createCaptcha, type Captcha } from '../../lib/captcha.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { joinPath, loginPath } from '../../site/paths.ts';
import type { ProspectFormCopyKey } from './copy-keys.ts';
import { prospectEmailUrl } from './prospect-email.ts';

/** The page's invisible captcha, rendered into `container`. */
export function prospectCaptcha(container: HTMLElement): Captcha {
  const { providers } = runtimeConfig();
  return createCaptcha({ scriptUrl: providers.captchaScriptUrl, siteKey: providers.captchaSiteKeyInvisible, container });
}

function failureMessage(copy: CopyReader<ProspectFormCopyKey>, error: unknown, field: string): string {
  if (error instanceof CaptchaError) {
    return copy(
      error.reason === 'notReady' ? 'captcha.notReady' : error.reason === 'tooManyErrors' ? 'captcha.tooManyErrors' : 'validation.captcha',
    );
  }
  if (error instanceof ApiError && error.status === 400) return copy('validation.emailInvalid');
  return copy('validation.generalApi', { field });
}

/** Runs the flow for a valid email: the address to go to, or the message saying why not. The
 *  captcha is reset either way (tokens are single use). */
export async function sendProspect(
  email: string,
  captcha: Captcha,
  copy: CopyReader<ProspectFormCopyKey>,
): Promise<{ to: string } | { message: string }> {
  try {
    // First submit: run the captcha and go on in its callback; a token already held goes directly.
    const token = captcha.token || (await captcha.execute());
    const { hasPPN } = runtimeConfig().settings;
    const verdict = await validateEmail(email, hasPPN ? true : undefined);
    let to = loginPath;
    if (verdict?.isValid) {
      to = joinPath;
      // Spec 000 §4: enrollment follows whether the capture succeeds or fails.
      await captureProspect(email, token).catch(() => undefined);
    }
    return { to: prospectEmailUrl(to, email) };
  } catch (error) {
    return { message: failureMessage(copy, error, copy('home.emailLabel')) };
  } finally {
    captcha.reset();
  }
}
