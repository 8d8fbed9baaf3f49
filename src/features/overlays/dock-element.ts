// <overlay-dock>: the fixed bottom area (overlays.css.ts). While something in it is visible, the
// page gets that much bottom padding and scroll padding, so the footer can still be scrolled into
// view and keyboard focus is never hidden behind the dock (WCAG 2.4.11).
//
// Its items (survey, install banner, announcement) appear whenever their rules decide, in any order.
// Each one that appears goes to the bottom: the items already shown keep their place in the dock's
// layout and only the dock's transform lifts them, which is not a layout shift (CLS stays 0).
// On a form page the dock is in the page's flow after the footer (data-in-flow, Overlays.astro): it
// takes its own room there, so it pads nothing.
class OverlayDock extends HTMLElement {
  #arrivals = 0;
  // Mutation callbacks run before the next frame, so the reordered dock is what paints.
  #mutations = new MutationObserver(() => {
    for (const item of this.children as HTMLCollectionOf<HTMLElement>) {
      if (!item.offsetHeight) item.style.order = '';
      else if (!item.style.order) item.style.order = String((this.#arrivals += 1));
    }
  });
  #resize = new ResizeObserver(() => {
    const height = this.dataset['inFlow'] === undefined ? `${Math.ceil(this.getBoundingClientRect().height)}px` : '';
    document.body.style.paddingBottom = height;
    document.documentElement.style.scrollPaddingBottom = height;
  });

  connectedCallback(): void {
    this.#resize.observe(this);
    this.#mutations.observe(this, { subtree: true, childList: true, attributeFilter: ['hidden'] });
  }

  disconnectedCallback(): void {
    this.#resize.disconnect();
    this.#mutations.disconnect();
  }
}

/** Registers <overlay-dock>; safe to call more than once. */
export function defineOverlayDock(): void {
  if (!customElements.get('overlay-dock')) customElements.define('overlay-dock', OverlayDock);
}
