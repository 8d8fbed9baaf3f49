// The merchant page's header (spec 000 §2, §3, §7): the pictures (MerchantMedia.tsx: the "aspect 1.6
// at width 600" transform, its box reserved), Acclaimed badge, highlight, the name as the page's h1,
// whether it is open now (issue #24), rating, price, cuisines joined by "/", the address with the
// city (neighbourhood), the distance, and the quick actions (call, directions, share, order).
import type { MerchantDetail } from '../../api/merchants.ts';
import { highlightKey as highlightKeyOf, placeText, type CardProgramme } from '../merchant-card/public.ts';
import { MerchantMedia } from './MerchantMedia.tsx';
import { OpenNowLine } from './OpenNowLine.tsx';
import type { PageCopy } from './page-context.ts';
import { addressText as addressOf, QuickActions } from './QuickActions.tsx';
import { Stars } from './Stars.tsx';
import * as css from './merchant-page.css.ts';

/** One decimal at most: 4.5, 3. */
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

export interface MerchantHeaderProps {
  merchant: MerchantDetail;
  t: PageCopy;
  programme: CardProgramme;
  /** The page's clock (the open-now line). */
  today: Date;
}

export function MerchantHeader({ merchant, t, programme, today }: MerchantHeaderProps) {
  const { rating, priceRange, cuisines, highlight } = merchant.details;
  const highlightKey = highlightKeyOf(highlight);
  const price = priceRange === null ? 0 : Math.round(Math.min(4, Math.max(0, priceRange)));
  const addressText = addressOf(merchant, placeText(merchant.location));
  const count = rating ? Math.max(0, Math.round(rating.numberOfRatings)).toLocaleString('en-US') : '';
  return (
    <header className={css.header}>
      <MerchantMedia merchant={merchant} t={t} programme={programme} />
      <div className={css.facts}>
        {highlightKey && <p className={css.highlight}>{t(highlightKey)}</p>}
        <h1 className={css.name} tabIndex={-1}>
          {merchant.name}
        </h1>
        <OpenNowLine hours={merchant.hours} t={t} today={today} />
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
        <QuickActions merchant={merchant} address={addressText} t={t} />
      </div>
    </header>
  );
}
