// <site-modal>: the reusable modal (spec 000 §2 "Reusable modal") on the native <dialog>.
// showModal() makes the page behind inert and keeps focus inside; Escape closes (the dialog's own
// cancel); a click on the backdrop closes; focus returns to the element that had it before.
// One modal at a time: open() while another dialog is open waits until that one closes.
// Emits `close` (CustomEvent, detail = the reason passed to close(); 'dismiss' for Escape,
// backdrop, close button).

export class SiteModal extends HTMLElement {
  #opener: HTMLElement | null = null;

  get dialog(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  get isOpen(): boolean {
    return this.dialog?.open === true;
  }

  connectedCallback(): void {
    const dialog = this.dialog;
    if (!dialog || dialog.dataset['wired']) return;
    dialog.dataset['wired'] = '';
    // A drag that starts inside the panel and ends on the backdrop is not a backdrop click.
    let pressedBackdrop = false;
    dialog.addEventListener('pointerdown', (event) => {
      pressedBackdrop = event.target === dialog;
    });
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      if ((target === dialog && pressedBackdrop) || target.closest('[data-modal-close]')) this.close();
    });
    dialog.addEventListener('close', () => {
      const opener = this.#opener;
      this.#opener = null;
      if (opener?.isConnected) opener.focus();
      this.dispatchEvent(new CustomEvent('close', { detail: dialog.returnValue || 'dismiss' }));
    });
  }

  open(): void {
    const dialog = this.dialog;
    if (!dialog || dialog.open) return;
    const busy = document.querySelector('dialog[open]');
    if (busy) {
      busy.addEventListener('close', () => this.open(), { once: true });
      return;
    }
    this.#opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    dialog.returnValue = '';
    dialog.showModal();
  }

  close(reason = 'dismiss'): void {
    if (this.dialog?.open) this.dialog.close(reason);
  }
}

/** Registers <site-modal>; safe to call more than once. */
export function defineSiteModal(): void {
  if (!customElements.get('site-modal')) customElements.define('site-modal', SiteModal);
}

declare global {
  interface HTMLElementTagNameMap {
    'site-modal': SiteModal;
  }
}
