// Page links under a result list (spec 000 §9, spec 001 §2 and §9: up to 5 page numbers around the
// current one): real links to each page's address, so paging works as links do (a new tab, back and
// forward), and a plain click (or Enter) is handed to the island to page in place.
import type { MouseEvent } from 'react';
import { button } from './button.css.ts';
import * as css from './pagination.css.ts';

export const maxPageNumbers = 5;

/** Up to five page numbers around the current one, shifted to stay within 1..pages. */
export function pageWindow(page: number, pages: number): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const length = Math.min(maxPageNumbers, pages);
  const start = Math.min(Math.max(1, current - Math.floor(length / 2)), pages - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page. */
  href: (page: number) => string;
  onPage: (page: number) => void;
  labels: {
    /** The navigation landmark's name ("Pages"). */
    nav: string;
    previous: string;
    next: string;
    /** A page number's accessible name ("Page 3"). */
    page: (page: number) => string;
  };
}

export function Pagination({ page: asked, pages, href, onPage, labels }: PaginationProps) {
  if (pages <= 1) return null;
  const page = Math.min(Math.max(1, asked), pages);
  const follow = (to: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(to);
  };
  return (
    <nav className={css.pagination} aria-label={labels.nav}>
      {page > 1 && (
        <a className={button.secondary} href={href(page - 1)} onClick={follow(page - 1)} rel="prev">
          {labels.previous}
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
              aria-label={labels.page(n)}
            >
              {n}
            </a>
          </li>
        ))}
      </ul>
      {page < pages && (
        <a className={button.secondary} href={href(page + 1)} onClick={follow(page + 1)} rel="next">
          {labels.next}
        </a>
      )}
    </nav>
  );
}
