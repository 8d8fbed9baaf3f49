// The email and password (spec 001 §5): read-only, with how to change them. Direct partners show a
// masked password and send the member to customer support, or to sign out and recover the account;
// sso partners' credentials are the programme's, so the member is sent there.
import { useId } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { ProfileCopyKey } from './copy-keys.ts';
import { ReadOnlyField } from './ReadOnlyField.tsx';
import * as css from './profile.css.ts';

export interface SupportPhone {
  href: string;
  formatted: string;
}

interface SignInDetailsProps {
  t: CopyReader<ProfileCopyKey>;
  sso: boolean;
  email: string;
  supportPhone: SupportPhone;
  recoverPath: string;
}

/** Stands in for the password, which the page never knows: eight dots' worth. */
const maskedPassword = '********';

export function SignInDetails({ t, sso, email, supportPhone, recoverPath }: SignInDetailsProps) {
  const noteId = useId();
  // `profile.changeCredentials` keeps its {phone} placeholder: the tel: link goes there.
  const [beforePhone = '', afterPhone = ''] = t('profile.changeCredentials').split('{phone}');
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>{t('profile.section.signIn')}</legend>
      <ReadOnlyField label={t('profile.email')} value={email} type="email" describedBy={noteId} />
      {!sso && <ReadOnlyField label={t('profile.password')} value={email ? maskedPassword : ''} type="password" describedBy={noteId} />}
      <div id={noteId}>
        {sso ? (
          <p className={css.note}>{t('profile.ssoCredentials')}</p>
        ) : (
          <>
            <p className={css.note}>
              {beforePhone}
              <a href={supportPhone.href}>{supportPhone.formatted}</a>
              {afterPhone}
            </p>
            <p className={css.note}>
              {t('profile.resetCredentials')} <a href={recoverPath}>{t('profile.resetLink')}</a>
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
