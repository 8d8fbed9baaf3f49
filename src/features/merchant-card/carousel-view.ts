// The merchant carousel's view (spec 000 §2 "Merchant card and carousel", §7, §9), loaded by
// <merchant-carousel> once it nears the viewport: fetches the item's merchants (page size 10),
// renders cards in a scroll-snapping list that a mouse can drag (10px threshold), arrow buttons
// (desktop, disabled at the ends), indicator dots for the slides in view (threshold 0.8), and
// carousel impressions. The static "View all" link beside it stays in every state.
import { searchMerchants, type Merchant } from '../../api/merchants.ts';
import { elementCopy, type CopyReader } from '../../lib/element-copy.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { loadMember } from '../../stores/member.ts';
import { trackImpression } from '../analytics/public.ts';
import { renderMerchantCard, type CardContext } from './merchant-card.ts';
import type { CarouselCopyKey } from './copy-keys.ts';
import * as css from './carousel.css.ts';

export const carouselPageSize = 10;
export const dragThreshold = 10;
export const inViewThreshold = 0.8;

let counter = 0;

export interface CarouselOptions {
  /** Test hooks: the data sources. */
  search?: typeof searchMerchants;
  member?: () => Promise<CardContext['member']>;
}

const memberOfStore = async (): Promise<CardContext['member']> => {
  const member = await loadMember();
  return member ? { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] } : null;
};

function cardContext(host: HTMLElement, copy: CopyReader<CarouselCopyKey>, member: CardContext['member']): CardContext {
  const { settings } = runtimeConfig();
  return { t: copy, member, acclaimedEnabled: settings.acclaimedEnabled, signInHref: host.dataset['signInHref'] ?? '', headingLevel: 3 };
}

/** Fills the <merchant-carousel> host: [data-stage] reserves the height, [data-status] is the
 *  polite live region for the loading, error and empty texts. */
export async function mountCarousel(host: HTMLElement, options: CarouselOptions = {}): Promise<void> {
  const stage = host.querySelector<HTMLElement>('[data-stage]') ?? host;
  let status = host.querySelector<HTMLElement>('[data-status]');
  if (!status) {
    status = document.createElement('p');
    status.setAttribute('role', 'status');
    stage.append(status);
  }
  const copy = elementCopy<CarouselCopyKey>(host);
  host.dataset.state = 'loading';
  host.setAttribute('aria-busy', 'true');
  status.textContent = copy('merchant.carouselLoading');

  const query = host.dataset.query ?? '';
  let merchants: Merchant[];
  let member: CardContext['member'];
  try {
    // Repeated list filters in the CMS query (features=a&features=b) all count.
    const params = new URLSearchParams(query);
    params.set('pageSize', String(carouselPageSize));
    [{ merchants }, member] = await Promise.all([(options.search ?? searchMerchants)(params), (options.member ?? memberOfStore)()]);
  } catch {
    host.dataset.state = 'error';
    host.removeAttribute('aria-busy');
    status.textContent = copy('merchant.carouselError');
    return;
  }
  host.removeAttribute('aria-busy');
  if (!merchants.length) {
    host.dataset.state = 'empty';
    status.textContent = copy('merchant.carouselEmpty');
    return;
  }
  status.textContent = '';
  renderCarousel(host, stage, merchants, cardContext(host, copy, member), query);
  host.dataset.state = 'ready';
}

