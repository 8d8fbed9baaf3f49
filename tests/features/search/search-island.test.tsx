// @vitest-environment happy-dom
// The search island against a scripted backend at the fetch edge: the address is the search, the
// form keeps what was typed through every error, and each state shows the spec's words.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchIsland from '../../../src/features/search/SearchIsland.tsx';
import { filterOffer, type FilterOffer } from '../../../src/features/search/search-filters.ts';
import { searchIslandCopyKeys, type SearchCopyKey } from '../../../src/features/search/search-copy-keys.ts';
import { setRuntimeConfig } from '../../../src/lib/runtime-config.ts';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { testRuntimeConfig } from '../../helpers/browser-runtime.ts';
import { merchant } from '../../merchant-card/fixture.ts';

const copy = Object.fromEntries(searchIslandCopyKeys.map((key) => [key, copyDefaults[key]])) as Record<SearchCopyKey, string>;

type Answer = { status: number; body: unknown };
let searchAnswers: ((url: URL) => Answer)[];
let searchCalls: URL[];

const found = (count: number, page = 1, cityState = 'Chicago, IL'): Answer => ({
  status: 200,
  body: {
    // Number ids on the wire (a backend may send either; the product reads strings).
    merchants: Array.from({ length: Math.min(15, count - (page - 1) * 15) }, (_, i) => ({
      ...merchant({ name: `Place ${page}-${i}` }),
      id: page * 100 + i,
      origin: null,
      location: { address: { city: 'Chicago' }, neighborhood: 'Loop', latitude: 41.88, longitude: -87.63 },
    })),
    totalResultSize: count,
    totalPages: Math.ceil(count / 15),
    pageNo: page,
    pageSize: 15,
    origin: { latitude: 41.88, longitude: -87.63, cityState },
  },
});

function json({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
  searchAnswers = [];
  searchCalls = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/Member') return Promise.resolve(json({ status: 401, body: {} }));
      if (url.pathname === '/api/v2/Merchants/Search') {
        searchCalls.push(url);
        const next = searchAnswers.length > 1 ? searchAnswers.shift()! : searchAnswers[0]!;
        return Promise.resolve(json(next(url)));
      }
      return Promise.resolve(json({ status: 404, body: {} }));
    }),
  );
});

afterEach(() => {
  cleanup();
  setRuntimeConfig(undefined);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const everything = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: true };

function mount(address: string, partner: { programme?: typeof everything; offer?: FilterOffer } = {}) {
  history.replaceState(null, '', address);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchIsland
        copy={copy}
        signInHref="/login"
        programme={partner.programme ?? everything}
        offer={partner.offer ?? filterOffer({}, everything)}
        tileUrl=""
      />
    </SWRConfig>,
  );
}

/** The island as the build renders it, typed into by `typeEarly` before it hydrates at `address`. */
function hydrateAfterTyping(address: string, typeEarly: (form: HTMLFormElement) => void): Root {
  const island = (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchIsland copy={copy} signInHref="/login" programme={everything} offer={filterOffer({}, everything)} tileUrl="" />
    </SWRConfig>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  history.replaceState(null, '', address);
  typeEarly(container.querySelector('form')!);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, island);
  });
  return root!;
}

const location = () => screen.getByLabelText('City, state or ZIP code');
const status = () => screen.getByRole('status');

