// The merchant page's header (spec 000 §2, §3, §7): the promo picture (the "aspect 1.6 at width
// 600" transform, its box reserved), Acclaimed badge, highlight, the name as the page's h1, rating,
// price, cuisines joined by "/", the address with the city (neighbourhood) and the distance.
import { httpUrl, type MerchantDetail } from '../../api/merchants.ts';
import {
  highlightKey as highlightKeyOf,
  isAcclaimed,
  pageTransform,
  placeText,
  promoImageUrl,
  type CardProgramme,
} from '../merchant-card/public.ts';
import type { PageCopy } from './page-context.ts';
import { Stars } from './Stars.tsx';
import * as css from './merchant-page.css.ts';

/** The page's promo picture (the card's rule with the page's transform); null unless http(s). */
export const pagePromoUrl = (merchant: Pick<MerchantDetail, 'id' | 'images'>): string | null =>
  httpUrl(promoImageUrl(merchant, pageTransform));

/** One decimal at most: 4.5, 3. */
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

export function MerchantHeader({ merchant, t, programme }: { merchant: MerchantDetail; t: PageCopy; programme: CardProgramme }) {
  const src = pagePromoUrl(merchant);
  const { rating, priceRange, cuisines, highlight } = merchant.details;
  const highlightKey = highlightKeyOf(highlight);
  // The badge only where the partner has the merchant's Acclaimed level (spec 000 §1).
  const acclaimed = isAcclaimed(merchant, programme);
  const price = priceRange === null ? 0 : Math.round(Math.min(4, Math.max(0, priceRange)));
  const place = placeText(merchant.location);
  const { street, state, zip } = merchant.location.address;
  const addressText = [street.trim(), [place, [state.trim(), zip.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
  const count = rating ? Math.max(0, Math.round(rating.numberOfRatings)).toLocaleString('en-US') : '';
  return (
    <header className={css.header}>
      <figure className={css.media}>
        {src ? (
          <img
            className={css.promo}
            src={src}
            alt=""
            width={css.promoWidth}
            height={css.promoHeight}
            decoding="async"
            fetchPriority="high"
          />
        ) : (
          <span className={css.bonePromo} aria-hidden="true" />
        )}
        {acclaimed && <span className={css.badge}>{t('merchant.acclaimed')}</span>}
      </figure>
      <div className={css.facts}>
        {highlightKey && <p className={css.highlight}>{t(highlightKey)}</p>}
        <h1 className={css.name} tabIndex={-1}>
          {merchant.name}
        </h1>
        {rating && (
          <p className={css.line}>
            <Stars
              value={rating.overallRating}
              after={` ${oneDecimal(rating.overallRating)} (${count})`}
              label={t('merchant.rating', { rating: oneDecimal(Math.min(5, Math.max(0, rating.overallRating))), count })}
            />
          </p>
        )}
        {(price > 0 || cuisines.length > 0) && (
          <p className={css.muted}>
            {price > 0 && (
              <>
                <span aria-hidden="true">{'$'.repeat(price)}</span>
                <span className="visually-hidden">{t('merchant.priceRange', { count: price, max: 4 })}</span>
              </>
            )}
            {price > 0 && cuisines.length > 0 && <span aria-hidden="true"> · </span>}
            {cuisines.join('/')}
          </p>
        )}
        {addressText && <p className={css.line}>{addressText}</p>}
        {merchant.distance !== null && (
          <p className={css.muted}>{t('merchant.distance', { distance: oneDecimal(Math.max(0, merchant.distance)) })}</p>
        )}
      </div>
    </header>
  );
}
