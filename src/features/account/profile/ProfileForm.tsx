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
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { Member } from '../../../api/contract/member.ts';
import { updateMember } from '../../../api/member.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { $member } from '../../../stores/member.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import type { FormMethods } from '../../../ui/form/form-state.ts';
import { LiveRegion } from '../../../ui/form/LiveRegion.tsx';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import { serverErrorsOf, type ServerErrorBody } from '../../../ui/form/server-errors.ts';
import { SubmitButton } from '../../../ui/form/SubmitButton.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import { checkZip, type ZipVerdicts } from '../../enrollment/public-fields.ts';
import type { ProfileCopyKey } from './copy-keys.ts';
import { emptyProfile, profileLabelsOf, profileRules, profileUpdateOf, profileValuesOf, type ProfileValues } from './profile-form.ts';
import type { ProfileSettings } from './profile-settings.ts';
import { AddressSection, ContactSection, NameSection } from './ProfileSections.tsx';
import { FormMethodsInto, showSaved } from './saved-values.tsx';
import { SignInDetails, type SupportPhone } from './SignInDetails.tsx';
import { outcomeBanner, useSaveOutcome } from './use-save-outcome.ts';
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
  const { outcome, outcomeRef, announcement, show, clear } = useSaveOutcome(t);

  const submit = async (values: ProfileValues): Promise<ServerErrorBody | undefined> => {
    clear();
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
  return (
    <>
      <Form rules={rules} defaultValues={defaults} copy={kitCopy} onSubmit={submit} headingLevel={2}>
        {banner && <ErrorBanner type={banner.type} messages={[t(banner.key)]} live={false} focusRef={outcomeRef} />}
        {/* A disabled fieldset disables every control while the member loads; no group of its own. */}
        <fieldset role="presentation" className={css.frame} disabled={loading}>
          <RequiredLegend />
          <NameSection t={t} labels={labels} sso={settings.sso} member={member} />
          <AddressSection t={t} labels={labels} addressRequired={settings.addressRequired} verdicts={verdicts} />
          <SignInDetails t={t} sso={settings.sso} email={member?.email ?? ''} supportPhone={supportPhone} recoverPath={recoverPath} />
          <ContactSection t={t} settings={settings} tierLevel={member?.tierLevel ?? null} />
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
