// Shows the shell variant for the current visitor: sets <html data-user-state> and fills the
// member's name and email into [data-member-field] slots. Boots the page runtime once.
import { $member, $userState } from '../../stores/member.ts';
import { bootRuntime } from '../../stores/boot.ts';

$userState.subscribe((state) => {
  document.documentElement.dataset['userState'] = state;
});

$member.subscribe(({ member }) => {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-member-field]')) {
    const field = slot.dataset['memberField'] as 'firstName' | 'lastName' | 'email';
    slot.textContent = member?.[field] ?? '';
  }
});

void bootRuntime();
