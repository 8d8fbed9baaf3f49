// <site-toasts>: renders $toasts top centre (spec 000 §4 "Toasts", §8). Each toast reads its
// visually hidden type prefix ("ERROR:") before the message. Successes and warnings go to a polite
// status region, errors to an alert region; both regions exist before any toast is added, so screen
// readers announce them. Timing lives in the store (successes close after 3 s, errors stay).
import { $toasts, dismissToast, type Toast } from '../../stores/toasts.ts';

class SiteToasts extends HTMLElement {
  #shown = new Map<number, HTMLElement>();
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    this.#stop ??= $toasts.subscribe((toasts) => this.#render(toasts));
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #render(toasts: readonly Toast[]): void {
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, element] of this.#shown) {
      if (ids.has(id)) continue;
      // Keep keyboard users in the page when the toast they were on goes away.
      if (element.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
      element.remove();
      this.#shown.delete(id);
    }
    for (const toast of toasts) {
      if (this.#shown.has(toast.id)) continue;
      const element = this.#create(toast);
      if (!element) continue;
      this.#shown.set(toast.id, element);
      this.querySelector(toast.type === 'error' ? '[data-alert]' : '[data-status]')?.append(element);
    }
  }

  #create(toast: Toast): HTMLElement | null {
    const template = this.querySelector('template');
    const element = template?.content.firstElementChild?.cloneNode(true);
    if (!(element instanceof HTMLElement)) return null;
    element.dataset['type'] = toast.type;
    const slot = (name: string) => element.querySelector<HTMLElement>(`[data-${name}]`);
    slot('prefix')!.textContent = toast.prefix;
    slot('message')!.textContent = toast.message;
    const action = slot('action') as HTMLButtonElement;
    if (toast.action) {
      const run = toast.action.run;
      action.hidden = false;
      action.textContent = toast.action.label;
      action.addEventListener('click', run);
      // Clicking the toast's text runs the action too (spec 000 §4, session keep-alive).
      slot('text')!.addEventListener('click', run);
    }
    slot('dismiss')!.addEventListener('click', () => dismissToast(toast.id));
    return element;
  }
}

/** Registers <site-toasts>; safe to call more than once. */
export function defineSiteToasts(): void {
  if (!customElements.get('site-toasts')) customElements.define('site-toasts', SiteToasts);
}
