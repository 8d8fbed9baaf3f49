// Nothing to list (issue #24 "Places and empty states"): a place the backend does not know ("We don't
// know “Xqwzt”", with the covered places it suggests as links to their searches, "Use my location"
// and, when filters are on, "Clear filters"), or a known place with nothing matching ("No restaurants
// found", with "Clear filters"). Both neutral, not the error look; the page lands on them after a
// search (tabIndex -1, `data-search-message`).
import type { CopyReader } from '../../lib/element-copy.ts';
import { searchPath } from '../../site/paths.ts';
import { button } from '../../ui/button.css.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { locationKind } from './search-location.ts';
import { searchToAddress, type Search } from './search-url.ts';
import * as css from './search.css.ts';

export interface PlaceNoticesProps {
  unknownPlace: boolean;
  empty: boolean;
  shown: Search;
  suggestions: readonly string[];
  filtersOn: boolean;
  t: CopyReader<SearchCopyKey>;
  /** Searches in place (the links are real addresses too). */
  onSearch: (search: Search) => void;
  onNearMe: () => void;
  onClearFilters: () => void;
}

export function PlaceNotices({
  unknownPlace,
  empty,
  shown,
  suggestions,
  filtersOn,
  t,
  onSearch,
  onNearMe,
  onClearFilters,
}: PlaceNoticesProps) {
  if (!unknownPlace && !empty) return null;
  const clear = filtersOn && (
    <button type="button" className={button.secondary} onClick={onClearFilters}>
      {t('search.clearFilters')}
    </button>
  );
  if (empty) {
    return (
      <div className={css.quietNotice} tabIndex={-1} data-search-message>
        <h3 className={css.noticeTitle}>{t('search.emptyTitle')}</h3>
        <p>{t('search.emptyBody')}</p>
        {clear && <div className={css.noticeActions}>{clear}</div>}
      </div>
    );
  }
  const place = locationKind(shown.location) === 'place' ? shown.location.trim() : '';
  return (
    <div className={css.quietNotice} tabIndex={-1} data-search-message>
      <h3 className={css.noticeTitle}>{place ? t('search.unknownPlaceTitle', { place }) : t('search.unknownPlaceAny')}</h3>
      <p>{t('search.unknownPlaceBody')}</p>
      {suggestions.length > 0 && (
        <>
          <h4 className={css.noticeTitle}>{t('search.unknownPlaceSuggestions')}</h4>
          <ul className={css.noticeActions}>
            {suggestions.map((suggestion) => {
              const next: Search = { ...shown, location: suggestion, pageNo: 1 };
              return (
                <li key={suggestion}>
                  <a
                    href={`${searchPath}?${searchToAddress(next)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onSearch(next);
                    }}
                  >
                    {suggestion}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className={css.noticeActions}>
        <button type="button" className={button.secondary} onClick={onNearMe}>
          {t('search.useMyLocation')}
        </button>
        {clear}
      </div>
    </div>
  );
}
