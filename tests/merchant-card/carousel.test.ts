// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../src/lib/runtime-config.ts';
import { postImpressions } from '../../src/api/impressions.ts';
import { carouselOptions, mountCarousel, nearbyLocation } from '../../src/features/merchant-card/carousel-view.ts';
import { carouselCopyJson, config, merchant } from './fixture.ts';
import { merchantSearchQuery } from '../../src/api/merchants.ts';

vi.mock('../../src/api/impressions.ts', () => ({ postImpressions: vi.fn(() => Promise.resolve()) }));
vi.mock('../../src/stores/member.ts', () => ({ loadMember: vi.fn(() => Promise.resolve(null)) }));

function host(): HTMLElement {
  document.body.innerHTML = `
    <section>
      <merchant-carousel data-query="location=Chicago%2C%20IL&isNew=undefined&features=delivery&features=takeout" data-label="Near you" data-sign-in-href="/login">
        <div data-stage><p role="status" data-status>Loading restaurants…</p></div>
      </merchant-carousel>
      <p><a href="/search?location=Chicago%2C%20IL" data-view-all>View all</a></p>
    </section>`;
  const element = document.querySelector<HTMLElement>('merchant-carousel')!;
  element.dataset['copy'] = carouselCopyJson; // as MerchantCarousel.astro ships it
  return element;
}

/**
 * happy-dom does no layout, and embla measures offsets and the last slide's margin: a list
 * `listWidth` wide whose 200px slides sit 20px apart (6 slides: 1300px of content, so two pages in
 * a 660px list).
 */
const measured = ['offsetParent', 'offsetWidth', 'offsetLeft'] as const;
const happyDomComputedStyle = window.getComputedStyle.bind(window);
const happyDomLayout = measured.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
function layout(listWidth: number): void {
  const measure = {
    offsetParent: () => document.body,
    offsetWidth: (element: HTMLElement) => (element.tagName === 'UL' ? listWidth : element.tagName === 'LI' ? 200 : 0),
    offsetLeft: (element: HTMLElement) => (element.tagName === 'LI' ? [...element.parentElement!.children].indexOf(element) * 220 : 0),
  };
  for (const name of measured)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return measure[name](this);
      },
    });
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = happyDomComputedStyle(element);
    const value = style.getPropertyValue.bind(style);
    return Object.assign(style, { getPropertyValue: (name: string) => value(name) || (name.startsWith('margin-') ? '0px' : '') });
  });
}
function unlayout(): void {
  for (const [name, descriptor] of happyDomLayout) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
}

/** The slides' IntersectionObserver (embla's), driven by hand. */
let observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = [];
/**
 * Puts the 660px list `scrolled` px along (happy-dom's rects follow) and reports every slide that
 * overlaps it as intersecting, as WebKit does whatever the threshold (Chromium: only from 80%).
 */
function scrollSlides(track: HTMLElement, scrolled: number): void {
  const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this === track.parentElement ? rect(0, 660) : rect([...track.children].indexOf(this) * 220 - scrolled, 200);
  });
  const entries = [...track.children].map((target) => {
    const { left, right } = target.getBoundingClientRect();
    return { target, isIntersecting: right > 0 && left < 660 } as IntersectionObserverEntry;
  });
  observers.at(-1)!.callback(entries, {} as IntersectionObserver);
}

const merchants = Array.from({ length: 6 }, (_, i) => merchant({ id: String(100 + i), name: `M${i}` }));
const found = () => Promise.resolve({ merchants, totalResultSize: 6, totalPages: 1, origin: null });
const noMember = () => Promise.resolve(null);

async function mounted(
  listWidth = 660,
): Promise<{ el: HTMLElement; track: HTMLElement; previous: HTMLButtonElement; next: HTMLButtonElement }> {
  layout(listWidth);
  const el = host();
  await mountCarousel(el, { search: found, member: noMember });
  const [previous, next] = [...el.querySelectorAll('button')];
  return { el, track: el.querySelector('ul')!, previous: previous!, next: next! };
}

beforeEach(() => {
  setRuntimeConfig(config());
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  setRuntimeConfig(undefined);
  vi.mocked(postImpressions).mockClear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  unlayout();
  vi.unstubAllGlobals();
});

