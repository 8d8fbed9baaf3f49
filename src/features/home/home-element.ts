// <home-greeting>: the jumbotron's welcome for signed-in members (spec 000 §2 "Home and discover
// entry"), filled from $member. Which banners and whether the greeting or the prospect form show is
// CSS over <html data-user-state> (the shell's [data-show-for]), so no other script is needed here.
import { elementCopy } from '../../lib/element-copy.ts';
import { $member, loadMember } from '../../stores/member.ts';

export class HomeGreeting extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    const copy = elementCopy<'home.welcome'>(this);
    this.#stop = $member.subscribe(({ member }) => {
      const text = member?.firstName ? copy('home.welcome', { firstName: member.firstName }) : '';
      if (this.textContent !== text) this.textContent = text;
    });
    void loadMember(); // the page's one member fetch, shared with the shell (no second request)
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }
}

/** Registers <home-greeting>; safe to call more than once. */
export function defineHomeGreeting(): void {
  if (!customElements.get('home-greeting')) customElements.define('home-greeting', HomeGreeting);
}
