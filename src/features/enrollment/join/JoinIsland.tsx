// Step 1 of joining for direct partners (/join; spec 000 §2, §3 "Prospect registration payload",
// §4 "Form submit with captcha", §5; spec 001 §4 "SMS opt-in", §5): the member's details and a
// password, the partner number when the partner has one, the phone with its SMS opt-in, the email
// opt-in. The static HTML is the whole form; the email the home form carried is filled in once the
// island runs. Sent with the invisible captcha; the new member is signed in (a NonCardMember) and
// goes on to step 2, adding a card. The backend's field errors land on their fields and nothing typed
// is lost. (Members who are signed in already are sent on by join-redirect.ts.)
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from '../../../ui/form/form-state.ts';
import { registerProspect } from '../../../api/enrollment.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { Field } from '../../../ui/form/Field.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { passwordCopyFrom } from '../../../ui/form/password-copy.ts';
import { PasswordField } from '../../../ui/form/PasswordField.tsx';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../../ui/form/SubmitButton.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import { CaptchaError } from '../../../lib/captcha.ts';
import { captchaFailureKey, useCaptcha } from '../../../ui/form/use-captcha.ts';
import { clearProspectEmail, readProspectEmail } from '../../prospect/public.ts';
import type { JoinCopyKey } from '../copy-keys.ts';
import { usePageRestore } from '../use-page-restore.ts';
import * as css from '../enrollment.css.ts';
import { joinDefaults, joinRules, type JoinLabels, type JoinValues } from './join-rules.ts';
import { RedirectReasonNotice, type RedirectReason } from './RedirectReason.tsx';
import { registrationOf, type JoinSettings } from './registration.ts';
import { SmsOptIn } from './SmsOptIn.tsx';
import { smsConfirmCopyOf } from './SmsConfirmDialog.tsx';
import { checkZip, ZipField, type ZipVerdicts } from './ZipField.tsx';

export interface JoinIslandProps {
  copy: Record<JoinCopyKey, string>;
  kitCopy: FormKitCopy;
  settings: JoinSettings;
  links: { signIn: string; recover: string };
}

/** Fills in the email the home form found free (spec 000 §4 "Prospect email flow"). */
function EmailFromHome() {
  const { setValue } = useFormContext<JoinValues>();
  useEffect(() => {
    const email = readProspectEmail();
    if (email) setValue('email', email);
  }, [setValue]);
  return null;
}

/** A confirmation already typed is checked again when the password changes. */
function ConfirmFollowsPassword() {
  const { trigger, getValues, getFieldState } = useFormContext<JoinValues>();
  const password = useWatch<JoinValues, 'password'>({ name: 'password' });
  useEffect(() => {
    if (getValues('passwordConfirm') !== '' && getFieldState('passwordConfirm').isTouched) void trigger('passwordConfirm');
  }, [password, getValues, getFieldState, trigger]);
  return null;
}

export default function JoinIsland({ copy, kitCopy, settings, links }: JoinIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const labels = useMemo<JoinLabels>(
    () => ({
      email: t('enroll.email'),
      password: t('enroll.password'),
      passwordConfirm: t('enroll.passwordConfirm'),
      firstName: t('enroll.firstName'),
      lastName: t('enroll.lastName'),
      zipCode: t('enroll.zipCode'),
    }),
    [t],
  );
  const verdicts = useRef<ZipVerdicts>(new Map());
  const rules = useMemo(() => joinRules(t, labels, (zip) => verdicts.current.get(zip)), [t, labels]);
  const captcha = useCaptcha();
  const generation = usePageRestore();
  const reasons = useMemo(
    () =>
      ({
        '0': t('enroll.rfr.0'),
        '1': t('enroll.rfr.1'),
        '2': t('enroll.rfr.2'),
        '3': t('enroll.rfr.3'),
        '4': t('enroll.rfr.4'),
      }) satisfies Record<RedirectReason, string>,
    [t],
  );
  const passwordCopy = passwordCopyFrom(t);
  const sms = settings.hasSmsOptInV2 ? 2 : settings.hasSmsOptIn ? 1 : null;

  const submit = async (values: JoinValues) => {
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
    navigate('/add_card');
    // Busy until the next page replaces this one, so the form cannot be sent twice.
    return new Promise<never>(() => {});
  };

  return (
    <>
      <Form key={generation} rules={rules} defaultValues={joinDefaults} copy={kitCopy} onSubmit={submit}>
        <div className={css.stack} onFocus={captcha.warm}>
          <RedirectReasonNotice messages={reasons} />
          <RequiredLegend />
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{t('enroll.step1.information')}</legend>
            <Field
              name="email"
              label={labels.email}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className={css.pair}>
              <Field name="firstName" label={labels.firstName} required autoComplete="given-name" />
              <Field name="lastName" label={labels.lastName} required autoComplete="family-name" />
            </div>
            <ZipField label={labels.zipCode} verdicts={verdicts} failedMessage={t('validation.generalApi', { field: labels.zipCode })} />
            {settings.hasPPN && (
              <Field
                name="partnerNumber"
                label={t('enroll.partnerNumber')}
                hint={t('enroll.partnerNumberHint')}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
            <Field name="phoneNumber" label={t('enroll.phone')} hint={t('enroll.phoneHint')} type="tel" autoComplete="tel" />
            {sms && (
              <SmsOptIn
                version={sms}
                label={t('enroll.smsOptIn')}
                needsPhone={t('enroll.smsNeedsPhone')}
                confirmCopy={smsConfirmCopyOf(t)}
              />
            )}
          </fieldset>
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{t('enroll.step1.password')}</legend>
            <PasswordField
              name="password"
              label={labels.password}
              hint={t('enroll.passwordHint')}
              required
              autoComplete="new-password"
              copy={passwordCopy}
            />
            {/* One show/hide button for the pair: the confirmation is typed as the password was. */}
            <Field
              name="passwordConfirm"
              label={labels.passwordConfirm}
              type="password"
              required
              autoComplete="new-password"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
          </fieldset>
          <CheckboxField name="emailOptIn" label={t('enroll.emailOptIn')} />
          {settings.formPrivacyNotice && <p className={css.note}>{t('form.privacyNotice')}</p>}
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
