// Sending step 1 (spec 000 §3 "Prospect registration payload", §4 "Form submit with captcha"): a ZIP
// the member never left is checked first, then the invisible captcha's token goes with the
// registration. The new member is signed in and goes on to adding a card; the form stays busy until
// that page replaces this one. A captcha failure is the form's message; the backend's field errors
// reach their fields through the form kit (a thrown ApiError).
import { addCardPath } from '../../../site/paths.ts';
import { registerProspect } from '../../../api/enrollment.ts';
import { CaptchaError } from '../../../lib/captcha-error.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import { captchaFailureKey, type CaptchaHandle } from '../../../ui/form/use-captcha.ts';
import { clearProspectEmail } from '../../prospect/public.ts';
import type { JoinCopyKey } from '../copy-keys.ts';
import type { JoinValues } from './join-rules.ts';
import { registrationOf, type JoinSettings } from './registration.ts';
import { checkZip, type ZipVerdicts } from './ZipField.tsx';

export interface JoinSubmitDeps {
  t: CopyReader<JoinCopyKey>;
  settings: JoinSettings;
  captcha: CaptchaHandle;
  /** The ZIP field's answers so far (ZipField.tsx), read when the form is sent. */
  verdicts: { readonly current: ZipVerdicts };
}

/** The form's onSubmit. */
export const joinSubmit =
  ({ t, settings, captcha, verdicts }: JoinSubmitDeps) =>
  async (values: JoinValues) => {
    // A ZIP the member never left (autofill, Enter) is checked now; a failed check leaves it to the backend.
    if ((await checkZip(values.zipCode, verdicts.current)) === 'invalid') return { errors: { zipCode: [t('validation.zipInvalid')] } };
    let token: string;
    try {
      token = await captcha.token();
    } catch (error) {
      captcha.reset();
      if (error instanceof CaptchaError) return { message: t(captchaFailureKey(error)) };
      throw error;
    }
    try {
      await registerProspect(registrationOf(values, settings, token));
    } finally {
      captcha.reset();
    }
    clearProspectEmail();
    navigate(addCardPath);
    // Busy until the next page replaces this one, so the form cannot be sent twice.
    return new Promise<never>(() => {});
  };
