// Reviews (spec 000 §2): five at a time, "Show more reviews" adding the next page and moving focus
// to the first new one, so keyboard and screen-reader users carry on where the list grew. A page
// that fails says so with Try again, which asks that page only; the reviews shown stay.
import { useEffect, useRef } from 'react';
import { useReviews } from '../../api/hooks/merchant-reviews.ts';
import type { MerchantReview, ReviewPage } from '../../api/merchants.ts';
import { button } from '../../ui/button.css.ts';
import { longDateText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import { Stars } from './Stars.tsx';
import * as css from './merchant-page.css.ts';

export const reviewPageSize = 5;

/** The pages' reviews in order, each once (a review may move to the next page between asks). */
function reviewsOf(pages: readonly ReviewPage[]): MerchantReview[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.reviews.filter((review) => {
      if (seen.has(review.id)) return false;
      seen.add(review.id);
      return true;
    }),
  );
}

export function ReviewsSection({ merchantId, t }: { merchantId: string; t: PageCopy }) {
  const { data: pages = [], error, isValidating, size, setSize } = useReviews(merchantId, reviewPageSize);
  const items = reviewsOf(pages);
  const last = pages.at(-1);
  const status = isValidating ? 'loading' : error !== undefined ? 'failed' : 'ready';
  const list = useRef<HTMLUListElement>(null);
  // Focus moves to the first review a "show more" added (not on the first page).
  const shown = useRef(0);
  useEffect(() => {
    if (shown.current > 0 && items.length > shown.current) list.current?.children[shown.current]?.querySelector('article')?.focus();
    shown.current = items.length;
  }, [items.length]);

  const more = status !== 'failed' && last !== undefined && last.pageNo < last.totalPages && items.length > 0;
  // No reviews, no section (issue #24): it goes once the first page says there are none.
  if (status === 'ready' && items.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="merchant-reviews-title" aria-busy={status === 'loading'}>
      <h2 id="merchant-reviews-title" className={css.sectionTitle}>
        {t('merchant.reviews')}
      </h2>
      {status === 'loading' && items.length === 0 && <p className={css.muted}>{t('merchant.sectionLoading')}</p>}
      {items.length > 0 && (
        <ul className={css.plainList} ref={list}>
          {items.map((review) => (
            <li key={review.id}>
              <article className={css.review} tabIndex={-1} aria-label={review.author || undefined}>
                {review.author && <h3 className={css.reviewAuthor}>{review.author}</h3>}
                <p className={css.line}>
                  {review.rating !== null && <Stars value={review.rating} label={t('merchant.reviewRating', { rating: review.rating })} />}
                  {review.rating !== null && review.date && ' · '}
                  {review.date && <time dateTime={review.date}>{longDateText(review.date)}</time>}
                </p>
                <p className={css.line}>{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <p className={css.muted} aria-live="polite">
          {t('merchant.reviewsShown', { shown: items.length, total: Math.max(last?.totalResultSize ?? 0, items.length) })}
        </p>
      )}
      {status === 'failed' && (
        <div className={css.actions} role="status">
          <p className={css.line}>{t('merchant.reviewsError')}</p>
          <button type="button" className={button.secondary} onClick={() => void setSize(size)}>
            {t('merchant.retry')}
          </button>
        </div>
      )}
      {more && (
        <p className={css.line}>
          <button
            type="button"
            className={button.secondary}
            aria-disabled={status === 'loading'}
            onClick={() => status !== 'loading' && void setSize(size + 1)}
          >
            {t('merchant.reviewsMore')}
          </button>
        </p>
      )}
    </section>
  );
}
