// Bonus and dine-summary calls of the account overview (spec 001 §7; docs/api.md "Activity and
// bonuses"). Member calls: a 401 sends the visitor to /login, keeping the login redirect
// (client.ts). Answers are read as untrusted with light hand-written guards (no zod in the browser).
import { api, asObject, withParams } from './client.ts';
import { getDineSummary as getDineSummaryCall, registerBonus as registerBonusCall } from './contract/calls.ts';
import type { BonusRegistration, DineSummary } from './contract/activity.ts';

export type { BonusRegistration, DineSummary };

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** GET /api/Member/DineSummary: this calendar year's earned dines and benefits. */
export async function getDineSummary(): Promise<DineSummary> {
  const body = asObject(await api(getDineSummaryCall, { unauthorized: 'redirect' }), 'dine summary');
  const currentYearBenefits = count(body['currentYearBenefits']);
  const currentYearDines = count(body['currentYearDines']);
  if (currentYearBenefits === null || currentYearDines === null) throw new TypeError('Unexpected dine summary response');
  return { currentYearBenefits, currentYearDines: Math.floor(currentYearDines) };
}

/** POST /api/Member/Bonus/{code} (CSRF, no body): resolves when the member is registered; rejects
 *  with ApiError otherwise (409: already Enrolled or Qualified; 404: not the member's bonus). */
export async function registerBonus(code: string): Promise<void> {
  await api<BonusRegistration>(withParams(registerBonusCall, { code }), { unauthorized: 'redirect' });
}
