// Result pages (spec 000 §9 page size 15; spec 001 §9 up to 5 page numbers): real links to each page's
// address, so paging works as links do (new tab, back/forward) and the island takes them in place.
import type { MouseEvent } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { searchToAddress, type Search } from './search-url.ts';
import * as css from './search.css.ts';

export const maxPageNumbers = 5;

/** Up to five page numbers around the current one. */
export function pageWindow(page: number, pages: number): number[] {
  const count = Math.min(maxPageNumbers, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  search: Search;
  pages: number;
  t: CopyReader<SearchCopyKey>;
  onPage: (search: Search) => void;
}

export function Pagination({ search, pages, t, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  const page = Math.min(search.pageNo, pages);
  const href = (pageNo: number): string => `/search?${searchToAddress({ ...search, pageNo })}`;
  const follow = (pageNo: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage({ ...search, pageNo });
  };
  return (
    <nav className={css.pagination} aria-label={t('search.pagination')}>
      {page > 1 && (
        <a className={button.secondary} href={href(page - 1)} onClick={follow(page - 1)}>
          {t('search.previousPage')}
        </a>
      )}
      <ul className={css.pageList}>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <a
              className={css.pageLink}
              href={href(n)}
              onClick={follow(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('search.page', { page: n })}
            >
              {n}
            </a>
          </li>
        ))}
      </ul>
      {page < pages && (
        <a className={button.secondary} href={href(page + 1)} onClick={follow(page + 1)}>
          {t('search.nextPage')}
        </a>
      )}
    </nav>
  );
}
