// Bonus and dine-summary calls of the account overview (spec 001 §7; docs/api.md "Activity and
// bonuses"), read against the contract's shapes (readApi). Member calls: a 401 sends the visitor to
// /login, keeping the login redirect (client.ts).
import { bonusRegistrationAnswer } from './answers/bonusRegistration.ts';
import { dineSummaryAnswer } from './answers/dineSummary.ts';
import { api, readAnswerLater, readApi, withParams } from './client.ts';
import { getDineSummary as getDineSummaryCall, registerBonus as registerBonusCall } from './contract/calls.ts';
import type { BonusRegistration, DineSummary } from './contract/activity.ts';

export type { BonusRegistration, DineSummary };

/** GET /api/Member/DineSummary: this calendar year's earned dines and benefits. The panel says so
 *  itself when it cannot be had (a part of the page, with its own Try again). */
export function getDineSummary(): Promise<DineSummary> {
  return readApi(getDineSummaryCall, dineSummaryAnswer, { unauthorized: 'redirect' });
}

/** POST /api/Member/Bonus/{code} (CSRF, no body): resolves when the member is registered (the spec
 *  names no field of the answer, 001 §7: `{}` will do); rejects with ApiError otherwise (409:
 *  already Enrolled or Qualified; 404: not the member's bonus). */
export async function registerBonus(code: string): Promise<BonusRegistration> {
  const call = withParams(registerBonusCall, { code });
  const answer = await api(call, { unauthorized: 'redirect' });
  // "ok or failure": the status says which, so an empty or plain-text ok reads as `{}`.
  return readAnswerLater(call, bonusRegistrationAnswer, typeof answer === 'object' && answer !== null ? answer : {});
}
