// The merchant's pictures at the top of its page (issue #24): one photo in a box reserved at the
// spec's aspect 1.6; several as a gallery in that same box, a strip that scrolls and snaps a photo at
// a time (keyboard scrollable); none, or one that fails to load, as a compact designed band, not a
// large empty tile. Today the API gives the one promo picture (docs/decisions.md "Issue #24, photos").
import { useState } from 'react';
import { httpUrl, type MerchantDetail } from '../../api/merchants.ts';
import { isAcclaimed, pageTransform, promoImageUrl, type CardProgramme } from '../merchant-card/public.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

/** The page's promo picture (the card's rule with the page's transform); null unless http(s). */
export const pagePromoUrl = (merchant: Pick<MerchantDetail, 'id' | 'images'>): string | null =>
  httpUrl(promoImageUrl(merchant, pageTransform));

/** The merchant's photos, first the promo picture (the only one the API names today). */
export const photosOf = (merchant: Pick<MerchantDetail, 'id' | 'images'>): string[] => {
  const promo = pagePromoUrl(merchant);
  return promo ? [promo] : [];
};

/** A knife and fork: the no-photo band's sign. */
function PlaceSetting() {
  return (
    <svg className={css.placeSetting} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 2v8a2 2 0 0 0 2 2v10h2V12a2 2 0 0 0 2-2V2h-1.5v6h-1V2h-1.5v6h-1V2zm10 0c-1.7 0-3 2.2-3 5v6h2v9h2V2z" />
    </svg>
  );
}

export function MerchantMedia({ merchant, t, programme }: { merchant: MerchantDetail; t: PageCopy; programme: CardProgramme }) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const photos = photosOf(merchant).filter((src) => !failed.includes(src));
  const lose = (src: string) => () => setFailed((before) => [...before, src]);
  const badge = isAcclaimed(merchant, programme) && <span className={css.badge}>{t('merchant.acclaimed')}</span>;

  if (photos.length === 0) {
    return (
      <div className={css.noPhoto} data-no-photo="">
        <PlaceSetting />
        {badge}
      </div>
    );
  }
  if (photos.length === 1) {
    return (
      <figure className={css.media}>
        <img
          className={css.promo}
          src={photos[0]}
          alt=""
          width={css.promoWidth}
          height={css.promoHeight}
          decoding="async"
          fetchPriority="high"
          onError={lose(photos[0] ?? '')}
        />
        {badge}
      </figure>
    );
  }
  return (
    <figure className={css.media}>
      {/* A scrolling list takes focus so the keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={css.gallery} tabIndex={0} aria-label={t('merchant.photos', { name: merchant.name })} data-gallery="">
        {photos.map((src, index) => (
          <li key={src} className={css.galleryItem}>
            <img
              className={css.promo}
              src={src}
              alt={t('merchant.photo', { name: merchant.name, number: index + 1, count: photos.length })}
              width={css.promoWidth}
              height={css.promoHeight}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
              onError={lose(src)}
            />
          </li>
        ))}
      </ul>
      {badge}
    </figure>
  );
}
