// The search form (spec 000 §2 "Search screen"): location ("City, state or ZIP code"), restaurant or
// cuisine, "Use current location", the filter groups and the sort. It is a real GET form to /search
// whose fields carry the address's names, so it works before the island runs; once it runs, a submit
// becomes a search in place. The location is checked with the contract's linear-time rule before
// anything is sent; its message is the spec's. What the member typed stays through every error.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { isValidLocation, locationMaxLength } from '../../api/contract/location.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import * as formCss from '../../ui/form/form.css.ts';
import { sortLabels, type FilterOffer, type FilterOption } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { currentLocation, locationKind } from './search-location.ts';
import { noFilters, type Search, type SearchFilters } from './search-url.ts';
import * as css from './search.css.ts';

export interface SearchFormProps {
  /** The search shown (the static render: none yet). */
  search: Search;
  t: CopyReader<SearchCopyKey>;
  onSearch: (search: Search) => void;
  /** The backend refused the location (a 400): shown as the field's error. */
  locationRejected: boolean;
  /** The island runs: filters apply as they change. */
  live: boolean;
  /** The groups and sorts the partner offers (its feature flags' `filters`). */
  offer: FilterOffer;
}

const queryMaxLength = 100;

function isOn(filters: SearchFilters, option: FilterOption): boolean {
  switch (option.field) {
    case 'priceRange':
      return filters.priceRange.some((level) => String(level) === option.value);
    case 'features':
      return (filters.features as string[]).includes(option.value);
    case 'mealsServed':
      return (filters.mealsServed as string[]).includes(option.value);
    case 'benefitsFor':
      return filters.benefitsFor !== null;
    default:
      return filters[option.field];
  }
}

/** The filters with one option switched; lists keep the panel's order (search-url writes them sorted). */
function toggled(filters: SearchFilters, option: FilterOption, on: boolean): SearchFilters {
  const list = <T extends string | number>(values: readonly T[], value: T): T[] =>
    on ? [...values, value] : values.filter((v) => v !== value);
  switch (option.field) {
    case 'priceRange':
      return { ...filters, priceRange: list(filters.priceRange, Number(option.value) as SearchFilters['priceRange'][number]).sort() };
    case 'features':
      return { ...filters, features: list(filters.features, option.value as SearchFilters['features'][number]) };
    case 'mealsServed':
      return { ...filters, mealsServed: list(filters.mealsServed, option.value as SearchFilters['mealsServed'][number]) };
    case 'benefitsFor':
      return { ...filters, benefitsFor: on ? true : null };
    default:
      return { ...filters, [option.field]: on };
  }
}

const activeCount = (filters: SearchFilters): number =>
  filters.priceRange.length +
  filters.features.length +
  filters.mealsServed.length +
  [filters.acclaimed, filters.isNew, filters.reservations, filters.benefitsFor !== null].filter(Boolean).length;

