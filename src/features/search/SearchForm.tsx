// The search form (spec 000 §2 "Search screen"): location ("City, state or ZIP code"), restaurant or
// cuisine, "Use current location", the filters (chips on laptops, a sheet on phones: issue #24) and
// the sort. It is a real GET form to /search
// whose fields carry the address's names, so it works before the island runs; once it runs, a submit
// becomes a search in place. The location is checked with the contract's linear-time rule before
// anything is sent; its message is the spec's. What the member typed stays through every error
// (the draft: search-draft.ts, use-search-draft.ts).
import { searchPath } from '../../site/paths.ts';
import { useId, type SubmitEvent } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import * as formCss from '../../ui/form/form.css.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { LocationField } from './LocationField.tsx';
import type { FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { currentLocation } from './search-location.ts';
import type { Search } from './search-url.ts';
import { SortSelect } from './SortSelect.tsx';
import { useSearchDraft } from './use-search-draft.ts';
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
  /** The shown search's total (the filter sheet's count before a change); null while unknown. */
  total: number | null;
}

/** The form's id: the phone's summary button controls it. */
export const searchFormId = 'search-form';

const queryMaxLength = 100;

export function SearchForm({ search, t, onSearch, locationRejected, live, offer, total }: SearchFormProps) {
  const id = useId();
  const { draft, locationInput, typeLocation, typeQuery, checkedSearch, changeFilters, searchNearMe } = useSearchDraft({
    search,
    t,
    onSearch,
    locationRejected,
    live,
    formId: searchFormId,
  });
  const { filters } = draft;

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = checkedSearch();
    if (!next) return;
    onSearch(next);
  }

  // A link before the island runs (a search near the device); a search in place after.
  const nearMe = (
    <a
      className={css.nearMe}
      href={`${searchPath}?location=${encodeURIComponent(currentLocation)}`}
      role={live ? 'button' : undefined}
      onClick={(event) => {
        event.preventDefault();
        searchNearMe();
      }}
    >
      {t('search.useCurrentLocation')}
    </a>
  );

  return (
    <form
      id={searchFormId}
      className={css.form}
      role="search"
      aria-label={t('search.formLabel')}
      action={searchPath}
      method="get"
      onSubmit={submit}
      noValidate
    >
      <div className={css.mainRow}>
        <LocationField
          ref={locationInput}
          formId={id}
          value={draft.locationText}
          showError={draft.invalid || locationRejected}
          t={t}
          onType={typeLocation}
          action={nearMe}
        />
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
            value={draft.query}
            onChange={(event) => typeQuery(event.target.value)}
          />
        </div>
        <button type="submit" className={button.primary}>
          {t('search.submit')}
        </button>
      </div>
      <div className={css.optionsRow}>
        <FilterChips formId={id} filters={filters} offer={offer} t={t} onChange={changeFilters} />
        <FilterSheet
          formId={id}
          search={live ? search : null}
          filters={filters}
          total={total}
          offer={offer}
          t={t}
          onApply={changeFilters}
        />
        <SortSelect
          formId={id}
          sortBy={filters.sortBy}
          sortOrders={offer.sortOrders}
          t={t}
          onChange={(sortBy) => changeFilters({ ...filters, sortBy })}
        />
      </div>
      <ActiveFilters filters={filters} offer={offer} t={t} onChange={changeFilters} />
    </form>
  );
}
