// The profile form (spec 001 §4 "Profile save", §5 "Profile form", §8): every field rule checked on
// blur and on save, the ZIP code checked with Validate/Zip, the phone shown as xxx-xxx-xxxx, the SMS
// opt-in (v1 or v2 with its confirmation), the email opt-in. A save sends only what changed:
// - nothing changed → "No changes were made." (no call);
// - saved → "All changes were saved.", the shared member set from the answer, the fields showing
//   what was stored;
// - field errors → on their fields, the first focused (the form kit);
// - any other failure → "No changes were saved. See error at bottom of page…" with the server-error
//   copy at the bottom. Whatever the outcome, nothing typed is lost.
// Without a member yet (`member` null) it is the same form, disabled and empty: the page's frame.
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { Member } from '../../../api/contract/member.ts';
import { updateMember } from '../../../api/member.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { usRegions } from '../../../lib/us-states.ts';
import { $member } from '../../../stores/member.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { ErrorBanner, type BannerType } from '../../../ui/form/ErrorBanner.tsx';
import { Field } from '../../../ui/form/Field.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { useFormContext, type FormMethods } from '../../../ui/form/form-state.ts';
import { LiveRegion, useAnnouncement } from '../../../ui/form/LiveRegion.tsx';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { valueAt } from '../../../ui/form/rules.ts';
import { serverErrorsOf, type ServerErrorBody } from '../../../ui/form/server-errors.ts';
import { SubmitButton } from '../../../ui/form/SubmitButton.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import { checkZip, SmsOptIn, ZipField, type ZipVerdicts } from '../../enrollment/public-fields.ts';
import type { ProfileCopyKey } from './copy-keys.ts';
import { PhoneField } from './PhoneField.tsx';
import { emptyProfile, profileLabelsOf, profileRules, profileUpdateOf, profileValuesOf, type ProfileValues } from './profile-form.ts';
import type { ProfileSettings } from './profile-settings.ts';
import { ReadOnlyField } from './ReadOnlyField.tsx';
import { SignInDetails, type SupportPhone } from './SignInDetails.tsx';
import * as css from './profile.css.ts';

export interface ProfileFormProps {
  /** Null while the member loads: the form is drawn disabled and empty. */
  member: Member | null;
  t: CopyReader<ProfileCopyKey>;
  kitCopy: FormKitCopy;
  settings: ProfileSettings;
  supportPhone: SupportPhone;
  recoverPath: string;
}

type Outcome = 'saved' | 'noChanges' | 'failed';

const outcomeBanner: Record<Outcome, { type: BannerType; key: ProfileCopyKey }> = {
  saved: { type: 'success', key: 'profile.saved' },
  noChanges: { type: 'warning', key: 'profile.noChanges' },
  failed: { type: 'error', key: 'profile.failed' },
};

const stateOptions = usRegions.map((region) => ({ value: region.code, label: region.name }));

/** Hands the form's methods out of <Form>, so a save can show what was stored. */
function FormMethodsInto({ target }: { target: RefObject<FormMethods<ProfileValues> | null> }) {
  const methods = useFormContext<ProfileValues>();
  useEffect(() => {
    target.current = methods;
  }, [methods, target]);
  return null;
}

const fieldNames = [
  'firstName',
  'lastName',
  'address.address1',
  'address.address2',
  'address.city',
  'address.state',
  'address.zipCode',
  'phoneNumber',
  'emailOptIn',
  'smsOptIn',
] as const;

/**
 * Shows what the backend stored (trimmed, the phone tidied) in each field still holding what was
 * sent; a field the member changed while the save was on its way keeps the newer typing.
 */
function showSaved(methods: FormMethods<ProfileValues>, sent: ProfileValues, stored: ProfileValues): void {
  for (const name of fieldNames) {
    if (methods.getValues(name) === valueAt(sent, name)) methods.setValue(name, valueAt(stored, name));
  }
}

/** A failure the form can place: the backend's field errors (a 400 with `errors`). */
const hasFieldErrors = (error: unknown): boolean => error instanceof ApiError && (serverErrorsOf(error)?.fields.length ?? 0) > 0;

