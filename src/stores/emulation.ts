// Operator emulation (spec 000 §4 "Emulation sign-out", 001 §6): the emulated session lives only in
// the operator's emulation frame; anywhere else it is signed out, and an exit message signs out.
import { signOutPath } from '../site/paths.ts';
import { signOut } from '../api/session.ts';
import { deleteCookie, getCookie } from '../lib/cookies.ts';
import { navigate } from '../lib/navigate.ts';

/** Cookie the operator tool sets while emulating a member (our name; the spec does not give one). */
export const emulationCookie = 'emulation_id';
/** window.name of the operator tool's frame that hosts the emulated session. */
export const emulationFrameName = 'emulation';
export const emulationExitMessage = 'emulation-exit';

function leave(): void {
  deleteCookie(emulationCookie);
  navigate(signOutPath);
}

/** Ends the session (GET /api/SignOut, failures ignored) and goes to /SignOut. */
export async function exitEmulation(): Promise<void> {
  await signOut().catch(() => undefined);
  leave();
}

let watching = false;

/** Once per page: force sign-out outside the emulation frame; listen for the exit message. */
export function watchEmulation(): void {
  if (watching) return;
  watching = true;
  // The cookie goes with the sign-out, so /SignOut itself never loops.
  if (getCookie(emulationCookie) && window.name !== emulationFrameName && location.pathname !== signOutPath) leave();
  addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the embedding operator tool (our parent) or this origin may end the session.
    if (event.source !== window.parent && event.origin !== location.origin) return;
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === emulationExitMessage) void exitEmulation();
  });
}
