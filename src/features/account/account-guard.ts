// The account center's guard: a signed-out visitor is sent to /login with the login redirect set,
// as a member call's 401 would (spec 001 §6 "Any unauthorised response sends them to /login").
// The sign-in page replaces this one in history: Back from it must not bounce here again.
import { loginPath } from '../../site/paths.ts';
import { rememberLoginRedirect } from '../../lib/login-redirect.ts';
import { replacePage } from '../../lib/navigate.ts';
import { $member, loadMember } from '../../stores/member.ts';

export async function sendToSignIn(): Promise<void> {
  await loadMember();
  const { status, member } = $member.get();
  // A failed fetch (the API down) is not a sign-out: the page shows its error state instead.
  if (status !== 'ready' || member !== null) return;
  rememberLoginRedirect(location.pathname + location.search);
  replacePage(loginPath);
}
