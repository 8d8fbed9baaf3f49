// <home-greeting>: the hero's welcome for signed-in members (spec 000 §2 "Home and discover entry"),
// "Welcome back, {firstName}" once $member has a first name, "Welcome back" until then (the text the
// HTML carries). Which hero variant shows is CSS over <html data-user-state> (the shell's
// [data-show-for]), so no other script is needed here.
import { elementCopy } from '../../lib/element-copy.ts';
import { $member, loadMember } from '../../stores/member.ts';

export class HomeGreeting extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    const copy = elementCopy<'home.welcome' | 'home.welcomeBack'>(this);
    this.#stop = $member.subscribe(({ member }) => {
      const text = member?.firstName ? copy('home.welcome', { firstName: member.firstName }) : copy('home.welcomeBack');
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
