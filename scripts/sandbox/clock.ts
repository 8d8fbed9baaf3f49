// The sandbox's "now". Real time by default; with `SANDBOX_NOW` (or `--now`, or the `now` start
// option) the clock starts at that instant and runs on from it at real speed. Seeded dates count
// back from its day and the routes that depend on today read it, so a run that stays within that
// day sees the same data every time (the screenshot baselines, e2e/visual.spec.ts), while sessions,
// lockouts and captcha grants still expire as they would.

/** Milliseconds since the epoch, as the sandbox sees them. */
export type Clock = () => number;

/** The instant `value` names (an ISO date-time, or epoch milliseconds), or an error saying what fits. */
export function parseNow(value: string | number | Date): number {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`SANDBOX_NOW must be an ISO date-time such as 2026-11-18T12:00:00Z, got "${String(value)}"`);
  return ms;
}

/** A clock that reads `startAt` now and runs on from it; the real clock when `startAt` is undefined or empty. */
export function sandboxClock(startAt?: string | number | Date): Clock {
  if (startAt === undefined || startAt === '') return () => Date.now();
  const offset = parseNow(startAt) - Date.now();
  return () => Date.now() + offset;
}
