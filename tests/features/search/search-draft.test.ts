// The search form's draft (spec 000 §2 "Search screen"): what the member typed stays through every
// error, a new search shown replaces it all, a map view shows as "Current Map View" and searches its
// coordinates while unchanged, and a location that is not one is never sent.
import { describe, expect, it } from 'vitest';
import { draftOf, draftSearch, nearMeSearch, searchDraftReducer, type SearchDraft } from '../../../src/features/search/search-draft.ts';
import { emptySearch, noFilters, type Search } from '../../../src/features/search/search-url.ts';

const mapViewLabel = 'Current Map View';
const chicago: Search = {
  location: 'Chicago, IL',
  restaurantOrCuisine: 'pizza',
  campaignCode: 'SPRING',
  filters: { ...noFilters, acclaimed: true },
  pageNo: 3,
};
const mapView: Search = { ...chicago, location: '41.88,-87.63' };

const typed = (draft: SearchDraft, ...events: Parameters<typeof searchDraftReducer>[1][]): SearchDraft =>
  events.reduce(searchDraftReducer, draft);

describe('the search draft', () => {
  it('starts from the search shown, a map view labelled rather than its coordinates', () => {
    expect(draftOf(chicago, mapViewLabel)).toEqual({
      locationText: 'Chicago, IL',
      query: 'pizza',
      filters: chicago.filters,
      invalid: false,
    });
    expect(draftOf(mapView, mapViewLabel).locationText).toBe(mapViewLabel);
  });

  it('keeps what was typed through a refusal, and clears the error when the location is typed again', () => {
    const refused = typed(
      draftOf(chicago, mapViewLabel),
      { type: 'locationTyped', text: '<script>!!' },
      { type: 'queryTyped', text: 'tacos' },
      { type: 'locationRefused' },
    );
    expect(refused).toMatchObject({ locationText: '<script>!!', query: 'tacos', invalid: true });
    expect(typed(refused, { type: 'queryTyped', text: 'sushi' }).invalid).toBe(true);
    expect(typed(refused, { type: 'locationTyped', text: 'Boston' })).toMatchObject({ locationText: 'Boston', invalid: false });
    expect(typed(refused, { type: 'locationAccepted' }).invalid).toBe(false);
  });

  it('is replaced whole by a new search shown, error and all', () => {
    const edited = typed(
      draftOf(chicago, mapViewLabel),
      { type: 'locationTyped', text: 'Nowhere' },
      { type: 'filtersChanged', filters: noFilters },
      { type: 'locationRefused' },
    );
    expect(typed(edited, { type: 'searchShown', search: mapView, mapViewLabel })).toEqual(draftOf(mapView, mapViewLabel));
  });

  it('"Use current location" puts the device position in the field and clears its error', () => {
    const refused = typed(draftOf(chicago, mapViewLabel), { type: 'locationRefused' });
    expect(typed(refused, { type: 'nearMeChosen' })).toMatchObject({ locationText: 'Current Location', invalid: false });
  });

  it('does not change the draft it is given', () => {
    const draft = Object.freeze(draftOf(chicago, mapViewLabel));
    expect(() => typed(draft, { type: 'locationRefused' }, { type: 'queryTyped', text: 'x' })).not.toThrow();
    expect(draft.invalid).toBe(false);
  });
});

describe('the draft as a search', () => {
  it('trims, starts at page 1, keeps the campaign and takes the filters it is given', () => {
    const draft = typed(
      draftOf(chicago, mapViewLabel),
      { type: 'locationTyped', text: '  Austin, TX ' },
      { type: 'queryTyped', text: ' bbq ' },
    );
    expect(draftSearch(draft, chicago, mapViewLabel)).toEqual({
      location: 'Austin, TX',
      restaurantOrCuisine: 'bbq',
      campaignCode: 'SPRING',
      filters: chicago.filters,
      pageNo: 1,
    });
  });

  it('refuses a location that is not one, and sends none of it', () => {
    const draft = typed(draftOf(chicago, mapViewLabel), { type: 'locationTyped', text: '<script>!!' });
    expect(draftSearch(draft, chicago, mapViewLabel)).toBeNull();
  });

  it('lets a blank location, the device position and coordinates through', () => {
    for (const text of ['', '  ', 'Current Location', '40.7,-74']) {
      const draft = typed(draftOf(emptySearch, mapViewLabel), { type: 'locationTyped', text });
      expect(draftSearch(draft, emptySearch, mapViewLabel)?.location).toBe(text.trim());
    }
  });

  it('searches the map view’s coordinates while "Current Map View" is unchanged, the text once it is typed over', () => {
    expect(draftSearch(draftOf(mapView, mapViewLabel), mapView, mapViewLabel)?.location).toBe('41.88,-87.63');
    const typedOver = typed(draftOf(mapView, mapViewLabel), { type: 'locationTyped', text: 'Denver, CO' });
    expect(draftSearch(typedOver, mapView, mapViewLabel)?.location).toBe('Denver, CO');
    // The label typed where no map view is shown is a place like any other.
    const label = typed(draftOf(chicago, mapViewLabel), { type: 'locationTyped', text: mapViewLabel });
    expect(draftSearch(label, chicago, mapViewLabel)?.location).toBe(mapViewLabel);
  });

  it('"Use current location" searches near the device with the draft’s query and filters, from page 1', () => {
    const draft = typed(
      draftOf(chicago, mapViewLabel),
      { type: 'queryTyped', text: ' ramen ' },
      { type: 'filtersChanged', filters: noFilters },
    );
    expect(nearMeSearch(draft, chicago)).toEqual({
      ...chicago,
      location: 'Current Location',
      restaurantOrCuisine: 'ramen',
      filters: noFilters,
      pageNo: 1,
    });
  });
});
