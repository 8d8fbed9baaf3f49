// The notices over the results (spec 000 §2 "Search screen" states): offline with saved results, the
// member's position blocked, and the search failed (with "Try again"; the page lands on it after a
// search). Nothing found and unknown places are PlaceNotices.tsx.
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import type { ResultsView } from './results-view.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import * as css from './search.css.ts';

export interface SearchNoticesProps {
  view: ResultsView;
  online: boolean;
  t: CopyReader<SearchCopyKey>;
  onRetry: () => void;
}

export function SearchNotices({ view, online, t, onRetry }: SearchNoticesProps) {
  return (
    <>
      {view.offline && <p className={css.notice}>{t('search.offline')}</p>}
      {view.locationBlocked && (
        <div className={css.notice}>
          <h3 className={css.noticeTitle}>{t('search.locationBlockedTitle')}</h3>
          <p>{t('search.locationBlockedBody')}</p>
        </div>
      )}
      {view.failure && (
        <div className={css.notice} tabIndex={-1} data-search-message>
          <h3 className={css.noticeTitle}>{t('search.errorTitle')}</h3>
          <p>{online ? t('search.errorBody') : t('search.offlineNone')}</p>
          <button type="button" className={button.secondary} onClick={onRetry}>
            {t('search.retry')}
          </button>
        </div>
      )}
    </>
  );
}
