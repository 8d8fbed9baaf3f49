// Session expiry (spec 000 §4 "Session", §9): for a signed-in member whose session ends within 24 h,
// warn 60 s before expiry (with a keep-alive) and go to /SignOut at expiry.
import { signOutPath } from '../site/paths.ts';
import { getCookie } from '../lib/cookies.ts';
import { clientCopy } from '../lib/runtime-config.ts';
import { navigate } from '../lib/navigate.ts';
import { $member, refreshMember } from './member.ts';
import { dismissToast, showToast } from './toasts.ts';

/** Readable cookie the backend writes with the session's expiry in epoch milliseconds (docs/api.md). */
export const sessionExpiryCookie = 'session_expiry';
export const sessionDefaultMs = 15 * 60_000;
export const sessionWarningMs = 60_000;
/** Longer (remember-me) sessions get no timers at all. */
export const sessionTimedMaxMs = 24 * 60 * 60_000;

/** The session's expiry; a missing or unreadable cookie means now + 15 minutes (spec 000 §4). */
export function readSessionExpiry(now: number = Date.now()): number {
  const expiry = Number(getCookie(sessionExpiryCookie));
  return Number.isFinite(expiry) && expiry > 0 ? expiry : now + sessionDefaultMs;
}

let timers: ReturnType<typeof setTimeout>[] = [];
let warningId: number | undefined;
let stop: (() => void) | undefined;

function clearTimers(): void {
  timers.forEach(clearTimeout);
  timers = [];
  if (warningId !== undefined) dismissToast(warningId);
  warningId = undefined;
}

function keepAlive(): void {
  clearTimers();
  void refreshMember();
}

/** (Re)schedules from the cookie; does nothing for anonymous visitors. */
export function resetSessionTimers(): void {
  clearTimers();
  if (!$member.get().member) return;
  const now = Date.now();
  const remaining = readSessionExpiry(now) - now;
  if (remaining > sessionTimedMaxMs) return;
  timers.push(
    setTimeout(
      () => {
        warningId = showToast({
          type: 'warning',
          message: clientCopy('session.expiring'),
          action: { label: clientCopy('session.keepAlive'), run: keepAlive },
          sticky: true,
        });
      },
      Math.max(0, remaining - sessionWarningMs),
    ),
    setTimeout(
      () => {
        clearTimers();
        navigate(signOutPath);
      },
      Math.max(0, remaining),
    ),
  );
}

/** Starts once per page; timers reset whenever the member is (re)fetched or the location changes. Returns a stop function. */
export function startSessionTimers(): () => void {
  if (stop) {
    resetSessionTimers();
    return stop;
  }
  const unlisten = $member.listen(resetSessionTimers);
  addEventListener('popstate', resetSessionTimers);
  addEventListener('pageshow', resetSessionTimers);
  resetSessionTimers();
  stop = () => {
    unlisten();
    removeEventListener('popstate', resetSessionTimers);
    removeEventListener('pageshow', resetSessionTimers);
    clearTimers();
    stop = undefined;
  };
  return stop;
}
