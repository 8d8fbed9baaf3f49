// Fixing credentials (/fix_credentials; spec 001 §2 "an email update is required"; docs/api.md
// POST /api/Members/FixCredentials): a member whose sign-in answered 409 FixCredentials gives their
// identifier (handed over by sign-in), current password and a new email, and is signed in with it,
// then sent on as after any sign-in. Wrong credentials, the lockout and the throttle read as on
// /login; an email that is invalid or taken lands on its field.
import { useMemo, useState } from 'react';
import { fixCredentials } from '../../api/sign-in.ts';
import { fillCopy } from '../../lib/element-copy.ts';
import { emailMaxLength } from '../../lib/member-rules.ts';
import { navigate } from '../../lib/navigate.ts';
import { Field } from '../../ui/form/Field.tsx';
import { IdentifierField } from './IdentifierField.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { signInTarget } from './after-sign-in.ts';
import { useRefusal } from './AuthAlert.tsx';
import { fixCredentialsRules, type FixCredentialsValues } from './auth-rules.ts';
import type { FixCredentialsCopyKey } from './copy-keys.ts';
import { forgetFixCredentialsIdentifier, readFixCredentialsIdentifier } from './fix-credentials-handoff.ts';
import { passwordCopyFrom } from '../../ui/form/password-copy.ts';
import { Prefill } from './Prefill.tsx';
import { refusalLines, type RecoverMessages } from './refusal-lines.ts';
import { signInProblemOf } from './sign-in-problem.ts';
import * as css from './auth.css.ts';

export interface FixCredentialsIslandProps {
  copy: Record<FixCredentialsCopyKey, string>;
  kit: FormKitCopy;
  messages: RecoverMessages;
}

const defaults: FixCredentialsValues = { emailOrPartnerNumber: '', password: '', newEmail: '' };

export default function FixCredentialsIsland({ copy, kit, messages }: FixCredentialsIslandProps) {
  const rules = useMemo(
    () =>
      fixCredentialsRules(kit, {
        emailInvalid: copy['validation.emailInvalid'],
        emailTooLong: fillCopy(copy['validation.maxLength'], { field: copy['fixCredentials.newEmail'], num: emailMaxLength }),
      }),
    [kit, copy],
  );
  const { alert: refusal, refuse, clear: clearRefusal } = useRefusal();
  const [leaving, setLeaving] = useState(false);

  const onSubmit = async (values: FixCredentialsValues) => {
    clearRefusal();
    try {
      await fixCredentials(values);
    } catch (error) {
      const problem = signInProblemOf(error, 'fixCredentials');
      switch (problem?.kind) {
        case 'credentials':
        case 'locked':
        case 'throttled': {
          refuse(refusalLines(problem, copy, messages));
          return undefined;
        }
        case 'form':
          return { ...(problem.body as object), message: copy['login.errorForm'] };
        default:
          throw error;
      }
    }
    forgetFixCredentialsIdentifier();
    setLeaving(true);
    navigate(signInTarget());
    return undefined;
  };

  return (
    <div className={css.island}>
      <Form rules={rules} defaultValues={defaults} copy={kit} onSubmit={onSubmit}>
        <Prefill name="emailOrPartnerNumber" read={readFixCredentialsIdentifier} />
        {refusal}
        <RequiredLegend />
        <IdentifierField label={copy['fixCredentials.identifier']} />
        <PasswordField
          name="password"
          label={copy['fixCredentials.password']}
          required
          autoComplete="current-password"
          copy={passwordCopyFrom((key) => copy[key])}
        />
        <Field
          name="newEmail"
          label={copy['fixCredentials.newEmail']}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <div>
          <SubmitButton>{copy['fixCredentials.submit']}</SubmitButton>
        </div>
      </Form>
      <p className={css.status} role="status">
        {leaving ? copy['login.signingIn'] : ''}
      </p>
    </div>
  );
}
