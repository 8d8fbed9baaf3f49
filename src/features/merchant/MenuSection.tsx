// The menu (spec 000 §2, §3): its pages as pictures (lazy, their boxes reserved) and the menu's own
// site in a new tab. URLs were checked by the guard (http or https only).
import type { MerchantDetail } from '../../api/merchants.ts';
import { ExternalLink } from './external-link.tsx';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

/** Menu page pictures are drawn at 3:4. */
const menuWidth = 300;
const menuHeight = 400;

export function MenuSection({ merchant, t }: { merchant: MerchantDetail; t: PageCopy }) {
  const { images, url } = merchant.menu;
  if (images.length === 0 && !url) return null;
  return (
    <section className={css.section} aria-labelledby="merchant-menu-title">
      <h2 id="merchant-menu-title" className={css.sectionTitle}>
        {t('merchant.menu')}
      </h2>
      {images.length > 0 && (
        <ul className={css.menuImages}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <img
                className={css.menuImage}
                src={image.url}
                alt={image.alt || t('merchant.menuPage', { name: merchant.name, number: index + 1 })}
                width={menuWidth}
                height={menuHeight}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
      {url && (
        <p className={css.line}>
          <ExternalLink href={url} newTab={t('merchant.newTab')}>
            {t('merchant.menuLink')}
          </ExternalLink>
        </p>
      )}
    </section>
  );
}
