// The profile form's sections (spec 001 §5 "Profile form"): the name (read-only for SSO partners,
// whose names come from the partner), the address with its ZIP check, and the contact choices
// (the phone with the SMS opt-in, the email opt-in) when the partner offers them.
import { useId, type RefObject } from 'react';
import type { Member } from '../../../api/contract/member.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { usRegions } from '../../../lib/us-states.ts';
import { Field } from '../../../ui/form/Field.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { smsConfirmCopyOf, SmsOptIn, ZipField, type ZipVerdicts } from '../../enrollment/public-fields.ts';
import type { ProfileCopyKey } from './copy-keys.ts';
import { EmailOptInField } from './EmailOptInField.tsx';
import { emailOptOutDrop, optInRaisesRate } from './email-opt-out.ts';
import { PhoneField } from './PhoneField.tsx';
import type { ProfileLabels } from './profile-form.ts';
import type { ProfileSettings } from './profile-settings.ts';
import { ReadOnlyField } from './ReadOnlyField.tsx';
import * as css from './profile.css.ts';

type Labels = ProfileLabels;

const stateOptions = usRegions.map((region) => ({ value: region.code, label: region.name }));

export function NameSection({
  t,
  labels,
  sso,
  member,
}: {
  t: CopyReader<ProfileCopyKey>;
  labels: Labels;
  sso: boolean;
  member: Member | null;
}) {
  const ssoNoteId = useId();
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>{t('profile.section.name')}</legend>
      {sso ? (
        <>
          <div className={css.row}>
            <ReadOnlyField label={labels.firstName} value={member?.firstName ?? ''} disabled describedBy={ssoNoteId} />
            <ReadOnlyField label={labels.lastName} value={member?.lastName ?? ''} disabled describedBy={ssoNoteId} />
          </div>
          <p id={ssoNoteId} className={css.note}>
            {t('profile.ssoNotice')}
          </p>
        </>
      ) : (
        <div className={css.row}>
          <Field name="firstName" label={labels.firstName} required autoComplete="given-name" />
          <Field name="lastName" label={labels.lastName} required autoComplete="family-name" />
        </div>
      )}
    </fieldset>
  );
}

interface AddressSectionProps {
  t: CopyReader<ProfileCopyKey>;
  labels: Labels;
  addressRequired: boolean;
  verdicts: RefObject<ZipVerdicts>;
}

export function AddressSection({ t, labels, addressRequired, verdicts }: AddressSectionProps) {
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>{t('profile.section.address')}</legend>
      <Field name="address.address1" label={labels.address1} required={addressRequired} autoComplete="address-line1" />
      <Field name="address.address2" label={labels.address2} autoComplete="address-line2" />
      <div className={css.row}>
        <Field name="address.city" label={labels.city} required={addressRequired} autoComplete="address-level2" />
        <SelectField
          name="address.state"
          label={labels.state}
          options={stateOptions}
          placeholder={t('profile.statePlaceholder')}
          required={addressRequired}
          autoComplete="address-level1"
        />
        <ZipField
          name="address.zipCode"
          label={labels.zipCode}
          verdicts={verdicts}
          failedMessage={t('validation.generalApi', { field: labels.zipCode })}
        />
      </div>
    </fieldset>
  );
}

export function ContactSection({
  t,
  settings,
  tierLevel,
}: {
  t: CopyReader<ProfileCopyKey>;
  settings: ProfileSettings;
  /** The member's tier level (null while loading): unticking emails as a Select Member asks first. */
  tierLevel: number | null;
}) {
  if (settings.smsVersion === null && !settings.emailOptIn) return null;
  const smsConfirm = smsConfirmCopyOf(t);
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>{t('profile.section.contact')}</legend>
      {settings.smsVersion !== null && (
        <>
          <PhoneField label={t('profile.phone')} hint={t('profile.phoneHint')} />
          <SmsOptIn
            name="smsOptIn"
            version={settings.smsVersion}
            label={t('profile.smsOptIn')}
            needsPhone={t('profile.smsNeedsPhone')}
            confirmCopy={smsConfirm}
          />
        </>
      )}
      {settings.emailOptIn && (
        <EmailOptInField
          drop={emailOptOutDrop(settings.earn, tierLevel)}
          copy={{
            label: t('profile.emailOptIn'),
            hint: optInRaisesRate(settings.earn) ? t('profile.emailOptInHint') : null,
            title: t('profile.emailOptOut.title'),
            body: (drop) => t('profile.emailOptOut.body', { ...drop }),
            stop: t('profile.emailOptOut.stop'),
            keep: t('profile.emailOptOut.keep'),
            close: t('modal.close'),
          }}
        />
      )}
    </fieldset>
  );
}
