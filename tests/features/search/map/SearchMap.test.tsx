// @vitest-environment happy-dom
// The search map as a member and the search island meet it (spec 000 §2 "Search screen", issue #9):
// a named pin per result, selection both ways, "Search this area" only after the member moved the
// map, no tiles needed, and the map gone on unmount. Leaflet runs for real; happy-dom lays nothing
// out, so the map's box gets a size here.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SearchMap, { type LatLng, type MapPoint, type SearchMapProps } from '../../../../src/features/search/map/SearchMap.tsx';

const copy = {
  mapLabel: 'Map of restaurants',
  searchThisArea: 'Search this area',
  searchOrigin: 'Search location',
  attribution: '© OpenStreetMap contributors',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  cardClose: 'Close',
  cardPrevious: 'Previous',
  cardNext: 'Next',
  cardPosition: '{index} of {total}: {name}',
};

const points: MapPoint[] = [
  { id: '1', name: 'Blue Plate', latitude: 40.7128, longitude: -74.006 },
  { id: '2', name: 'Café <b>Rouge</b>', latitude: 40.7306, longitude: -73.9866 },
  { id: '3', name: 'Noodle Bar', latitude: 40.7411, longitude: -74.0018 },
];

const sized = ['clientWidth', 'clientHeight'] as const;
const originals = sized.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});

