// <home-greeting>: the jumbotron's welcome for signed-in members (spec 000 §2 "Home and discover
// entry"), filled from $member. Which banners and whether the greeting or the prospect form show is
// CSS over <html data-user-state> (the shell's [data-show-for]), so no other script is needed here.
import { clientCopy } from '../../lib/runtime-config.ts';
import { $member, loadMember } from '../../stores/member.ts';

export class HomeGreeting extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    this.#stop = $member.subscribe(({ member }) => {
      const text = member?.firstName ? clientCopy('home.welcome', { firstName: member.firstName }) : '';
      if (this.textContent !== text) this.textContent = text;
    });
    void loadMember(); // the page's one member fetch, shared with the shell (no second request)
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }
}

if (!customElements.get('home-greeting')) customElements.define('home-greeting', HomeGreeting);
