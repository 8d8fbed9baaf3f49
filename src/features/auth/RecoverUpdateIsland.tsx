// Recovery, step 3 (/recover/update; spec 001 §5 "The passwords sent on update are truncated to 56
// characters"; docs/api.md POST /api/Members/Recover/Update): a new password twice. On success the
// flow is forgotten and the member sees /recover/success; a token that expired meanwhile starts the
// recovery over, saying why. Setting the password also lifts a 30-minute lockout.
import { useMemo } from 'react';
import { passwordResetRefusedAnswer } from '../../api/answers/passwordResetRefused.ts';
import { resetPassword } from '../../api/recovery.ts';
import { readRefusal } from '../../api/refusals.ts';
import { ApiError } from '../../api/client.ts';
import { navigate } from '../../lib/navigate.ts';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { recoverUpdateRules, type RecoverUpdateValues } from './auth-rules.ts';
import type { RecoverUpdateCopyKey } from './copy-keys.ts';
import { passwordCopyFrom } from '../../ui/form/password-copy.ts';
import { endRecovery, guardRecoveryStep, recoverExpiredPath } from './recovery-flow.ts';
import * as css from './auth.css.ts';

export interface RecoverUpdateIslandProps {
  copy: Record<RecoverUpdateCopyKey, string>;
  kit: FormKitCopy;
  /** /recover/success */
  next: string;
}

const defaults: RecoverUpdateValues = { password: '', passwordConfirm: '' };

/** 400 errors.recoveryToken: the token is no longer valid (docs/api.md). */
const tokenExpired = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  Boolean(readRefusal('resetPassword', error, passwordResetRefusedAnswer)?.errors.recoveryToken);

export default function RecoverUpdateIsland({ copy, kit, next }: RecoverUpdateIslandProps) {
  const rules = useMemo(
    () => recoverUpdateRules(kit, { rule: copy['recover.update.passwordRule'], mismatch: copy['recover.update.mismatch'] }),
    [kit, copy],
  );
  const password = passwordCopyFrom((key) => copy[key]);

  const onSubmit = async ({ password: newPassword, passwordConfirm }: RecoverUpdateValues) => {
    const flow = guardRecoveryStep('update');
    if (!flow?.token) return undefined;
    try {
      await resetPassword({ recoveryToken: flow.token, password: newPassword, passwordConfirm });
    } catch (error) {
      if (!tokenExpired(error)) throw error; // field errors land on their fields, the rest in the banner
      endRecovery();
      navigate(recoverExpiredPath);
      return undefined;
    }
    endRecovery();
    navigate(next);
    return undefined;
  };

  return (
    <div className={css.island}>
      <Form rules={rules} defaultValues={defaults} copy={kit} onSubmit={onSubmit}>
        <RequiredLegend />
        <PasswordField
          name="password"
          label={copy['recover.update.password']}
          hint={copy['recover.update.passwordHint']}
          required
          autoComplete="new-password"
          copy={password}
        />
        <PasswordField
          name="passwordConfirm"
          label={copy['recover.update.passwordConfirm']}
          required
          autoComplete="new-password"
          copy={password}
        />
        <div>
          <SubmitButton>{copy['recover.update.submit']}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