export function SearchForm({ search, t, onSearch, locationRejected, live, offer }: SearchFormProps) {
  const id = useId();
  const mapViewLabel = t('search.currentMapView');
  const shownLocation = (s: Search): string => (locationKind(s.location) === 'mapView' ? mapViewLabel : s.location);
  const [locationText, setLocationText] = useState(shownLocation(search));
  const [query, setQuery] = useState(search.restaurantOrCuisine);
  const [filters, setFilters] = useState(search.filters);
  const [invalid, setInvalid] = useState(false);
  const locationInput = useRef<HTMLInputElement>(null);
  const details = useRef<HTMLDetailsElement>(null);

  // A new search (submitted, restored by back/forward, or arrived with) shows its own values.
  useEffect(() => {
    setLocationText(shownLocation(search));
    setQuery(search.restaurantOrCuisine);
    setFilters(search.filters);
    setInvalid(false);
  }, [search]);

  useEffect(() => {
    if (locationRejected) setInvalid(true);
  }, [locationRejected]);

  /** The draft as a search; null (and the field's error, focused) when the location is not one. */
  function draft(nextFilters: SearchFilters): Search | null {
    const text = locationText.trim();
    // "Current Map View" stands for the map view's coordinates while it is unchanged.
    const location = text === mapViewLabel && locationKind(search.location) === 'mapView' ? search.location : text;
    if (location !== '' && locationKind(location) === 'place' && !isValidLocation(location)) {
      setInvalid(true);
      locationInput.current?.focus();
      return null;
    }
    setInvalid(false);
    return { location, restaurantOrCuisine: query.trim(), campaignCode: search.campaignCode, filters: nextFilters, pageNo: 1 };
  }

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = draft(filters);
    if (!next) return;
    if (details.current) details.current.open = false;
    onSearch(next);
  }

  function change(nextFilters: SearchFilters): void {
    setFilters(nextFilters);
    const next = live ? draft(nextFilters) : null;
    if (next) onSearch(next);
  }

  function searchNearMe(): void {
    setLocationText(currentLocation);
    setInvalid(false);
    onSearch({ ...search, location: currentLocation, restaurantOrCuisine: query.trim(), filters, pageNo: 1 });
  }

  const errorId = `${id}-location-error`;
  const count = activeCount(filters);
  const showError = invalid || locationRejected;

  return (
    <form className={css.form} role="search" aria-label={t('search.formLabel')} action="/search" method="get" onSubmit={submit} noValidate>
      <div className={css.mainRow}>
        <div className={css.field}>
          <label className={formCss.label} htmlFor={`${id}-location`}>
            {t('search.locationLabel')}
          </label>
          <input
            ref={locationInput}
            id={`${id}-location`}
            className={formCss.control}
            name="location"
            type="text"
            autoComplete="address-level2"
            placeholder={t('search.locationPlaceholder')}
            maxLength={locationMaxLength}
            value={locationText}
            onChange={(event) => {
              setLocationText(event.target.value);
              if (invalid) setInvalid(false);
            }}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
          />
          {showError && (
            <p id={errorId} className={css.fieldError}>
              {t('validation.searchLocation')}
            </p>
          )}
        </div>
        <div className={css.field}>
          <label className={formCss.label} htmlFor={`${id}-query`}>
            {t('search.queryLabel')}
          </label>
          <input
            id={`${id}-query`}
            className={formCss.control}
            name="restaurantOrCuisine"
            type="search"
            maxLength={queryMaxLength}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="submit" className={button.primary}>
          {t('search.submit')}
        </button>
      </div>
      <div className={css.optionsRow}>
        {/* A link before the island runs (a search near the device); a search in place after. */}
        <a
          className={`${button.tertiary} ${css.nearMe}`}
          href={`/search?location=${encodeURIComponent(currentLocation)}`}
          role={live ? 'button' : undefined}
          onClick={(event) => {
            event.preventDefault();
            searchNearMe();
          }}
        >
          {t('search.useCurrentLocation')}
        </a>
        <details ref={details} className={css.filters}>
          <summary className={css.filtersSummary}>
            {t('filters.title')}
            {count > 0 && <span>({t('filters.activeCount', { count })})</span>}
          </summary>
          <div className={css.filterGroups}>
            {offer.groups.map((group) => (
              <fieldset key={group.label} className={formCss.group}>
                <legend className={formCss.groupLegend}>{t(group.label as SearchCopyKey)}</legend>
                {group.options.map((option) => {
                  const optionId = `${id}-${option.field}-${option.value}`;
                  return (
                    <div key={optionId} className={formCss.checkboxRow}>
                      <input
                        id={optionId}
                        className={formCss.checkbox}
                        type="checkbox"
                        name={option.field}
                        value={option.value}
                        checked={isOn(filters, option)}
                        onChange={(event) => change(toggled(filters, option, event.target.checked))}
                      />
                      <label className={formCss.checkboxLabel} htmlFor={optionId}>
                        {t(option.label as SearchCopyKey)}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            ))}
          </div>
          <div className={css.filterActions}>
            <button type="submit" className={button.secondary}>
              {t('filters.apply')}
            </button>
            <button
              type="button"
              className={button.tertiary}
              disabled={count === 0}
              onClick={() => change({ ...noFilters, sortBy: filters.sortBy })}
            >
              {t('filters.clear')}
            </button>
          </div>
        </details>
        <div className={css.sort}>
          <label className={formCss.label} htmlFor={`${id}-sort`}>
            {t('filters.sortBy')}
          </label>
          <select
            id={`${id}-sort`}
            className={`${formCss.control} ${css.sortSelect}`}
            name="sortBy"
            value={filters.sortBy}
            onChange={(event) => change({ ...filters, sortBy: event.target.value as SearchFilters['sortBy'] })}
          >
            {offer.sortOrders.map((order) => (
              <option key={order} value={order}>
                {t(sortLabels[order] as SearchCopyKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