describe('the search island (spec 000 §2 "Search screen")', () => {
  it('searches what the address says and lists the cards with the count near the place', async () => {
    searchAnswers = [() => found(20)];
    mount('/search?location=Chicago,+IL&restaurantOrCuisine=pizza&features=takeout');
    // Issue #24: a list longer than a page gives the page's range.
    expect(await screen.findByText('1–15 of 20 restaurants near Chicago, IL')).toBeTruthy();
    expect(location()).toHaveProperty('value', 'Chicago, IL');
    expect(screen.getByLabelText('Restaurant or cuisine')).toHaveProperty('value', 'pizza');
    const call = searchCalls[0]!;
    expect(call.searchParams.get('location')).toBe('Chicago, IL');
    expect(call.searchParams.get('features')).toBe('takeout');
    expect(call.searchParams.get('pageSize')).toBe('15');
    const list = screen.getByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(within(list).getByRole('link', { name: 'Place 1-0' }).getAttribute('href')).toBe('/merchants/100');
    expect(within(list).getAllByRole('link', { name: 'Sign in to see offers' })[0]!.getAttribute('href')).toBe('/login');
  });

  it('keeps what was typed before the island ran over the search the page arrived with, and searches it', async () => {
    searchAnswers = [(url) => found(3, 1, url.searchParams.get('location') ?? '')];
    const root = hydrateAfterTyping('/search?location=Boston,+MA', (form) => {
      form.querySelector<HTMLInputElement>('input[name="location"]')!.value = 'Chicago, IL';
      form.querySelector<HTMLInputElement>('input[name="restaurantOrCuisine"]')!.value = 'tacos';
    });
    await screen.findByText('3 restaurants near Boston, MA');
    expect(location()).toHaveProperty('value', 'Chicago, IL');
    expect(screen.getByLabelText('Restaurant or cuisine')).toHaveProperty('value', 'tacos');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('3 restaurants near Chicago, IL')).toBeTruthy();
    expect(searchCalls.at(-1)!.searchParams.get('restaurantOrCuisine')).toBe('tacos');
    act(() => root.unmount());
  });

  it('refuses a malformed location before sending it, says so in the spec words and keeps the text', async () => {
    searchAnswers = [() => found(3)];
    mount('/search?location=Chicago,+IL');
    await screen.findByText('3 restaurants near Chicago, IL');
    const user = userEvent.setup();
    await user.clear(location());
    await user.type(location(), '<script>!!');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter city, state or ZIP code')).toBeTruthy();
    expect(location().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(location());
    expect(location()).toHaveProperty('value', '<script>!!');
    expect(searchCalls).toHaveLength(1);
    expect(window.location.search).toBe('?location=Chicago,+IL');
  });

  it('shows the backend’s location refusal on the field, keeping what was typed', async () => {
    searchAnswers = [() => ({ status: 400, body: { message: 'Invalid', errors: { location: ['Enter city, state or ZIP code'] } } })];
    mount('/search?location=Nowhere');
    expect(await screen.findByText('Enter city, state or ZIP code')).toBeTruthy();
    expect(location()).toHaveProperty('value', 'Nowhere');
    expect(screen.queryByText('We could not load restaurants')).toBeNull();
  });

  it('shows the error state with a way on when the search fails, and tries again', async () => {
    searchAnswers = [() => ({ status: 503, body: {} }), () => found(2)];
    mount('/search?location=Boston,+MA');
    expect(await screen.findByText('We could not load restaurants')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 restaurants near Chicago, IL')).toBeTruthy();
    expect(screen.queryByText('We could not load restaurants')).toBeNull();
  });

  it('tells a place the backend does not know (origin null) from a known place with nothing found (issue #24)', async () => {
    const unknown = { merchants: [], totalResultSize: 0, totalPages: 0, origin: null, suggestions: ['Seattle, WA', 'Portland, OR'] };
    searchAnswers = [() => ({ status: 200, body: unknown }), () => found(3)];
    mount('/search?location=Xqwzt+Vlorpington,+QQ&priceRange=2');
    expect(await screen.findByRole('heading', { name: 'We don’t know “Xqwzt Vlorpington, QQ”' })).toBeTruthy();
    expect(screen.queryByText('No restaurants found')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
    const seattle = screen.getByRole('link', { name: 'Seattle, WA' });
    expect(seattle.getAttribute('href')).toBe('/search?location=Seattle,+WA&priceRange=2');
    await userEvent.setup().click(seattle);
    expect(await screen.findByText('3 restaurants near Chicago, IL')).toBeTruthy();
    expect(window.location.search).toBe('?location=Seattle,+WA&priceRange=2');
  });

  it('a known place with nothing matching, or an answer without origin, is just empty and neutral', async () => {
    const empty = {
      merchants: [],
      totalResultSize: 0,
      totalPages: 0,
      origin: { latitude: 41.88, longitude: -87.63, cityState: 'Chicago, IL' },
    };
    searchAnswers = [() => ({ status: 200, body: empty }), () => ({ status: 200, body: { merchants: [] } })];
    mount('/search?location=Chicago,+IL&restaurantOrCuisine=zzz');
    expect(await screen.findByText('No restaurants found')).toBeTruthy();
    expect(screen.getByText('Try another location or fewer filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    cleanup();
    mount('/search?location=Anchorage,+AK');
    expect(await screen.findByText('No restaurants found')).toBeTruthy();
    expect(screen.queryByText(/We don’t know/)).toBeNull();
  });

  it('applies a filter at once: the address and the request both carry it', async () => {
    searchAnswers = [(url) => found(url.searchParams.get('priceRange') ? 4 : 30)];
    mount('/search?location=Chicago,+IL');
    await screen.findByText('1–15 of 30 restaurants near Chicago, IL');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: '$$' }));
    expect(await screen.findByText('4 restaurants near Chicago, IL')).toBeTruthy();
    expect(window.location.search).toBe('?location=Chicago,+IL&priceRange=2');
    expect(searchCalls.at(-1)!.searchParams.get('priceRange')).toBe('2');
    // The group's chip counts it, and the filter shows as a removable chip (issue #24).
    expect(screen.getByRole('button', { name: 'Price (1)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove filter: $$' }));
    expect(await screen.findByText('1–15 of 30 restaurants near Chicago, IL')).toBeTruthy();
    expect(window.location.search).toBe('?location=Chicago,+IL');
  });

  it('offers only the filters the feature flags name, and never searches by one it does not show', async () => {
    const noAcclaimed = { acclaimedEnabled: false, acclaimed2Enabled: false, hasVIP: false };
    searchAnswers = [() => found(3)];
    mount('/search?location=Chicago,+IL&acclaimed=true&mealsServed=brunch', {
      programme: noAcclaimed,
      offer: filterOffer({ acclaimed: true, mealsServed: ['lunch', 'dinner'], sortBy: ['rating'] }, noAcclaimed),
    });
    await screen.findByText('3 restaurants near Chicago, IL');
    expect(screen.queryByRole('checkbox', { name: 'Acclaimed' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Brunch' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Lunch' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['distance', 'rating']);
    expect(searchCalls.at(-1)!.searchParams.has('acclaimed')).toBe(false);
    expect(searchCalls.at(-1)!.searchParams.has('mealsServed')).toBe(false);
  });

  it('pages by 15 through real links, moving focus to the results, and back restores the first page', async () => {
    searchAnswers = [(url) => found(40, Number(url.searchParams.get('pageNo') ?? 1))];
    mount('/search?location=Chicago,+IL');
    await screen.findByText('1–15 of 40 restaurants near Chicago, IL');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    const page2 = within(pages).getByRole('link', { name: 'Page 2' });
    expect(page2.getAttribute('href')).toBe('/search?location=Chicago,+IL&pageNo=2');
    await userEvent.setup().click(page2);
    expect(await screen.findByRole('link', { name: 'Place 2-0' })).toBeTruthy();
    expect(window.location.search).toBe('?location=Chicago,+IL&pageNo=2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Restaurants' }));
    expect(status().textContent).toBe('16–30 of 40 restaurants near Chicago, IL');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const callsBefore = searchCalls.length;
    act(() => {
      history.replaceState(null, '', '/search?location=Chicago,+IL');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('link', { name: 'Place 1-0' })).toBeTruthy();
    expect(searchCalls.length).toBe(callsBefore); // from this tab's results, not a new call
  });

  it('remembers the last search for a bare /search in the same tab', async () => {
    searchAnswers = [() => found(5)];
    const first = mount('/search?location=Austin,+TX&mealsServed=brunch');
    await screen.findByText('5 restaurants near Chicago, IL');
    first.unmount();
    mount('/search');
    await screen.findByText('5 restaurants near Chicago, IL');
    expect(window.location.search).toBe('?location=Austin,+TX&mealsServed=brunch');
    expect(location()).toHaveProperty('value', 'Austin, TX');
    expect(screen.getByRole('checkbox', { name: 'Brunch' })).toHaveProperty('checked', true);
  });

  it('is a plain GET form with the address’s field names before it runs (no JS yet)', () => {
    searchAnswers = [() => found(1)];
    const { container } = mount('/search');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const names = new Set([...form.querySelectorAll('input, select')].map((el) => el.getAttribute('name')));
    expect([...names].sort()).toEqual(
      [
        'acclaimed',
        'benefitsFor',
        'features',
        'isNew',
        'location',
        'mealsServed',
        'priceRange',
        'reservations',
        'restaurantOrCuisine',
        'sortBy',
      ].sort(),
    );
  });

  it('switches between the list and the map on phones ("Show map" / "Change search")', async () => {
    searchAnswers = [() => found(2)];
    const { container } = mount('/search?location=Chicago,+IL');
    await screen.findByText('2 restaurants near Chicago, IL');
    const island = container.querySelector('[data-mode]')!;
    expect(island.getAttribute('data-mode')).toBe('list');
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(island.getAttribute('data-mode')).toBe('map');
    fireEvent.click(screen.getByRole('button', { name: 'Change search' }));
    expect(island.getAttribute('data-mode')).toBe('list');
    expect(status().textContent).toBe('2 restaurants near Chicago, IL');
  });

  it('on a phone, folds the form into its summary once the search lands, focus on the results; the summary reopens it (issue #24)', async () => {
    searchAnswers = [() => found(2)];
    const { container } = mount('/search?location=Chicago,+IL&priceRange=2,3');
    await screen.findByText('2 restaurants near Chicago, IL');
    const island = container.querySelector('[data-form]')!;
    await vi.waitFor(() => expect(island.getAttribute('data-form')).toBe('folded'));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Restaurants' })));
    const summary = screen.getByRole('button', { name: /^Chicago, IL · Filters \(2\)/ });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(summary);
    expect(island.getAttribute('data-form')).toBe('open');
    await vi.waitFor(() => expect(document.activeElement).toBe(location()));
  });

  it('on a phone, a bare /search (nothing typed or remembered) keeps its form open', async () => {
    searchAnswers = [() => found(2)];
    const { container } = mount('/search');
    await screen.findByText('2 restaurants near Chicago, IL');
    expect(container.querySelector('[data-form]')!.getAttribute('data-form')).toBe('open');
  });

  it('the phone’s filter sheet counts what its draft would show and applies it with "Show N restaurants" (issue #24)', async () => {
    searchAnswers = [(url) => (url.searchParams.get('pageSize') === '1' ? found(7) : found(url.searchParams.get('priceRange') ? 7 : 20))];
    mount('/search?location=Chicago,+IL');
    await screen.findByText('1–15 of 20 restaurants near Chicago, IL');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 20 restaurants' })).toBeTruthy();
    await user.click(within(sheet).getByRole('checkbox', { name: '$' }));
    expect(within(sheet).getByRole('button', { name: 'Show restaurants' })).toBeTruthy();
    expect(window.location.search).toBe('?location=Chicago,+IL'); // a draft: nothing searched yet
    const show = await within(sheet).findByRole('button', { name: 'Show 7 restaurants' });
    expect(searchCalls.at(-1)!.searchParams.get('pageSize')).toBe('1');
    await user.click(show);
    expect(await screen.findByText('7 restaurants near Chicago, IL')).toBeTruthy();
    expect(window.location.search).toBe('?location=Chicago,+IL&priceRange=1');
  });
});
