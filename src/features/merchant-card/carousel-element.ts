// <merchant-carousel data-query="…">: the always-loaded part of the discover page's merchant
// carousel (spec 000 §2). It only watches for the carousel to come into view, then loads the view
// (fetch, cards, scrolling) by dynamic import. Without JavaScript the "View all" link beside it stays.
export class MerchantCarouselElement extends HTMLElement {
  #io: IntersectionObserver | undefined;

  connectedCallback(): void {
    if (this.dataset.state) return;
    const start = (): void => {
      this.#io?.disconnect();
      this.dataset.state = 'loading';
      import('./carousel-view.ts').then((view) => view.mountCarousel(this)).catch(() => (this.dataset.state = 'error'));
    };
    if (!('IntersectionObserver' in window)) return start();
    this.#io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px 0px' });
    this.#io.observe(this);
  }

  disconnectedCallback(): void {
    this.#io?.disconnect();
  }
}

/** Registers <merchant-carousel>; safe to call more than once. */
export function defineMerchantCarousel(): void {
  if (!customElements.get('merchant-carousel')) customElements.define('merchant-carousel', MerchantCarouselElement);
}
