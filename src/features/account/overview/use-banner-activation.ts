// A bonus banner's Activate (spec 001 §4 "Bonuses", §8): which banner the last activation was for,
// so its button is busy while the call runs and then shows the failure, or the success message shows
// and the activated banner's title takes focus once it is drawn in the Activated group. The call is
// the swr mutation of src/api/hooks/bonuses.ts; a success keeps the code for 35 minutes
// (bonus-memory.ts) before the member is fetched again.
import { useEffect, useId, useState } from 'react';
import { useBonusActivation } from '../../../api/hooks/bonuses.ts';
import { rememberBonus } from './bonus-memory.ts';

export interface BannerActivation {
  /** The code whose activation is running, else null. */
  pending: string | null;
  /** The code whose activation failed, else null. */
  failed: string | null;
  /** The code just registered (upper case), else null. */
  registered: string | null;
  /** The id of a banner's title: the activated one takes focus, the Activate button names it. */
  titleIdOf: (code: string) => string;
  /** Ignored while an activation runs. */
  activate: (code: string) => void;
}

export function useBannerActivation(publicId: string, onRegistered: () => void): BannerActivation {
  const baseId = useId();
  const [target, setTarget] = useState<string | null>(null);
  const activation = useBonusActivation((code) => {
    rememberBonus(publicId, code);
    onRegistered();
  });
  const pending = activation.isMutating ? target : null;
  const failed = !activation.isMutating && activation.error !== undefined ? target : null;
  const registered = !activation.isMutating && activation.error === undefined && activation.data ? activation.data.toUpperCase() : null;

  useEffect(() => {
    if (registered) document.getElementById(`${baseId}-${registered}`)?.focus();
  }, [registered, baseId]);

  return {
    pending,
    failed,
    registered,
    titleIdOf: (code) => `${baseId}-${code.toUpperCase()}`,
    activate: (code) => {
      if (activation.isMutating) return;
      setTarget(code);
      void activation.trigger(code);
    },
  };
}
