// The one-line summary a phone shows in place of the search form once a search has run (issue #24):
// what was searched, where, and how many filters are on ("pizza · Chicago, IL · Filters (2)"). It is
// the button that opens the form again. Pure.
import type { CopyReader } from '../../lib/element-copy.ts';
import { locationKind } from './search-location.ts';

type SummaryKey = 'search.currentLocation' | 'search.currentMapView' | 'search.summaryNearby' | 'search.summaryFilters';

export interface SummaryInput {
  /** The search's location as the address has it. */
  location: string;
  restaurantOrCuisine: string;
  filterCount: number;
  /** The answer's "City, ST", named for a search without a typed place; '' when unknown. */
  place: string;
}

export function searchSummary({ location, restaurantOrCuisine, filterCount, place }: SummaryInput, t: CopyReader<SummaryKey>): string {
  const kind = locationKind(location);
  const where =
    kind === 'place'
      ? location.trim()
      : kind === 'mapView'
        ? t('search.currentMapView')
        : place || (kind === 'device' ? t('search.currentLocation') : t('search.summaryNearby'));
  const parts = [restaurantOrCuisine.trim(), where];
  if (filterCount > 0) parts.push(t('search.summaryFilters', { count: filterCount }));
  return parts.filter(Boolean).join(' · ');
}
