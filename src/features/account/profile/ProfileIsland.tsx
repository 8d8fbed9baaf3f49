// The profile sub-page's island (spec 001 §2 "User profile"): the profile form, filled from the
// page's one member fetch. Until the member arrives (and in the static HTML) it is the same form,
// disabled and empty, so nothing shifts; if the fetch fails, a notice with a way to try again sits
// above it, except for a server error (5xx), which goes to /error (spec 000 §8: the member is this
// page's own data). A signed-out visitor is sent to /login by the account guard.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member, loadMember, refreshMember } from '../../../stores/member.ts';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import type { ProfileCopyKey } from './copy-keys.ts';
import { ProfileForm } from './ProfileForm.tsx';
import type { ProfileSettings } from './profile-settings.ts';
import type { SupportPhone } from './SignInDetails.tsx';
import * as css from './profile.css.ts';

export interface ProfileIslandProps {
  copy: Record<ProfileCopyKey, string>;
  kitCopy: FormKitCopy;
  settings: ProfileSettings;
  supportPhone: SupportPhone;
  recoverPath: string;
}

export default function ProfileIsland({ copy, kitCopy, settings, supportPhone, recoverPath }: ProfileIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const hydrated = useHydrated();
  const { status, member: stored, failedStatus } = useStore($member);
  // The static HTML and the hydration draw the loading form; the store's member only after.
  const member = hydrated ? stored : null;
  // A 5xx is on its way to /error: the loading form stays until the page goes.
  const failed = hydrated && status === 'error' && stored === null && !(failedStatus !== undefined && failedStatus >= 500);

  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    void loadMember({ serverError: 'redirect' });
  }, []);

  const retry = async () => {
    setRetrying(true);
    await refreshMember({ serverError: 'redirect' });
    setRetrying(false);
  };

  return (
    <div>
      {failed ? (
        <div className={css.loadError}>
          <LoadFailed message={t('profile.loadError')} retryLabel={t('profile.retry')} busy={retrying} onRetry={() => void retry()} />
        </div>
      ) : (
        <p className="visually-hidden" role="status">
          {member === null ? t('profile.loading') : ''}
        </p>
      )}
      {/* A new form for the member (its values are its starting point); the loading one before. */}
      <ProfileForm
        key={member?.publicId ?? 'loading'}
        member={member}
        t={t}
        kitCopy={kitCopy}
        settings={settings}
        supportPhone={supportPhone}
        recoverPath={recoverPath}
      />
    </div>
  );
}
