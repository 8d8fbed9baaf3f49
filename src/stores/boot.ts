// Page start-up of the browser runtime (docs/runtime.md "How a page boots"): called once per page by
// the layout's script; a second call does nothing.
import { signOutPath } from '../site/paths.ts';
import { prefetchCsrf, registerCsrfHooks } from './csrf.ts';
import { captureInstallPrompt } from './install.ts';
import { knownPublicId, loadKnown } from './known.ts';
import { recordLastPath } from './last-path.ts';
import { holdMemberFetchesUntil, loadMember, refreshMember } from './member.ts';
import { identifyToNativeApp } from './native-identity.ts';
import { captureReferral } from './referral.ts';
import { startSessionTimers } from './session.ts';
import { watchEmulation } from './emulation.ts';
import { signOut } from '../api/session.ts';

let booted = false;

export function bootRuntime(): void {
  if (booted) return;
  booted = true;
  registerCsrfHooks(); // before any CSRF call (known look-up, impressions, forms)
  watchEmulation();
  void prefetchCsrf();
  captureReferral(location); // first: it takes source out of the address
  recordLastPath(location.pathname + location.search);
  const publicId = knownPublicId();
  if (publicId) void loadKnown(publicId);
  // /SignOut is where sign-out links and session expiry send the browser (spec 000 §2): end the
  // session there before anyone asks who is signed in. A failed call still shows the signed-out page.
  if (location.pathname === signOutPath) holdMemberFetchesUntil(signOut());
  void loadMember().then(() => startSessionTimers());
  void identifyToNativeApp();
  // Spec 000 §4: the member is refetched on each navigation once loaded; a page restored from the
  // back-forward cache is a navigation without a page load.
  addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshMember();
  });
  captureInstallPrompt();
}
