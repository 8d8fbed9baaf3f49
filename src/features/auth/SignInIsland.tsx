// Sign-in for direct partners (/login; spec 000 §2, §4 "Password input"; 001 §8 "Login errors";
// docs/api.md POST /api/Login). Email or partner number, password (cut to 56 when sent), remember
// me (a 90-day session), then back to where the member was going. Every refusal says what to do
// next: wrong credentials and the 30-minute lockout link to recovery, the client throttle says how
// long to wait, field errors land on their fields, an email update goes to /fix_credentials. What was
// typed stays, the password included: the member corrects, not retypes (the field is masked).
import { useEffect, useMemo, useState } from 'react';
import { signIn } from '../../api/sign-in.ts';
import { navigate } from '../../lib/navigate.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { sameOriginPath } from '../../lib/redirect-target.ts';
import { $member, loadMember } from '../../stores/member.ts';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { IdentifierField } from './IdentifierField.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { readProspectEmail, clearProspectEmail } from '../prospect/public.ts';
import { signInTarget } from './after-sign-in.ts';
import { AuthAlert, useRefusal } from './AuthAlert.tsx';
import { signInRules, type SignInValues } from './auth-rules.ts';
import type { SignInCopyKey } from './copy-keys.ts';
import { sendToFixCredentials } from './fix-credentials-handoff.ts';
import { replacePage } from '../../lib/navigate.ts';
import { passwordCopyFrom } from '../../ui/form/password-copy.ts';
import { Prefill } from './Prefill.tsx';
import { refusalLines, type RecoverMessages } from './refusal-lines.ts';
import { signInProblemOf } from './sign-in-problem.ts';
import * as css from './auth.css.ts';

export interface SignInIslandProps {
  copy: Record<SignInCopyKey, string>;
  kit: FormKitCopy;
  messages: RecoverMessages;
  links: { recover: string; join: string };
}

const defaults: SignInValues = { emailOrPartnerNumber: '', password: '', rememberMe: false };

/** Spec 000 §4 "Activation": why the activation page sent the visitor here (rfr 3 and 4). */
type Arrival = 'alreadyActive' | 'notActive';

function arrivalOf(search: string): Arrival | undefined {
  const rfr = new URLSearchParams(search).get('rfr');
  return rfr === '3' ? 'alreadyActive' : rfr === '4' ? 'notActive' : undefined;
}

export default function SignInIsland({ copy, kit, messages, links }: SignInIslandProps) {
  const rules = useMemo(() => signInRules(kit), [kit]);
  const [arrival, setArrival] = useState<Arrival>();
  const { alert: refusal, refuse, clear: clearRefusal } = useRefusal();
  const [leaving, setLeaving] = useState(false);

  // The address is known only in the browser: read it after hydration, so the first render matches
  // the static HTML.
  useEffect(() => setArrival(arrivalOf(location.search)), []);

  // A member who is already signed in has nothing to do here: on with them, as after signing in.
  // The store also answers a page restored from the back-forward cache (boot refetches the member).
  useEffect(() => {
    void loadMember();
    return $member.subscribe(({ status, member }) => {
      if (status !== 'ready' || !member) return;
      setLeaving(true);
      replacePage(signInTarget());
    });
  }, []);

  const onSubmit = async (values: SignInValues) => {
    clearRefusal();
    try {
      await signIn(values);
    } catch (error) {
      const problem = signInProblemOf(error);
      if (!problem) throw error; // network or server trouble: the kit's banner says so
      switch (problem.kind) {
        case 'form':
          return { ...(problem.body as object), message: copy['login.errorForm'] };
        case 'fixCredentials':
          sendToFixCredentials(values.emailOrPartnerNumber);
          return undefined;
        case 'elsewhere': {
          const path = sameOriginPath(problem.url, location.origin);
          if (path === undefined) throw error;
          navigate(runtimeConfig().apiBase + path);
          return undefined;
        }
        default:
          refuse(refusalLines(problem, copy, messages));
          return undefined;
      }
    }
    clearProspectEmail();
    setLeaving(true);
    navigate(signInTarget());
    return undefined;
  };

  return (
    <div className={css.island}>
      {arrival && <AuthAlert tone={arrival === 'alreadyActive' ? 'success' : 'warning'} lines={[{ text: copy[`login.${arrival}`] }]} />}
      <Form rules={rules} defaultValues={defaults} copy={kit} onSubmit={onSubmit}>
        <Prefill name="emailOrPartnerNumber" read={readProspectEmail} />
        {refusal}
        <RequiredLegend />
        <IdentifierField label={copy['login.username']} />
        <PasswordField
          name="password"
          label={copy['login.password']}
          required
          autoComplete="current-password"
          copy={passwordCopyFrom((key) => copy[key])}
        />
        <p className={css.fieldLink}>
          <a href={links.recover}>{copy['login.forgot']}</a>
        </p>
        <CheckboxField name="rememberMe" label={copy['login.rememberMe']} hint={copy['login.rememberMeHint']} />
        <div>
          <SubmitButton>{copy['login.submit']}</SubmitButton>
        </div>
      </Form>
      <p className={css.status} role="status">
        {leaving ? copy['login.signingIn'] : ''}
      </p>
      <p className={css.aside}>
        {copy['login.notMember']} <a href={links.join}>{copy['auth.directJoin']}</a>
      </p>
    </div>
  );
}
