// The filter panel built from the feature flags' `filters` (spec 000 §1 "The feature-flags response may
// add ... filters ... which override the defaults", §3 "Search filters"): only the groups and options
// the partner offers, Acclaimed only where acclaimedEnabled is on, and filters it does not offer
// dropped from a search that arrives with them.
import { describe, expect, it } from 'vitest';
import { filterOffer, keepOffered } from '../../../src/features/search/search-filters.ts';
import { noFilters } from '../../../src/features/search/search-url.ts';

const acclaimedOn = { acclaimedEnabled: true };
const acclaimedOff = { acclaimedEnabled: false };

/** Each group as `label: field=value ...`, what the panel shows. */
const panel = (offer: ReturnType<typeof filterOffer>) =>
  offer.groups.map((group) => `${group.label}: ${group.options.map((option) => `${option.field}=${option.value}`).join(' ')}`);

describe('the filter groups', () => {
  it('without flags: every group and option, Acclaimed included where the partner has it', () => {
    expect(panel(filterOffer({}, acclaimedOn))).toEqual([
      'filters.price: priceRange=1 priceRange=2 priceRange=3 priceRange=4',
      'filters.suggested: acclaimed=true isNew=true benefitsFor=true reservations=true',
      'filters.features: features=delivery features=dineIn features=takeout features=orderOnline',
      'filters.meals: mealsServed=breakfast mealsServed=brunch mealsServed=lunch mealsServed=dinner mealsServed=lateNight',
    ]);
    expect(filterOffer({}, acclaimedOn).sortOrders).toEqual(['distance', 'rating', 'reviews', 'name', 'price']);
  });

  it('never offers Acclaimed where acclaimedEnabled is off, whatever the flags say', () => {
    for (const flags of [{}, { acclaimed: true }]) {
      const suggested = filterOffer(flags, acclaimedOff).groups.find((group) => group.label === 'filters.suggested');
      expect(suggested?.options.map((option) => option.field)).toEqual(['isNew', 'benefitsFor', 'reservations']);
    }
  });

  it("keeps only what the flags offer, in the panel's order; an empty group is left out", () => {
    const offer = filterOffer(
      {
        priceRange: [3, 1],
        acclaimed: false,
        isNew: true,
        benefitsFor: false,
        reservations: false,
        features: ['takeout', 'delivery', 'teleport'],
        mealsServed: [],
        sortBy: ['name', 'rating'],
      },
      acclaimedOn,
    );
    expect(panel(offer)).toEqual([
      'filters.price: priceRange=1 priceRange=3',
      'filters.suggested: isNew=true',
      'filters.features: features=delivery features=takeout',
    ]);
    // The API's default sort stays: a search without sortBy is sorted by it.
    expect(offer.sortOrders).toEqual(['distance', 'rating', 'name']);
  });

  it('reads the sandbox partners’ flags: acclaimed off and no reservations', () => {
    const offer = filterOffer(
      { priceRange: [1, 2, 3, 4], acclaimed: false, isNew: true, benefitsFor: true, reservations: false },
      acclaimedOff,
    );
    expect(panel(offer)[1]).toBe('filters.suggested: isNew=true benefitsFor=true');
  });

  it('a flag of the wrong shape counts as absent (the default)', () => {
    const offer = filterOffer({ priceRange: 'cheap', acclaimed: 'no', features: [1, 2] }, acclaimedOn);
    expect(panel(offer)).toEqual(panel(filterOffer({}, acclaimedOn)));
  });
});

describe('a search that arrives with filters the partner does not offer', () => {
  it('loses them (a CMS link or an old bookmark cannot narrow results invisibly)', () => {
    const offer = filterOffer({ priceRange: [1, 2], features: ['delivery'], sortBy: ['rating'] }, acclaimedOff);
    const filters = {
      ...noFilters,
      priceRange: [2, 4] as const,
      acclaimed: true,
      isNew: true,
      features: ['delivery', 'takeout'] as const,
      sortBy: 'price' as const,
    };
    expect(keepOffered({ ...filters, priceRange: [...filters.priceRange], features: [...filters.features] }, offer)).toEqual({
      ...noFilters,
      priceRange: [2],
      isNew: true,
      features: ['delivery'],
      sortBy: 'distance',
    });
  });

  it('keeps offered filters as they are', () => {
    const offer = filterOffer({}, acclaimedOn);
    const filters = { ...noFilters, acclaimed: true, benefitsFor: 3 as const, reservations: true, mealsServed: ['lunch' as const] };
    expect(keepOffered(filters, offer)).toEqual(filters);
  });
});