export function renderCarousel(
  host: HTMLElement,
  stage: HTMLElement,
  merchants: readonly Merchant[],
  context: CardContext,
  query = '',
): void {
  const copy = elementCopy<CarouselCopyKey>(host);
  const id = `merchant-carousel-${++counter}`;
  const frame = document.createElement('div');
  frame.className = css.frame;

  const track = document.createElement('ul');
  track.className = css.track;
  track.id = id;
  track.tabIndex = 0; // scrollable region reachable by keyboard (arrow keys scroll it)
  track.setAttribute('aria-label', host.dataset.label ?? copy('merchant.carouselLabel'));

  const dots = document.createElement('div');
  dots.className = css.dots;
  dots.setAttribute('aria-hidden', 'true'); // visual only: the list itself is the accessible view

  const slides = merchants.map((merchant) => {
    const slide = document.createElement('li');
    slide.className = css.slide;
    slide.append(renderMerchantCard(merchant, context));
    track.append(slide);
    const dot = document.createElement('span');
    dot.className = css.dot;
    dots.append(dot);
    return slide;
  });

  const arrow = (key: CarouselCopyKey, glyph: string, direction: -1 | 1): HTMLButtonElement => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = css.arrow;
    button.setAttribute('aria-label', copy(key));
    button.setAttribute('aria-controls', id);
    button.dataset.direction = String(direction);
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = glyph;
    button.append(icon);
    button.addEventListener('click', () => scrollPage(track, direction));
    return button;
  };
  const previous = arrow('merchant.carouselPrevious', '‹', -1);
  const next = arrow('merchant.carouselNext', '›', 1);

  frame.append(previous, track, next);
  stage.prepend(frame, dots);

  const update = (): void => updateArrows(track, previous, next);
  let frameRequested = false;
  track.addEventListener(
    'scroll',
    () => {
      if (frameRequested) return;
      frameRequested = true;
      requestAnimationFrame(() => {
        frameRequested = false;
        update();
      });
    },
    { passive: true },
  );
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(track);
  update();

  enableDrag(track);
  observeSlides(track, slides, dots, query);
}

/** Previous is disabled at the start, next at the end (1px slack for sub-pixel scroll positions). */
export function updateArrows(track: HTMLElement, previous: HTMLButtonElement, next: HTMLButtonElement): void {
  const max = track.scrollWidth - track.clientWidth;
  const start = Math.abs(track.scrollLeft);
  previous.disabled = start <= 1;
  next.disabled = start >= max - 1;
}

/** Scrolls by the slides that fit in view (at least one). */
export function scrollPage(track: HTMLElement, direction: -1 | 1): void {
  const step = css.slideWidth + 20;
  const pages = Math.max(1, Math.floor((track.clientWidth + 20) / step));
  track.scrollBy({ left: direction * pages * step, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

/** Mouse and pen drag (touch scrolls natively): a move only counts past 10px, and the click that
 *  ends a drag does not follow the card's link. */
export function enableDrag(track: HTMLElement): void {
  let startX = 0;
  let startScroll = 0;
  let pointer: number | undefined;
  let dragged = false;

  track.addEventListener('dragstart', (event) => event.preventDefault());
  track.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    pointer = event.pointerId;
    startX = event.clientX;
    startScroll = track.scrollLeft;
    dragged = false;
  });
  track.addEventListener('pointermove', (event) => {
    if (event.pointerId !== pointer) return;
    const dx = event.clientX - startX;
    if (!dragged && Math.abs(dx) <= dragThreshold) return;
    if (!dragged) {
      dragged = true;
      track.dataset.dragging = '';
      track.setPointerCapture?.(event.pointerId);
    }
    track.scrollLeft = startScroll - dx;
  });
  const end = (event: PointerEvent): void => {
    if (event.pointerId !== pointer) return;
    pointer = undefined;
    if (!dragged) return;
    delete track.dataset.dragging; // snapping back on settles on the nearest slide
    if (track.hasPointerCapture?.(event.pointerId)) track.releasePointerCapture(event.pointerId);
  };
  track.addEventListener('pointerup', end);
  track.addEventListener('pointercancel', end);
  track.addEventListener(
    'click',
    (event) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}

/** Dots show the slides at least 80% in view; a slide's first time in view is an impression
 *  (trackImpression batches them for 150 ms). */
function observeSlides(track: HTMLElement, slides: readonly HTMLElement[], dots: HTMLElement, query: string): void {
  if (typeof IntersectionObserver !== 'function') return;
  const seen = new Set<number>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const index = slides.indexOf(entry.target as HTMLElement);
        const dot = dots.children[index] as HTMLElement | undefined;
        const inView = entry.isIntersecting && entry.intersectionRatio >= inViewThreshold;
        if (dot) dot.toggleAttribute('data-in-view', inView);
        if (inView && !seen.has(index)) {
          seen.add(index);
          const merchantId = Number((entry.target.firstElementChild as HTMLElement | null)?.dataset.merchantId);
          trackImpression({ eventType: 'merchantCarouselImpression', merchantId, position: index + 1, query, path: location.pathname });
        }
      }
    },
    { root: track, threshold: [0, inViewThreshold] },
  );
  for (const slide of slides) observer.observe(slide);
}
