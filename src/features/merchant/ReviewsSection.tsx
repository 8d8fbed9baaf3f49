// Reviews (spec 000 §2): five at a time, "Show more reviews" adding the next page and moving focus
// to the first new one, so keyboard and screen-reader users carry on where the list grew.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchReviews, type MerchantReview } from '../../api/merchant-detail.ts';
import { button } from '../../ui/button.css.ts';
import { longDateText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import { Stars } from './Stars.tsx';
import * as css from './merchant-page.css.ts';

export const reviewPageSize = 5;

interface Reviews {
  status: 'loading' | 'ready' | 'failed';
  items: MerchantReview[];
  total: number;
  pageNo: number;
  totalPages: number;
  /** The first review a "show more" added: focus moves there. */
  focusFrom: number | null;
}

export function ReviewsSection({ merchantId, t }: { merchantId: number; t: PageCopy }) {
  const [reviews, setReviews] = useState<Reviews>({ status: 'loading', items: [], total: 0, pageNo: 0, totalPages: 1, focusFrom: null });
  const list = useRef<HTMLUListElement>(null);

  const load = useCallback(
    (pageNo: number) => {
      setReviews((previous) => ({ ...previous, status: 'loading', focusFrom: null }));
      fetchReviews(merchantId, pageNo, reviewPageSize).then(
        (page) =>
          setReviews((previous) => {
            const seen = new Set(previous.items.map((review) => review.id));
            const fresh = page.reviews.filter((review) => !seen.has(review.id));
            const focusFrom = pageNo > 1 && fresh.length > 0 ? previous.items.length : null;
            return {
              status: 'ready',
              items: [...previous.items, ...fresh],
              total: page.totalResultSize,
              pageNo,
              totalPages: page.totalPages,
              focusFrom,
            };
          }),
        () => setReviews((previous) => ({ ...previous, status: 'failed', focusFrom: null })),
      );
    },
    [merchantId],
  );

  useEffect(() => load(1), [load]);
  useEffect(() => {
    if (reviews.focusFrom !== null) list.current?.children[reviews.focusFrom]?.querySelector('article')?.focus();
  }, [reviews.focusFrom]);

  const { items, status } = reviews;
  const more = status !== 'failed' && reviews.pageNo < reviews.totalPages && items.length > 0;
  return (
    <section className={css.section} aria-labelledby="merchant-reviews-title" aria-busy={status === 'loading'}>
      <h2 id="merchant-reviews-title" className={css.sectionTitle}>
        {t('merchant.reviews')}
      </h2>
      {status === 'loading' && items.length === 0 && <p className={css.muted}>{t('merchant.sectionLoading')}</p>}
      {status === 'ready' && items.length === 0 && <p className={css.line}>{t('merchant.reviewsEmpty')}</p>}
      {items.length > 0 && (
        <ul className={css.plainList} ref={list}>
          {items.map((review) => (
            <li key={review.id}>
              <article className={css.review} tabIndex={-1} aria-label={review.author || undefined}>
                {review.author && <h3 className={css.reviewAuthor}>{review.author}</h3>}
                <p className={css.line}>
                  <Stars value={review.rating} label={t('merchant.reviewRating', { rating: review.rating })} />
                  {review.date && (
                    <>
                      {' · '}
                      <time dateTime={review.date}>{longDateText(review.date)}</time>
                    </>
                  )}
                </p>
                <p className={css.line}>{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <p className={css.muted} aria-live="polite">
          {t('merchant.reviewsShown', { shown: items.length, total: Math.max(reviews.total, items.length) })}
        </p>
      )}
      {status === 'failed' && (
        <div className={css.actions} role="status">
          <p className={css.line}>{t('merchant.reviewsError')}</p>
          <button type="button" className={button.secondary} onClick={() => load(reviews.pageNo + 1)}>
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
            onClick={() => status !== 'loading' && load(reviews.pageNo + 1)}
          >
            {t('merchant.reviewsMore')}
          </button>
        </p>
      )}
    </section>
  );
}