afterAll(() => {
  sized.forEach((name, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

afterEach(cleanup);

function props(overrides: Partial<SearchMapProps> = {}): SearchMapProps {
  return {
    points,
    origin: { latitude: 40.72, longitude: -74 },
    selectedId: null,
    onSelect: vi.fn(),
    onSearchArea: vi.fn(),
    tileUrl: '',
    copy,
    ...overrides,
  };
}

const region = () => screen.getByRole('region', { name: copy.mapLabel });
/** A pin by its merchant's name (its accessible name goes on with the label it shows: "Blue Plate, 3x"). */
const pin = (name: string) => within(region()).getByTitle(name);
const searchAreaButton = () => screen.queryByRole('button', { name: copy.searchThisArea });
/** The button, once it shows (for waitFor: throws until then). */
const shownSearchAreaButton = () => screen.getByRole('button', { name: copy.searchThisArea });
const fourDecimals = ({ latitude, longitude }: LatLng) => [latitude, longitude].every((n) => n === Number(n.toFixed(4)));

/** Leaflet's pan animation (a quarter second) has run its course. */
const settled = () => act(() => new Promise((done) => setTimeout(done, 400)));

/** The member pans with the arrow key while the map has focus (Leaflet reads keyCode, which user-event leaves out). */
function panEast() {
  act(() => region().focus());
  fireEvent.keyDown(region(), { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
}

const selectedPins = () => [...region().querySelectorAll('[aria-current="true"]')].map((el) => el.getAttribute('aria-label'));

describe('search map: markers', () => {
  it('draws a named, focusable pin per result, the search centre apart from them, and skips places that are not positions', () => {
    const broken = [
      ...points,
      { id: '4', name: 'Nowhere', latitude: Number.NaN, longitude: -74 },
      { id: '5', name: 'Off the globe', latitude: 140, longitude: 10 },
    ];
    render(<SearchMap {...props({ points: broken })} />);
    const pins = within(region()).getAllByRole('button', { name: /Blue Plate|Café|Noodle Bar|Nowhere|Off the globe/ });
    expect(pins.map((el) => el.getAttribute('aria-label'))).toEqual(['Blue Plate', 'Café <b>Rouge</b>', 'Noodle Bar']);
    for (const el of pins) expect(el.tabIndex).toBe(0);
    // A name is text, never markup.
    expect(region().querySelector('b')).toBeNull();
    expect(pin('Café <b>Rouge</b>').dataset['merchantId']).toBe('2');
    const origin = within(region()).getByRole('img', { name: copy.searchOrigin });
    expect(origin.tabIndex).toBe(-1);
    expect(origin.hasAttribute('data-merchant-id')).toBe(false);
  });

  it('keeps Leaflet’s named zoom buttons', () => {
    render(<SearchMap {...props()} />);
    expect(within(region()).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Zoom out' })).toBeTruthy();
  });

  it('selects a merchant by click, Enter or Space on its pin', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SearchMap {...props({ onSelect })} />);
    await user.click(pin('Noodle Bar'));
    expect(onSelect).toHaveBeenLastCalledWith('3');
    pin('Blue Plate').focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('1');
    pin('Café <b>Rouge</b>').focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('2');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('marks the selected pin (larger, in front, current) when the selection changes, from the list or the map', () => {
    const view = render(<SearchMap {...props()} />);
    expect(selectedPins()).toEqual([]);
    view.rerender(<SearchMap {...props({ selectedId: '2' })} />);
    expect(selectedPins()).toEqual(['Café <b>Rouge</b>']);
    const chosen = pin('Café <b>Rouge</b>');
    const other = pin('Blue Plate');
    expect(chosen.className).not.toBe(other.className);
    expect(Number(chosen.style.zIndex)).toBeGreaterThan(Number(other.style.zIndex));
    view.rerender(<SearchMap {...props({ selectedId: '3' })} />);
    expect(selectedPins()).toEqual(['Noodle Bar']);
    expect(Number(chosen.style.zIndex)).toBeLessThan(Number(pin('Noodle Bar').style.zIndex));
    view.rerender(<SearchMap {...props({ selectedId: null })} />);
    expect(selectedPins()).toEqual([]);
  });

  it('redraws the pins for a new search and leaves them for an equal list', () => {
    const view = render(<SearchMap {...props()} />);
    const first = pin('Blue Plate');
    view.rerender(<SearchMap {...props({ points: points.map((p) => ({ ...p })) })} />);
    expect(pin('Blue Plate')).toBe(first);
    view.rerender(<SearchMap {...props({ points: [{ id: '9', name: 'Taco Stand', latitude: 34.05, longitude: -118.24 }] })} />);
    expect(within(region()).queryByRole('button', { name: 'Blue Plate' })).toBeNull();
    expect(pin('Taco Stand')).toBeTruthy();
  });
});

describe('search map: Search this area', () => {
  const lone = { ...props(), points: [{ id: '7', name: 'Corner Deli', latitude: 40.712345, longitude: -74.006789 }], origin: null };

  it('is not offered for the map’s own moves: a first fit, a new search, a selection', () => {
    const view = render(<SearchMap {...props()} />);
    expect(searchAreaButton()).toBeNull();
    view.rerender(<SearchMap {...props({ points: [{ id: '9', name: 'Taco Stand', latitude: 34.05, longitude: -118.24 }] })} />);
    view.rerender(
      <SearchMap {...props({ selectedId: '9', points: [{ id: '9', name: 'Taco Stand', latitude: 34.05, longitude: -118.24 }] })} />,
    );
    expect(searchAreaButton()).toBeNull();
  });

  it('is not offered after the map glides to a nearby new search', async () => {
    const view = render(<SearchMap {...props()} />);
    const nearby = points.map((p) => ({ ...p, id: p.id + 10, longitude: p.longitude + 0.004 }));
    view.rerender(<SearchMap {...props({ points: nearby, origin: { latitude: 40.72, longitude: -73.996 } })} />);
    await settled();
    expect(inView(pin('Blue Plate'))).toBe(true);
    expect(searchAreaButton()).toBeNull();
  });

  it('appears after the member zooms, sends the map’s centre to 4 decimals and hides until the next move', async () => {
    const user = userEvent.setup();
    const onSearchArea = vi.fn();
    render(<SearchMap {...lone} onSearchArea={onSearchArea} />);
    await user.click(within(region()).getByRole('button', { name: 'Zoom in' }));
    const button = await waitFor(shownSearchAreaButton);
    expect(button.tagName).toBe('BUTTON');
    await user.click(button);
    expect(onSearchArea).toHaveBeenCalledOnce();
    const [centre] = onSearchArea.mock.calls[0] as [LatLng];
    expect(fourDecimals(centre)).toBe(true);
    expect(centre.latitude).toBeCloseTo(40.712345, 3); // a zoom keeps the centre, to a pixel
    expect(centre.longitude).toBeCloseTo(-74.006789, 3);
    expect(searchAreaButton()).toBeNull();
    // Focus stays in the map, not lost with the button.
    expect(document.activeElement).toBe(region());
    await user.click(within(region()).getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(searchAreaButton()).not.toBeNull());
  });

  it('appears after the member pans with the arrow keys', async () => {
    const user = userEvent.setup();
    const onSearchArea = vi.fn();
    render(<SearchMap {...lone} onSearchArea={onSearchArea} />);
    expect(searchAreaButton()).toBeNull();
    panEast();
    await user.click(await waitFor(shownSearchAreaButton));
    const [centre] = onSearchArea.mock.calls[0] as [LatLng];
    expect(fourDecimals(centre)).toBe(true);
    expect(centre.latitude).toBeCloseTo(40.712345, 3);
    expect(centre.longitude).toBeGreaterThan(-74.006); // moved east
  });

  it('keeps the member’s view for the results of their area search, and fits the next other search', async () => {
    const user = userEvent.setup();
    let sent: LatLng | undefined;
    const view = render(<SearchMap {...props({ onSearchArea: (centre) => (sent = centre) })} />);
    panEast();
    await user.click(await waitFor(shownSearchAreaButton));
    // The area search's results: one far away stays off the member's view, no refit.
    const far = { id: '9', name: 'Taco Stand', latitude: 40.9, longitude: -73.5 };
    view.rerender(<SearchMap {...props({ origin: sent!, points: [far] })} />);
    expect(inView(pin('Taco Stand'))).toBe(false);
    // Selecting it from the list brings it into view, a move that is not the member's.
    view.rerender(<SearchMap {...props({ origin: sent!, points: [far], selectedId: '9' })} />);
    await waitFor(() => expect(inView(pin('Taco Stand'))).toBe(true));
    await settled();
    expect(searchAreaButton()).toBeNull();
    // Any other search is fitted into view.
    view.rerender(<SearchMap {...props({ origin: { latitude: 40.9, longitude: -73.6 }, points: [far] })} />);
    expect(inView(pin('Taco Stand'))).toBe(true);
    expect(searchAreaButton()).toBeNull();
  });
});

/** Leaflet places an element by a translate3d or by left/top; its place in the map box adds the map pane's offset. */
function offsetOf(element: HTMLElement): { x: number; y: number } {
  const moved = /translate3d\(([-\d.]+)px,\s*([-\d.]+)px/.exec(element.style.transform);
  if (moved) return { x: Number(moved[1]), y: Number(moved[2]) };
  return { x: parseFloat(element.style.left || '0'), y: parseFloat(element.style.top || '0') };
}

/** The pin's place is inside the 800 × 600 map box. */
function inView(element: HTMLElement): boolean {
  const pane = region().querySelector<HTMLElement>('.leaflet-map-pane')!;
  const { x, y } = offsetOf(element);
  const shift = offsetOf(pane);
  const [left, top] = [x + shift.x, y + shift.y];
  return left >= 0 && left <= 800 && top >= 0 && top <= 600;
}

describe('search map: tiles', () => {
  const tiles = () => [...region().querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

  it('asks for no tiles and shows no credit when no tile server is configured', () => {
    render(<SearchMap {...props({ tileUrl: '' })} />);
    expect(tiles()).toEqual([]);
    expect(screen.queryByText(copy.attribution)).toBeNull();
    // The map works without them.
    expect(within(region()).getAllByRole('button', { name: /Blue Plate|Noodle Bar/ })).toHaveLength(2);
  });

  it('draws tiles from the template with the provider’s credit, and drops both when the server fails before any tile loaded', () => {
    render(<SearchMap {...props({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' })} />);
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles()[0]!.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(screen.getByText(copy.attribution).textContent).toBe(copy.attribution);
    act(() => {
      tiles()[0]!.dispatchEvent(new Event('error'));
    });
    expect(tiles()).toEqual([]);
    expect(screen.queryByText(copy.attribution)).toBeNull();
    expect(pin('Blue Plate')).toBeTruthy();
  });

  it('keeps the tiles through a later failure once one has loaded', () => {
    render(<SearchMap {...props({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' })} />);
    act(() => {
      tiles()[0]!.dispatchEvent(new Event('load'));
      tiles()[1]!.dispatchEvent(new Event('error'));
    });
    expect(tiles().length).toBeGreaterThan(0);
    expect(screen.getByText(copy.attribution)).toBeTruthy();
  });
});

describe('search map: lifecycle', () => {
  it('removes the map on unmount: no panes, markers or controls left behind', () => {
    const view = render(<SearchMap {...props()} />);
    const box = region();
    expect(box.querySelector('.leaflet-pane')).not.toBeNull();
    view.unmount();
    expect(box.querySelector('.leaflet-pane')).toBeNull();
    expect(box.querySelector('[data-merchant-id]')).toBeNull();
    expect(box.querySelector('.leaflet-control-zoom')).toBeNull();
  });

  it('mounts one working map under strict mode', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <StrictMode>
        <SearchMap {...props({ onSelect })} />
      </StrictMode>,
    );
    expect(region().querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
    expect(within(region()).getAllByRole('button', { name: 'Zoom in' })).toHaveLength(1);
    expect(within(region()).getAllByRole('button', { name: 'Blue Plate' })).toHaveLength(1);
    await user.click(pin('Blue Plate'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('1');
  });
});

describe('zoom buttons', () => {
  it('are named with the partner’s words', () => {
    const { container } = render(<SearchMap {...props({ copy: { ...copy, zoomIn: 'Closer', zoomOut: 'Farther' } })} />);
    expect(container.querySelector('[title="Closer"]')).not.toBeNull();
    expect(container.querySelector('[title="Farther"]')).not.toBeNull();
  });
});

describe("the chosen pin's card (issue #24)", () => {
  const placed: MapPoint[] = [
    { ...points[0]!, label: '3x', distance: 1.2 },
    { ...points[1]!, label: '$$', distance: 0.3 },
    { ...points[2]!, label: '', distance: 2 },
  ];
  /** The merchant card stand-in: a heading with a link, as renderMerchantCard draws it. */
  const renderCard = (id: string) => {
    const card = document.createElement('article');
    const name = placed.find((p) => p.id === id)?.name ?? '';
    card.innerHTML = '<h3><a href="/merchants/x"></a></h3>';
    card.querySelector('a')!.textContent = name;
    return card;
  };
  function Harness() {
    const [selectedId, setSelectedId] = useState<string | null>(null);
    return (
      <>
        <SearchMap {...props({ points: placed, selectedId, onSelect: setSelectedId, renderCard })} />
        <button type="button" onClick={() => setSelectedId(null)}>
          elsewhere
        </button>
      </>
    );
  }
  const card = () => document.querySelector<HTMLElement>('[data-map-card]');
  const status = () => card()?.querySelector('[role="status"]')?.textContent;

  it('labels the pins with their rate or price, and a plain pin has none', () => {
    render(<Harness />);
    expect(pin('Blue Plate').textContent).toBe('3x');
    expect(pin('Café <b>Rouge</b>').textContent).toBe('$$');
    expect(pin('Noodle Bar').textContent).toBe('');
    // The name says what the pin shows (WCAG 2.5.3 label in name).
    expect(pin('Blue Plate').getAttribute('aria-label')).toBe('Blue Plate, 3x');
    expect(pin('Noodle Bar').getAttribute('aria-label')).toBe('Noodle Bar');
  });

  it('opens on Enter with focus, steps nearest first, says where it is, and Escape returns to the pin', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    pin('Blue Plate').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card()).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card()));
    expect(card()!.getAttribute('aria-label')).toBe('Blue Plate');
    expect(within(card()!).getByRole('link', { name: 'Blue Plate' })).toBeTruthy();
    expect(status()).toBe('2 of 3: Blue Plate');
    expect(pin('Blue Plate').getAttribute('aria-current')).toBe('true');

    await user.click(within(card()!).getByRole('button', { name: /Next/ }));
    expect(status()).toBe('3 of 3: Noodle Bar');
    expect(within(card()!).getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    expect(pin('Noodle Bar').getAttribute('aria-current')).toBe('true');
    await user.click(within(card()!).getByRole('button', { name: /Previous/ }));
    await user.click(within(card()!).getByRole('button', { name: /Previous/ }));
    expect(status()).toBe('1 of 3: Café <b>Rouge</b>');
    expect(within(card()!).getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);

    await user.keyboard('{Escape}');
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(pin('Café <b>Rouge</b>'));
  });

  it('moves by a sideways swipe, closes on a swipe down, and goes when the selection moves elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(pin('Café <b>Rouge</b>'));
    await waitFor(() => expect(card()).not.toBeNull());
    fireEvent.pointerDown(card()!, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(card()!, { clientX: 200, clientY: 110 });
    expect(status()).toBe('2 of 3: Blue Plate');
    fireEvent.pointerDown(card()!, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(card()!, { clientX: 205, clientY: 220 });
    expect(card()).toBeNull();

    await settled(); // two clicks in a row would be Leaflet's double tap
    await user.click(pin('Noodle Bar'));
    await waitFor(() => expect(card()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(card()).toBeNull();
  });
});
