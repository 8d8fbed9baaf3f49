// Bonus activation as an swr mutation (React only: content pages never import this module). The
// member changes with it (its activeBonuses), and the member lives in the nanostores store the
// non-React shell reads too: a success refreshes it through the store's own action.
import useSWRMutation from 'swr/mutation';
import { registerBonus } from '../bonuses.ts';
import { ApiError } from '../client.ts';
import { refreshMember } from '../../stores/member.ts';

/** POST /api/Member/Bonus/{code}; a 409 (already Enrolled or Qualified) is what the member asked for. */
async function activate(_key: string, { arg: code }: { arg: string }): Promise<string> {
  try {
    await registerBonus(code);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
  return code;
}

/**
 * `trigger(code)` registers the member for a bonus (spec 001 §4 "Bonuses"). On success
 * `onRegistered(code)` runs first (the page keeps the code for 35 minutes, so a member answer that
 * still says Eligible does not undo it), then the member is fetched again. A failure is the
 * mutation's `error`, for the inline message beside the button (spec 001 §8); it never throws.
 */
export function useBonusActivation(onRegistered: (code: string) => void) {
  return useSWRMutation('member/bonus-activation', activate, {
    throwOnError: false,
    onSuccess: (code) => {
      onRegistered(code);
      void refreshMember();
    },
  });
}
