// The VIP ticker, progress bar and visit meter (spec 001 §2, §4 "Dining progress", §9): shown only
// for partners with VIP, a tier that is not opted out, a status that is not complete, and the counts
// they need present. Pure.
import type { Member } from '../../../api/contract/member.ts';

/** Visit meter: min 0, default max 11 (spec 001 §9). */
export const visitMeterMin = 0;
export const defaultVisitMax = 11;

export interface VipProgress {
  /** QualifiedAndBuilding: the goal is next year's status. */
  renewing: boolean;
  remainingDines: number;
  remainingDollars: number;
  visits: { value: number; max: number };
  /** Spend so far against the spend required; null when the requirement is not known. */
  spend: { value: number; max: number } | null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** What the ticker, bar and meter show, or null when the spec's conditions do not all hold. The
 *  needed counts are the remaining dines and dollars (the ticker's numbers); the requirements give
 *  the maxima, dines falling back to 11. */
export function vipProgress(hasVIP: boolean, member: Pick<Member, 'tierLevel' | 'diningProgress'> | null): VipProgress | null {
  const progress = member?.diningProgress;
  if (!hasVIP || !member || member.tierLevel === 0 || !progress) return null;
  if (progress.status !== 'Building' && progress.status !== 'QualifiedAndBuilding') return null;
  const { remainingDines, remainingDollars, dinesRequired, dollarsRequired } = progress;
  if (!isCount(remainingDines) || !isCount(remainingDollars)) return null;
  const visitMax = isCount(dinesRequired) && dinesRequired > 0 ? dinesRequired : defaultVisitMax;
  return {
    renewing: progress.status === 'QualifiedAndBuilding',
    remainingDines,
    remainingDollars,
    visits: { value: clamp(visitMax - remainingDines, visitMax), max: visitMax },
    spend:
      isCount(dollarsRequired) && dollarsRequired > 0
        ? { value: clamp(dollarsRequired - remainingDollars, dollarsRequired), max: dollarsRequired }
        : null,
  };
}