export function ProfileForm({ member, t, kitCopy, settings, supportPhone, recoverPath }: ProfileFormProps) {
  const loading = member === null;
  const labels = useMemo(() => profileLabelsOf(t), [t]);
  const verdicts = useRef<ZipVerdicts>(new Map());
  const rules = useMemo(() => profileRules(t, labels, settings, (zip) => verdicts.current.get(zip)), [t, labels, settings]);
  const [defaults] = useState(() => (member ? profileValuesOf(member) : emptyProfile));
  // What the backend holds: the member as the form was filled, then as last saved.
  const saved = useRef(defaults);
  const methods = useRef<FormMethods<ProfileValues> | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState(0);
  const outcomeRef = useRef<HTMLElement | null>(null);
  const [announcement, announce] = useAnnouncement();
  const ssoNoteId = useId();

  // Each outcome is brought into view and read out, even the same one twice.
  useEffect(() => {
    if (shown > 0) outcomeRef.current?.focus();
  }, [shown]);

  const show = (next: Outcome) => {
    setOutcome(next);
    setShown((count) => count + 1);
    announce(next === 'failed' ? `${t('profile.failed')} ${t('validation.server')}` : t(outcomeBanner[next].key));
  };

  const submit = async (values: ProfileValues): Promise<ServerErrorBody | undefined> => {
    setOutcome(null);
    const update = profileUpdateOf(values, saved.current, settings);
    if (!update) {
      show('noChanges');
      return undefined;
    }
    // A changed ZIP the member never left (Enter in the field) is checked now; a failed check
    // leaves it to the backend.
    const zip = update.address?.zipCode;
    if (zip !== undefined && (await checkZip(zip, verdicts.current)) === 'invalid') {
      return { errors: { 'address.zipCode': [t('validation.zipInvalid')] } };
    }
    let member: Member;
    try {
      member = await updateMember(update);
    } catch (error) {
      // Field errors go on their fields (the kit focuses the first); anything else is the spec's
      // unstructured failure. Either way the fields keep what the member typed.
      if (hasFieldErrors(error)) throw error;
      show('failed');
      return undefined;
    }
    $member.set({ status: 'ready', member });
    saved.current = profileValuesOf(member);
    if (methods.current) showSaved(methods.current, values, saved.current);
    show('saved');
    return undefined;
  };

  const banner = outcome ? outcomeBanner[outcome] : null;
  const smsConfirm = {
    title: t('sms.confirm.title'),
    body: t('sms.confirm.body'),
    checkbox: t('sms.confirm.checkbox'),
    confirm: t('sms.confirm.confirm'),
    cancel: t('sms.confirm.cancel'),
    close: t('modal.close'),
  };

  return (
    <>
      <Form rules={rules} defaultValues={defaults} copy={kitCopy} onSubmit={submit} headingLevel={2}>
        {banner && <ErrorBanner type={banner.type} messages={[t(banner.key)]} live={false} focusRef={outcomeRef} />}
        {/* A disabled fieldset disables every control while the member loads; no group of its own. */}
        <fieldset role="presentation" className={css.frame} disabled={loading}>
          <RequiredLegend />
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{t('profile.section.name')}</legend>
            {settings.sso ? (
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
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{t('profile.section.address')}</legend>
            <Field name="address.address1" label={labels.address1} required={settings.addressRequired} autoComplete="address-line1" />
            <Field name="address.address2" label={labels.address2} autoComplete="address-line2" />
            <div className={css.row}>
              <Field name="address.city" label={labels.city} required={settings.addressRequired} autoComplete="address-level2" />
              <SelectField
                name="address.state"
                label={labels.state}
                options={stateOptions}
                placeholder={t('profile.statePlaceholder')}
                required={settings.addressRequired}
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
          <SignInDetails t={t} sso={settings.sso} email={member?.email ?? ''} supportPhone={supportPhone} recoverPath={recoverPath} />
          {(settings.smsVersion !== null || settings.emailOptIn) && (
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
              {settings.emailOptIn && <CheckboxField name="emailOptIn" label={t('profile.emailOptIn')} />}
            </fieldset>
          )}
          {outcome === 'failed' && <ErrorBanner type="error" messages={[t('validation.server')]} live={false} />}
          <div className={formCss.actions}>
            <SubmitButton>{t('profile.save')}</SubmitButton>
          </div>
        </fieldset>
        <FormMethodsInto target={methods} />
      </Form>
      <LiveRegion text={announcement} />
    </>
  );
}
