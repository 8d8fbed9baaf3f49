// The merchant carousel's view (spec 000 §2 "Merchant card and carousel", §7, §9), loaded by
// <merchant-carousel> once it nears the viewport: fetches the item's merchants (page size 10) and
// renders their cards in an embla-carousel (draggable, spec §9 constants as its options), arrow
// buttons (desktop, disabled at the ends), indicator dots for the slides in view, and carousel
// impressions. The static "View all" link beside it stays in every state.
import EmblaCarousel, { type EmblaOptionsType } from 'embla-carousel';
import { fetchDefaultLocation, searchMerchants, type Merchant } from '../../api/merchants.ts';
import { elementCopy, type CopyReader } from '../../lib/element-copy.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { searchPath } from '../../site/paths.ts';
import { fixedLocation } from '../../stores/geolocation.ts';
import { loadMember } from '../../stores/member.ts';
import { trackImpression } from '../analytics/public.ts';
import { programmeOf } from './earn-rules.ts';
import { renderMerchantCard, type CardContext } from './merchant-card.ts';
import type { CarouselCopyKey } from './copy-keys.ts';
import * as css from './carousel.css.ts';

export const carouselPageSize = 10;

/** Spec 000 §9: slides count as in view from 80%, a scroll lasts 15 (embla's unit), a drag
 *  starts past 10px. Arrows page by the slides that fit; reduced motion jumps. */
export const carouselOptions = {
  align: 'start',
  slidesToScroll: 'auto',
  inViewThreshold: 0.8,
  duration: 15,
  dragThreshold: 10,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
} as const satisfies EmblaOptionsType;

let counter = 0;

export interface CarouselOptions {
  /** Test hooks: the data sources. */
  search?: typeof searchMerchants;
  member?: () => Promise<CardContext['member']>;
  defaultLocation?: typeof fetchDefaultLocation;
}

/** Where a built-in "near you" row (data-nearby, no location in its query) searches: the server's
 *  default location for this visitor (000 §7, kept for the visit), else the fixed one. It never asks
 *  for the device position: the home page does not prompt. */
export async function nearbyLocation(defaultLocation: typeof fetchDefaultLocation = fetchDefaultLocation): Promise<string> {
  const place = await defaultLocation().catch(() => null);
  if (!place) return fixedLocation.cityState;
  return place.cityState.trim() || `${place.latitude},${place.longitude}`;
}

const memberOfStore = async (): Promise<CardContext['member']> => {
  const member = await loadMember();
  return member ? { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] } : null;
};

function cardContext(host: HTMLElement, copy: CopyReader<CarouselCopyKey>, member: CardContext['member']): CardContext {
  const { settings } = runtimeConfig();
  return { t: copy, member, programme: programmeOf(settings), signInHref: host.dataset['signInHref'] ?? '', headingLevel: 3 };
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

  let query = host.dataset.query ?? '';
  let merchants: Merchant[];
  let member: CardContext['member'];
  try {
    // Repeated list filters in the CMS query (features=a&features=b) all count.
    const params = new URLSearchParams(query);
    if (host.dataset.nearby !== undefined && !params.get('location')) {
      params.set('location', await nearbyLocation(options.defaultLocation));
      query = params.toString();
      host.parentElement?.querySelector<HTMLAnchorElement>('a[data-view-all]')?.setAttribute('href', `${searchPath}?${query}`);
    }
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

function renderCarousel(host: HTMLElement, stage: HTMLElement, merchants: readonly Merchant[], context: CardContext, query = ''): void {
  const copy = elementCopy<CarouselCopyKey>(host);
  const id = `merchant-carousel-${++counter}`;
  const frame = document.createElement('div');
  frame.className = css.frame;
  const viewport = document.createElement('div');
  viewport.className = css.viewport;

  const track = document.createElement('ul');
  track.className = css.track;
  track.id = id;
  track.tabIndex = 0; // the list is reachable by keyboard; arrow keys page it (below)
  track.setAttribute('aria-label', host.dataset.label ?? copy('merchant.carouselLabel'));

  const dots = document.createElement('div');
  dots.className = css.dots;
  dots.setAttribute('aria-hidden', 'true'); // visual only: the list itself is the accessible view

  for (const merchant of merchants) {
    const slide = document.createElement('li');
    slide.className = css.slide;
    slide.append(renderMerchantCard(merchant, context));
    track.append(slide);
    const dot = document.createElement('span');
    dot.className = css.dot;
    dots.append(dot);
  }

  const arrow = (key: CarouselCopyKey, glyph: string): HTMLButtonElement => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = css.arrow;
    button.setAttribute('aria-label', copy(key));
    button.setAttribute('aria-controls', id);
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = glyph;
    button.append(icon);
    return button;
  };
  const previous = arrow('merchant.carouselPrevious', '‹');
  const next = arrow('merchant.carouselNext', '›');

  viewport.append(track);
  frame.append(previous, viewport, next);
  stage.prepend(frame, dots);

  // Embla drags by mouse and touch, swallows the click that ends a drag and brings a card the
  // Tab key reaches into view.
  const embla = EmblaCarousel(viewport, carouselOptions);
  previous.addEventListener('click', () => embla.scrollPrev());
  next.addEventListener('click', () => embla.scrollNext());
  track.addEventListener('keydown', (event) => {
    // Only the list itself: inside a card the keys belong to the card, and Alt+arrow is history.
    if (event.target !== track || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') embla.scrollPrev();
    else if (event.key === 'ArrowRight') embla.scrollNext();
    else return;
    event.preventDefault();
  });

  const updateArrows = (): void => {
    previous.disabled = !embla.canScrollPrev();
    next.disabled = !embla.canScrollNext();
  };
  embla.on('select', updateArrows).on('reInit', updateArrows);
  updateArrows();
  embla.on('pointerDown', () => track.toggleAttribute('data-dragging', true));
  embla.on('pointerUp', () => track.removeAttribute('data-dragging'));

  // Dots show the slides in view; a slide's first time in view is an impression (trackImpression
  // batches them for 150 ms). Embla re-observes after a resize, so each slide counts once.
  const seen = new Set<number>();
  embla.on('slidesInView', () => {
    const inView = embla
      .slidesInView()
      .filter((index) => shareInView(embla.slideNodes()[index]!, viewport) >= carouselOptions.inViewThreshold);
    [...dots.children].forEach((dot, index) => dot.toggleAttribute('data-in-view', inView.includes(index)));
    for (const index of inView) {
      if (seen.has(index)) continue;
      seen.add(index);
      trackImpression({
        eventType: 'merchantCarouselImpression',
        merchantId: wireId(merchants[index]!.id),
        position: index + 1,
        query,
        path: location.pathname,
      });
    }
  });
}

/** The merchant's id as the backend most likely sent it: a whole number as a number, else the
 *  string (the product reads ids as strings, CONTRACTS §4; the event echoes the backend's own). */
const wireId = (id: string): string | number => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : id);

/** Embla lists the slides its observer calls intersecting: from 80% in Chromium, but on any overlap
 *  in WebKit (the spec's isIntersecting), so the share of the slide in view is checked here. */
function shareInView(slide: Element, viewport: Element): number {
  const { left, right, width } = slide.getBoundingClientRect();
  const view = viewport.getBoundingClientRect();
  return width ? (Math.min(right, view.right) - Math.max(left, view.left)) / width : 0;
}
