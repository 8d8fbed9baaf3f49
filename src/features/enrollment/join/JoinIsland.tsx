// Step 1 of joining for direct partners (/join; spec 000 §2, §3 "Prospect registration payload",
// §4 "Form submit with captcha", §5; spec 001 §4 "SMS opt-in", §5): the member's details and a
// password, the partner number when the partner has one, the phone with its SMS opt-in, the email
// opt-in (saying what it does to the rate), the terms line (the page's, static). The static HTML is
// the whole form; the email the home form carried is filled in once the island runs. Sent with the invisible captcha (join-submit.ts); the new member is signed in (a
// NonCardMember) and goes on to step 2, adding a card. The backend's field errors land on their
// fields and nothing typed is lost. (Members who are signed in already are sent on by join-redirect.ts.)
import { useMemo, useRef, type ReactNode } from 'react';
import { copyReader } from '../../../lib/element-copy.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../../ui/form/SubmitButton.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import { useCaptcha } from '../../../ui/form/use-captcha.ts';
import type { JoinCopyKey } from '../copy-keys.ts';
import { usePageRestore } from '../use-page-restore.ts';
import * as css from '../enrollment.css.ts';
import { AboutYouFieldset } from './AboutYouFieldset.tsx';
import { joinLabelsOf, redirectReasonsOf } from './join-copy.ts';
import { ConfirmFollowsPassword, EmailFromHome } from './JoinFormEffects.tsx';
import { joinDefaults, joinRules } from './join-rules.ts';
import { joinSubmit } from './join-submit.ts';
import { PasswordFieldset } from './PasswordFieldset.tsx';
import { RedirectReasonNotice } from './RedirectReason.tsx';
import type { JoinSettings } from './registration.ts';
import type { ZipVerdicts } from './ZipField.tsx';

export interface JoinIslandProps {
  copy: Record<JoinCopyKey, string>;
  kitCopy: FormKitCopy;
  settings: JoinSettings;
  links: { signIn: string; recover: string };
  /** The terms line, static HTML from the page (it carries links), shown above Continue. */
  children?: ReactNode;
}

export default function JoinIsland({ copy, kitCopy, settings, links, children }: JoinIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const labels = useMemo(() => joinLabelsOf(t), [t]);
  const verdicts = useRef<ZipVerdicts>(new Map());
  const rules = useMemo(() => joinRules(t, labels, (zip) => verdicts.current.get(zip)), [t, labels]);
  const captcha = useCaptcha();
  const generation = usePageRestore();
  const reasons = useMemo(() => redirectReasonsOf(t), [t]);
  const submit = joinSubmit({ t, settings, captcha, verdicts });

  return (
    <>
      <Form key={generation} rules={rules} defaultValues={joinDefaults} copy={kitCopy} onSubmit={submit}>
        <div className={css.stack} onFocus={captcha.warm}>
          <RedirectReasonNotice messages={reasons} />
          <RequiredLegend />
          <AboutYouFieldset t={t} labels={labels} settings={settings} verdicts={verdicts} />
          <PasswordFieldset t={t} labels={labels} />
          <CheckboxField name="emailOptIn" label={t('enroll.emailOptIn')} />
          {settings.formPrivacyNotice && <p className={css.note}>{t('form.privacyNotice')}</p>}
          {children}
          <div ref={captcha.containerRef} />
          <div className={formCss.actions}>
            <SubmitButton>{t('enroll.step1.submit')}</SubmitButton>
          </div>
          <EmailFromHome />
          <ConfirmFollowsPassword />
        </div>
      </Form>
      <p className={css.haveAccount}>
        {t('enroll.haveAccount')} <a href={links.signIn}>{t('enroll.haveAccountSignIn')}</a>
        <span aria-hidden="true"> / </span>
        <a href={links.recover}>{t('enroll.haveAccountRecover')}</a>
      </p>
    </>
  );
}
