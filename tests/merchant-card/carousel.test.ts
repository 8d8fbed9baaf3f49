// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../src/lib/runtime-config.ts';
import { trackImpression } from '../../src/features/analytics/analytics.ts';
import { dragThreshold, mountCarousel, updateArrows } from '../../src/features/merchant-card/carousel-view.ts';
import { carouselCopyJson, config, merchant } from './fixture.ts';
import { merchantSearchQuery } from '../../src/api/merchants.ts';

vi.mock('../../src/features/analytics/analytics.ts', () => ({ trackImpression: vi.fn() }));
vi.mock('../../src/stores/member.ts', () => ({ loadMember: vi.fn(() => Promise.resolve(null)) }));

function host(): HTMLElement {
  document.body.innerHTML = `
    <section>
      <merchant-carousel data-query="location=Chicago%2C%20IL&isNew=undefined&features=delivery&features=takeout" data-label="Near you" data-sign-in-href="/login">
        <div data-stage><p role="status" data-status>Loading restaurants…</p></div>
      </merchant-carousel>
      <p><a href="/search?location=Chicago%2C%20IL">View all</a></p>
    </section>`;
  const element = document.querySelector<HTMLElement>('merchant-carousel')!;
  element.dataset['copy'] = carouselCopyJson; // as MerchantCarousel.astro ships it
  return element;
}

/** happy-dom does no layout: give the list a size and a scroll position. */
function layout(track: HTMLElement, scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
}

const merchants = Array.from({ length: 6 }, (_, i) => merchant({ id: 100 + i, name: `M${i}` }));

beforeEach(() => setRuntimeConfig(config()));
afterEach(() => {
  setRuntimeConfig(undefined);
  vi.mocked(trackImpression).mockReset();
});

describe('merchant carousel view (spec 000 §2, §9)', () => {
  it('fetches 10 merchants with the item’s query (undefined dropped, every listed filter kept) and renders a labelled, focusable list', async () => {
    const search = vi.fn((_: Parameters<typeof merchantSearchQuery>[0]) => Promise.resolve({ merchants, totalResultSize: 6 }));
    const el = host();
    await mountCarousel(el, { search, member: () => Promise.resolve(null) });
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

  it('disables previous at the start and next at the end', async () => {
    const el = host();
    await mountCarousel(el, { search: () => Promise.resolve({ merchants, totalResultSize: 6 }), member: () => Promise.resolve(null) });
    const track = el.querySelector('ul')!;
    const [previous, next] = [...el.querySelectorAll('button')];
    expect(previous!.getAttribute('aria-label')).toBe('Previous');
    expect(next!.getAttribute('aria-label')).toBe('Next');
    expect(previous!.getAttribute('aria-controls')).toBe(track.id);
    layout(track, 1320, 660);

    track.scrollLeft = 0;
    updateArrows(track, previous!, next!);
    expect([previous!.disabled, next!.disabled]).toEqual([true, false]);

    track.scrollLeft = 300;
    updateArrows(track, previous!, next!);
    expect([previous!.disabled, next!.disabled]).toEqual([false, false]);

    track.scrollLeft = 660;
    updateArrows(track, previous!, next!);
    expect([previous!.disabled, next!.disabled]).toEqual([false, true]);

    layout(track, 600, 660); // everything fits: both disabled
    track.scrollLeft = 0;
    updateArrows(track, previous!, next!);
    expect([previous!.disabled, next!.disabled]).toEqual([true, true]);
  });

  it('drags with the mouse past the 10px threshold and swallows the click that ends a drag', async () => {
    const el = host();
    await mountCarousel(el, { search: () => Promise.resolve({ merchants, totalResultSize: 6 }), member: () => Promise.resolve(null) });
    const track = el.querySelector('ul')!;
    layout(track, 1320, 660);
    const pointer = (type: string, clientX: number) =>
      track.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', button: 0, clientX, bubbles: true }));

    pointer('pointerdown', 300);
    pointer('pointermove', 300 - dragThreshold);
    expect(track.scrollLeft).toBe(0); // within the threshold: still a click
    pointer('pointermove', 200);
    expect(track.scrollLeft).toBe(100);
    pointer('pointerup', 200);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    track.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('keeps the "View all" link and says so politely when the search fails or finds nothing', async () => {
    const el = host();
    await mountCarousel(el, { search: () => Promise.reject(new Error('Bad Request')), member: () => Promise.resolve(null) });
    expect(el.dataset.state).toBe('error');
    expect(el.querySelector('[role="status"]')!.textContent).toBe("We couldn't load restaurants right now.");
    expect(document.querySelector('a[href^="/search?"]')).not.toBeNull();

    const empty = host();
    await mountCarousel(empty, {
      search: () => Promise.resolve({ merchants: [], totalResultSize: 0 }),
      member: () => Promise.resolve(null),
    });
    expect(empty.dataset.state).toBe('empty');
    expect(empty.querySelector('[role="status"]')!.textContent).toBe('No restaurants to show here right now.');
  });
});

describe('<merchant-carousel> (the always-loaded part)', () => {
  it('loads the view only once it comes into view', async () => {
    let callback: IntersectionObserverCallback | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const el = host();
    (await import('../../src/features/merchant-card/carousel-element.ts')).defineMerchantCarousel();
    expect(el.dataset.state).toBeUndefined();
    callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(el.dataset.state).toBe('loading');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ merchants, totalResultSize: 6 })))),
    );
    await vi.waitFor(() => expect(el.dataset.state).toBe('ready'));
    expect(vi.mocked(fetch).mock.calls[0]![0] as string).toBe(
      '/api/v2/Merchants/Search?location=Chicago%2C+IL&features=delivery%2Ctakeout&pageSize=10',
    );
    expect(el.querySelectorAll('li')).toHaveLength(6);
    vi.unstubAllGlobals();
  });
});
