// The re-enrollment gate's page script (every page with enrollment, so kept tiny): for a closed
// account it loads the card form into the gate (form-loader.ts, then the island in its own chunks:
// other visitors download none of it); on the page after a re-enrollment it has the stored success
// message shown once (linked-toast.ts).
import { readSession } from '../../lib/session-storage.ts';
import { $userState } from '../../stores/member.ts';
import { linkedFlashKey } from './linked-flash.ts';

export function startReenrollGate(): void {
  if (readSession(linkedFlashKey) !== null) void import('./linked-toast.ts').then(({ showLinkedToast }) => showLinkedToast());
  const slot = document.querySelector<HTMLElement>('[data-reenroll-form]');
  if (!slot) return;
  let started = false;
  $userState.subscribe((state) => {
    if (started || state !== 'closed_account') return;
    started = true;
    void import('./form-loader.ts').then(({ loadReenrollForm }) => loadReenrollForm(slot));
  });
}
