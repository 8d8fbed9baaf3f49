// <overlay-dock>: the fixed bottom area (overlays.css.ts). While something in it is visible, the
// page gets that much bottom padding and scroll padding, so the footer can still be scrolled into
// view and keyboard focus is never hidden behind the dock (WCAG 2.4.11).
class OverlayDock extends HTMLElement {
  #observer: ResizeObserver | undefined;

  connectedCallback(): void {
    this.#observer ??= new ResizeObserver(() => {
      const height = `${Math.ceil(this.getBoundingClientRect().height)}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    });
    this.#observer.observe(this);
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
  }
}

/** Registers <overlay-dock>; safe to call more than once. */
export function defineOverlayDock(): void {
  if (!customElements.get('overlay-dock')) customElements.define('overlay-dock', OverlayDock);
}
