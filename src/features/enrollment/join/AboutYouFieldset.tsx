// Step 1's first fieldset (spec 000 §3, §5; spec 001 §4 "SMS opt-in", §5): email, names, ZIP code
// (checked with the backend on leaving it), the partner number when the partner has one, the phone
// and, for partners that offer it, its SMS opt-in.
import type { RefObject } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { Field } from '../../../ui/form/Field.tsx';
import type { JoinCopyKey } from '../copy-keys.ts';
import * as css from '../enrollment.css.ts';
import type { JoinLabels } from './join-rules.ts';
import type { JoinSettings } from './registration.ts';
import { smsConfirmCopyOf } from './SmsConfirmDialog.tsx';
import { SmsOptIn } from './SmsOptIn.tsx';
import { ZipField, type ZipVerdicts } from './ZipField.tsx';

interface AboutYouFieldsetProps {
  t: CopyReader<JoinCopyKey>;
  labels: JoinLabels;
  settings: JoinSettings;
  verdicts: RefObject<ZipVerdicts>;
}

export function AboutYouFieldset({ t, labels, settings, verdicts }: AboutYouFieldsetProps) {
  const sms = settings.hasSmsOptInV2 ? 2 : settings.hasSmsOptIn ? 1 : null;
  return (
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
        <SmsOptIn version={sms} label={t('enroll.smsOptIn')} needsPhone={t('enroll.smsNeedsPhone')} confirmCopy={smsConfirmCopyOf(t)} />
      )}
    </fieldset>
  );
}
