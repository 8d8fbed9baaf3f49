// Shows the shell variant for the current visitor: sets <html data-user-state> and fills the
// member's name and email into [data-member-field] slots, from now on; and points the page's
// activate links at the visitor's stored public id (activate-links.ts).
import { $member, $userState } from '../../stores/member.ts';
import { carryPublicIdToActivateLinks } from './activate-links.ts';

export function reflectUserState(): void {
  $userState.subscribe((state) => {
    document.documentElement.dataset['userState'] = state;
  });
  $member.subscribe(({ member }) => {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-member-field]')) {
      const field = slot.dataset['memberField'] as 'firstName' | 'lastName' | 'email';
      slot.textContent = member?.[field] ?? '';
    }
  });
  carryPublicIdToActivateLinks();
}
