// Enrollment's swr mutation: activation (spec 000 §4 "Activation"; React only: content pages never
// import this module). The activation page leaves for /activate/activated on success, so `data` stays true
// and the button stays busy until it has gone.
import useSWRMutation from 'swr/mutation';
import { activateMember } from '../enrollment.ts';

async function activate(_key: string, { arg: publicId }: { arg: string }): Promise<true> {
  await activateMember(publicId);
  return true;
}

/** `trigger(publicId)` activates the known member; a failure is the mutation's `error` (it never throws). */
export function useActivation(onActivated: () => void) {
  return useSWRMutation('member/activation', activate, { throwOnError: false, onSuccess: onActivated });
}
