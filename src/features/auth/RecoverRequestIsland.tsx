// Recovery, step 1 (/recover; spec 001 §5 "Recovery"; docs/api.md POST /api/Members/Recover): the
// email or partner number, checked for its form, then the invisible captcha and the request. The
// answer is the same whether or not an account matches (no account enumeration), so every accepted
// request goes on to the code step. Reached again with ?expired=1 when a recovery ran out of time.
import { useEffect, useMemo, useState } from 'react';
import { recoverCredentials } from '../../api/recovery.ts';
import { navigate } from '../../lib/navigate.ts';
import { IdentifierField } from './IdentifierField.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { CaptchaError } from '../../lib/captcha-error.ts';
import { captchaFailureKey, useCaptcha } from '../../ui/form/use-captcha.ts';
import { AuthAlert, useRefusal } from './AuthAlert.tsx';
import { recoverRequestRules, type RecoverRequestValues } from './auth-rules.ts';
import type { RecoverRequestCopyKey } from './copy-keys.ts';
import { Prefill } from './Prefill.tsx';
import { readRecoveryFlow, startRecovery } from './recovery-flow.ts';
import { throttleText } from './throttle-text.ts';
import * as css from './auth.css.ts';

export interface RecoverRequestIslandProps {
  copy: Record<RecoverRequestCopyKey, string>;
  kit: FormKitCopy;
  /** Where the code is entered (/recover/confirm). */
  next: string;
}

const defaults: RecoverRequestValues = { emailOrPartnerNumber: '' };

export default function RecoverRequestIsland({ copy, kit, next }: RecoverRequestIslandProps) {
  const rules = useMemo(() => recoverRequestRules(kit, copy['validation.recoveryInput']), [kit, copy]);
  const captcha = useCaptcha();
  const [expired, setExpired] = useState(false);
  const { alert: refusal, refuse, clear: clearRefusal } = useRefusal();

  useEffect(() => setExpired(new URLSearchParams(location.search).has('expired')), []);

  const onSubmit = async (values: RecoverRequestValues) => {
    clearRefusal();
    try {
      await recoverCredentials(values.emailOrPartnerNumber, await captcha.token());
    } catch (error) {
      if (error instanceof CaptchaError) return { message: copy[captchaFailureKey(error)] };
      const text = throttleText(error, copy);
      if (text === undefined) throw error; // field errors (the kit places them) or trouble (its banner)
      refuse([{ text }]);
      return undefined;
    } finally {
      // Tokens are single use: the next submit runs the captcha again.
      captcha.reset();
    }
    startRecovery(values.emailOrPartnerNumber.trim());
    navigate(next);
    return undefined;
  };

  return (
    // The captcha loads when the visitor reaches the form, not with the page.
    <div className={css.island} onFocus={captcha.warm}>
      {expired && <AuthAlert tone="warning" lines={[{ text: copy['recover.update.expired'] }]} />}
      <Form rules={rules} defaultValues={defaults} copy={kit} onSubmit={onSubmit}>
        <Prefill name="emailOrPartnerNumber" read={() => readRecoveryFlow()?.identifier} />
        {refusal}
        <RequiredLegend />
        <IdentifierField label={copy['recover.request.identifier']} />
        <div ref={captcha.containerRef} />
        <div>
          <SubmitButton>{copy['recover.request.submit']}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
