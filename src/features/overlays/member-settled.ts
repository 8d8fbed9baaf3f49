// Overlays that depend on who the visitor is wait for the page's one member fetch to settle, so a
// signed-in or closed-account member never sees a flash of a visitor-only overlay.
import { $member, $userState, loadMember, type UserState } from '../../stores/member.ts';

const settled = (): boolean => {
  const { status } = $member.get();
  return status === 'ready' || status === 'error';
};

export function whenMemberSettled(run: (state: UserState) => void): void {
  if (settled()) {
    run($userState.get());
    return;
  }
  void loadMember(); // shared with the shell's own call: one request per page
  const stop = $member.listen(() => {
    if (!settled()) return;
    stop();
    run($userState.get());
  });
}
