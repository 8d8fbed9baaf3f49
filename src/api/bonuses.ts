// Bonus registration of the account overview (spec 001 §7; docs/api.md "Activity and bonuses"),
// read against the contract's shape. A member call: a 401 sends the visitor to /login, keeping the
// login redirect (client.ts).
import { bonusRegistrationAnswer } from './answers/bonusRegistration.ts';
import { api, readAnswerLater, withParams } from './client.ts';
import { registerBonus as registerBonusCall } from './contract/calls.ts';
import type { BonusRegistration } from './contract/bonuses.ts';

export type { BonusRegistration };

/** POST /api/Member/Bonus/{code} (CSRF, no body): resolves when the member is registered (the spec
 *  names no field of the answer, 001 §7: `{}` will do); rejects with ApiError otherwise (409:
 *  already Enrolled or Qualified; 404: not the member's bonus). */
export async function registerBonus(code: string): Promise<BonusRegistration> {
  const call = withParams(registerBonusCall, { code });
  const answer = await api(call);
  // "ok or failure": the status says which, so an empty or plain-text ok reads as `{}`.
  return readAnswerLater(call, bonusRegistrationAnswer, typeof answer === 'object' && answer !== null ? answer : {});
}
