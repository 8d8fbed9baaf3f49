// The shell's small interactions as custom elements (no framework on content pages):
// <disclosure-menu> for the main menu and member dropdown, <back-link>, <slide-away-header>.
import { breakpoints } from '../../theme/layout.ts';
import { backContext, goesBack, notePageInTab } from './back-link.ts';

/** A button that shows and hides the panel it controls. Closes on Escape (focus returns to the
 *  button), on a click outside, and when one of its links is chosen. */
class DisclosureMenu extends HTMLElement {
  #button: HTMLButtonElement | null = null;
  #panel: HTMLElement | null = null;

  connectedCallback(): void {
    this.#button = this.querySelector('button[aria-controls]');
    this.#panel = this.#button ? document.getElementById(this.#button.getAttribute('aria-controls') ?? '') : null;
    this.#button?.addEventListener('click', () => this.toggle());
    this.#panel?.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) this.toggle(false);
    });
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.open) {
        this.toggle(false);
        this.#button?.focus();
      }
    });
    document.addEventListener('click', (event) => {
      if (this.open && !this.contains(event.target as Node)) this.toggle(false);
    });
    // Tabbing out of the menu closes it, so it never hides content behind it.
    this.addEventListener('focusout', (event) => {
      if (this.open && event.relatedTarget && !this.contains(event.relatedTarget as Node)) this.toggle(false);
    });
  }

  get open(): boolean {
    return this.#button?.getAttribute('aria-expanded') === 'true';
  }

  toggle(force = !this.open): void {
    this.#button?.setAttribute('aria-expanded', String(force));
    if (this.#panel) this.#panel.hidden = !force;
  }
}

/** Goes back in browser history when the page before this one in the tab was on this site
 *  (back-link.ts); otherwise the link's own href, the home page, applies. */
class BackLink extends HTMLElement {
  connectedCallback(): void {
    this.querySelector('a')?.addEventListener('click', (event) => {
      // Ctrl/Cmd/Shift-click and other buttons open the href elsewhere: history is not theirs.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!goesBack(backContext())) return;
      event.preventDefault();
      history.back();
    });
  }
}

/** On small screens the navbar and its sub-bar slide away while scrolling down and return when
 *  scrolling up (spec 000 §2; applies below the large-mobile breakpoint). */
class SlideAwayHeader extends HTMLElement {
  connectedCallback(): void {
    const small = matchMedia(`(max-width: ${breakpoints.largeMobile - 0.02}px)`);
    let last = scrollY;
    addEventListener(
      'scroll',
      () => {
        const y = scrollY;
        const hide = small.matches && y > last && y > this.offsetHeight && !this.contains(document.activeElement);
        this.toggleAttribute('data-hidden', hide);
        last = y;
      },
      { passive: true },
    );
    this.addEventListener('focusin', () => this.removeAttribute('data-hidden'));
  }
}

/** Registers <disclosure-menu>, <back-link> and <slide-away-header>, and notes this page in the tab
 *  for a later page's Back link (every page runs this once); safe to call more than once. */
export function defineShellElements(): void {
  notePageInTab();
  if (!customElements.get('disclosure-menu')) customElements.define('disclosure-menu', DisclosureMenu);
  if (!customElements.get('back-link')) customElements.define('back-link', BackLink);
  if (!customElements.get('slide-away-header')) customElements.define('slide-away-header', SlideAwayHeader);
}
