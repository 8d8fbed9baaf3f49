// <member-home>: fills the signed-in member's summary on the home page (MemberHome.astro). Visitors
// never load its view: it is imported once the member fetch (the page's one, shared with the shell)
// says a card or non-card member is signed in.
import { $member, loadMember, type Member } from '../../stores/member.ts';
import { userStateOf } from '../../stores/user-state.ts';

const isMember = (member: Member | null): member is Member => {
  const state = userStateOf(member, { status: 'idle', member: null });
  return state === 'card_member' || state === 'non_card_member';
};

class MemberHome extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    const fill = (member: Member): void => {
      stop();
      this.setAttribute('aria-busy', 'true');
      void import('./member-home-view.ts')
        .then((view) => view.fillMemberHome(this, member))
        .catch(() => (this.dataset['state'] = 'error'))
        .finally(() => this.removeAttribute('aria-busy'));
    };
    const stop = $member.listen(({ status, member }) => {
      if (status === 'ready' && isMember(member)) fill(member);
    });
    const { status, member } = $member.get();
    if (status === 'ready' && isMember(member)) fill(member);
    else void loadMember(); // the page's one member fetch (no second request)
  }
}

/** Registers <member-home>; safe to call more than once. */
export function defineMemberHome(): void {
  if (!customElements.get('member-home')) customElements.define('member-home', MemberHome);
}
