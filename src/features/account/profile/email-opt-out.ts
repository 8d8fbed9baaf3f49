// What the email opt-in does to the rate (issue #25; spec 001 §6: "tier 2 is 'Select Member', unlocked
// by opting in to emails"). A Select Member who unticks it earns the Member rate instead, so the
// profile asks first, naming both rates. VIP is reached by dining, not by emails: no question there.
import { stepOfLevel, type EarnProgramme } from '../../../lib/earn-rates.ts';

export interface RateDrop {
  /** The member's rate now: "3 miles per $1". */
  from: string;
  /** The rate without emails: "1 mile per $2". */
  to: string;
}

/** The drop unticking the email opt-in means for a member at `tierLevel`; null when it changes nothing. */
export function emailOptOutDrop(earn: EarnProgramme, tierLevel: number | null | undefined): RateDrop | null {
  const current = stepOfLevel(earn.ladder, tierLevel);
  const member = earn.ladder[0];
  if (!current || !member || current.tier !== 'select' || current.rate === member.rate) return null;
  return { from: current.rateText, to: member.rateText };
}

/** Whether opting in raises the rate at all at this partner (the hint says so only then). */
export const optInRaisesRate = (earn: EarnProgramme): boolean => (earn.ladder[1]?.rate ?? 0) > (earn.ladder[0]?.rate ?? 0);