describe('merchant carousel view (spec 000 §2, §9)', () => {
  it('fetches 10 merchants with the item’s query (undefined dropped, every listed filter kept) and renders a labelled, focusable list', async () => {
    const search = vi.fn((_: Parameters<typeof merchantSearchQuery>[0]) => found());
    const el = host();
    await mountCarousel(el, { search, member: noMember });
    expect(merchantSearchQuery(search.mock.calls[0]![0])).toEqual({
      location: 'Chicago, IL',
      features: 'delivery,takeout',
      pageSize: '10',
    });
    const list = el.querySelector('ul')!;
    expect(list.getAttribute('aria-label')).toBe('Near you');
    expect(list.tabIndex).toBe(0);
    expect(list.querySelectorAll('li')).toHaveLength(6);
    expect(el.dataset.state).toBe('ready');
    expect(el.querySelector('[data-status]')!.textContent).toBe('');
    expect(el.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(6); // one dot per slide
    expect(el.textContent).toContain('Sign in to see offers');
  });

  it('a built-in "near you" row searches the visitor’s default location and points "View all" there', async () => {
    const search = vi.fn((_: Parameters<typeof merchantSearchQuery>[0]) => found());
    const el = host();
    el.dataset['query'] = '';
    el.dataset['nearby'] = '';
    const defaultLocation = () => Promise.resolve({ latitude: 41.88, longitude: -87.63, cityState: 'Chicago, IL', zip: '60601' });
    await mountCarousel(el, { search, member: noMember, defaultLocation });
    expect(merchantSearchQuery(search.mock.calls[0]![0])).toEqual({ location: 'Chicago, IL', pageSize: '10' });
    expect(document.querySelector('a[data-view-all]')!.getAttribute('href')).toBe('/search?location=Chicago%2C+IL');
    expect(el.dataset.state).toBe('ready');
  });

  it('a "near you" row falls back to the fixed location when the default-location call fails; a CMS location is kept', async () => {
    expect(await nearbyLocation(() => Promise.reject(new Error('503')))).toBe('New York, NY');
    expect(await nearbyLocation(() => Promise.resolve({ latitude: 40.1, longitude: -75.2, cityState: ' ', zip: '' }))).toBe('40.1,-75.2');
    const search = vi.fn((_: Parameters<typeof merchantSearchQuery>[0]) => found());
    const el = host();
    el.dataset['nearby'] = '';
    await mountCarousel(el, { search, member: noMember, defaultLocation: () => Promise.reject(new Error('never asked')) });
    expect(merchantSearchQuery(search.mock.calls[0]![0]).location).toBe('Chicago, IL');
  });

  it('uses the spec’s constants as embla’s options', () => {
    expect(carouselOptions).toMatchObject({ inViewThreshold: 0.8, duration: 15, dragThreshold: 10 });
  });

  it('disables previous at the start and next at the end, and pages with the arrows', async () => {
    const { track, previous, next } = await mounted();
    expect(previous.getAttribute('aria-label')).toBe('Previous');
    expect(next.getAttribute('aria-label')).toBe('Next');
    expect(previous.getAttribute('aria-controls')).toBe(track.id);
    expect([previous.disabled, next.disabled]).toEqual([true, false]);

    next.click(); // one page of three slides reaches the end of six
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    previous.click();
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
  });

  it('disables both arrows when every card fits', async () => {
    const { previous, next } = await mounted(1400);
    expect([previous.disabled, next.disabled]).toEqual([true, true]);
  });

  it('pages with the arrow keys while the list has the focus, not from inside a card or with Alt (history)', async () => {
    const { track, previous } = await mounted();
    const key = (target: HTMLElement, init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    };
    expect(key(track, { key: 'ArrowRight', altKey: true }).defaultPrevented).toBe(false);
    expect(key(track.querySelector('a')!, { key: 'ArrowRight' }).defaultPrevented).toBe(false);
    expect(previous.disabled).toBe(true);

    expect(key(track, { key: 'ArrowRight' }).defaultPrevented).toBe(true);
    expect(previous.disabled).toBe(false);
    key(track, { key: 'ArrowLeft' });
    expect(previous.disabled).toBe(true);
  });

  it('moves smoothly, or jumps at once when the visitor prefers reduced motion', async () => {
    const smooth = await mounted();
    smooth.next.click();
    expect(smooth.track.style.transform).not.toBe('translate3d(-640px,0px,0px)'); // still on its way

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const reduced = await mounted();
    reduced.next.click();
    expect(reduced.track.style.transform).toBe('translate3d(-640px,0px,0px)'); // the end: 1300px of content in 660
  });

  it('drags with the mouse past the 10px threshold and swallows the click that ends a drag', async () => {
    const { track, previous } = await mounted();
    const card = track.querySelector('a')!;
    const drag = (from: number, to: number) => {
      card.dispatchEvent(new MouseEvent('mousedown', { clientX: from, button: 0, bubbles: true }));
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: to, bubbles: true, cancelable: true }));
      document.dispatchEvent(new MouseEvent('mouseup', { clientX: to, bubbles: true }));
    };
    /** Whether the click reached the card's link unprevented, i.e. the card would open. */
    const clickOpens = () => {
      let opened = false;
      const listener = (event: Event) => {
        opened = !event.defaultPrevented;
        event.preventDefault(); // no navigation in the test document
      };
      card.addEventListener('click', listener, { once: true });
      card.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      card.removeEventListener('click', listener);
      return opened;
    };

    drag(300, 290); // within the 10px threshold: still a click
    expect(clickOpens()).toBe(true);
    drag(300, 289);
    expect(clickOpens()).toBe(false);
    expect(clickOpens()).toBe(true); // only the click that ended the drag

    drag(600, 100); // far enough to land on the next page
    expect(previous.disabled).toBe(false);
  });

  it('marks the slides in view with dots and posts each slide’s first impression, batched after 150 ms', async () => {
    vi.useFakeTimers();
    const { el, track } = await mounted();
    expect(observers.at(-1)!.options).toMatchObject({ root: track.parentElement, threshold: 0.8 });
    const dots = [...el.querySelectorAll('[aria-hidden="true"] > span')];
    const lit = () => dots.flatMap((dot, index) => (dot.hasAttribute('data-in-view') ? [index] : []));

    scrollSlides(track, 0);
    expect(lit()).toEqual([0, 1, 2]);
    scrollSlides(track, 110); // slides 0 and 3 half in view: not counted
    expect(lit()).toEqual([1, 2]);
    scrollSlides(track, 220);
    expect(lit()).toEqual([1, 2, 3]);
    scrollSlides(track, 0); // back again: no second impression
    expect(lit()).toEqual([0, 1, 2]);

    await vi.advanceTimersByTimeAsync(149);
    expect(postImpressions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const impression = (id: number, position: number) => ({
      eventType: 'merchantCarouselImpression',
      merchantId: id,
      position,
      query: 'location=Chicago%2C%20IL&isNew=undefined&features=delivery&features=takeout',
      path: location.pathname,
    });
    expect(postImpressions).toHaveBeenCalledExactlyOnceWith([
      impression(100, 1),
      impression(101, 2),
      impression(102, 3),
      impression(103, 4),
    ]);
  });

  it('keeps the "View all" link and says so politely when the search fails or finds nothing', async () => {
    const el = host();
    await mountCarousel(el, { search: () => Promise.reject(new Error('Bad Request')), member: noMember });
    expect(el.dataset.state).toBe('error');
    expect(el.querySelector('[role="status"]')!.textContent).toBe("We couldn't load restaurants right now.");
    expect(el.querySelector('ul')).toBeNull();
    expect(document.querySelector('a[href^="/search?"]')!.textContent).toBe('View all');

    const empty = host();
    await mountCarousel(empty, {
      search: () => Promise.resolve({ merchants: [], totalResultSize: 0, totalPages: 1, origin: null }),
      member: noMember,
    });
    expect(empty.dataset.state).toBe('empty');
    expect(empty.querySelector('[role="status"]')!.textContent).toBe('No restaurants to show here right now.');
    expect(document.querySelector('a[href^="/search?"]')!.textContent).toBe('View all');
  });
});

describe('<merchant-carousel> (the always-loaded part)', () => {
  it('loads the view only once it comes into view', async () => {
    const el = host();
    (await import('../../src/features/merchant-card/carousel-element.ts')).defineMerchantCarousel();
    expect(el.dataset.state).toBeUndefined();
    observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(el.dataset.state).toBe('loading');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ merchants: merchants.map((m) => ({ ...m, origin: null })), totalResultSize: 6 }))),
      ),
    );
    await vi.waitFor(() => expect(el.dataset.state).toBe('ready'));
    expect(vi.mocked(fetch).mock.calls[0]![0] as string).toBe(
      '/api/v2/Merchants/Search?location=Chicago%2C+IL&features=delivery%2Ctakeout&pageSize=10',
    );
    expect(el.querySelectorAll('li')).toHaveLength(6);
  });
});
