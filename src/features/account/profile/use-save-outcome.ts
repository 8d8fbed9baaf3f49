// What a profile save ended in (spec 001 §4 "Profile save"): its banner, brought into view and read
// out each time, even the same outcome twice.
import { useEffect, useRef, useState } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { BannerType } from '../../../ui/form/ErrorBanner.tsx';
import { useAnnouncement } from '../../../ui/form/LiveRegion.tsx';
import type { ProfileCopyKey } from './copy-keys.ts';

export type Outcome = 'saved' | 'noChanges' | 'failed';

export const outcomeBanner: Record<Outcome, { type: BannerType; key: ProfileCopyKey }> = {
  saved: { type: 'success', key: 'profile.saved' },
  noChanges: { type: 'warning', key: 'profile.noChanges' },
  failed: { type: 'error', key: 'profile.failed' },
};

export function useSaveOutcome(t: CopyReader<ProfileCopyKey>) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState(0);
  const outcomeRef = useRef<HTMLElement | null>(null);
  const [announcement, announce] = useAnnouncement();

  useEffect(() => {
    if (shown > 0) outcomeRef.current?.focus();
  }, [shown]);

  const show = (next: Outcome) => {
    setOutcome(next);
    setShown((count) => count + 1);
    announce(next === 'failed' ? `${t('profile.failed')} ${t('validation.server')}` : t(outcomeBanner[next].key));
  };

  return { outcome, outcomeRef, announcement, show, clear: () => setOutcome(null) };
}
