// The merchant page's views other than the merchant (spec 000 §2 "Merchant detail screen"): the
// skeleton (the static first paint, the loaded page's boxes, so nothing moves when the data
// arrives), not found or not in the programme (with the way to search), and a failed load with
// Try again (a 5xx has already gone to /error: this is a network failure, a time-out or an answer
// that could not be read).
import { searchPath } from '../../site/paths.ts';
import type { Ref } from 'react';
import { button } from '../../ui/button.css.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

export function Skeleton({ t }: { t: PageCopy }) {
  return (
    <div className={css.page}>
      <div role="status" className="visually-hidden">
        {t('merchant.loading')}
      </div>
      <div className={css.layout} aria-hidden="true">
        <div className={`${css.header} ${css.headerArea}`}>
          <span className={css.bonePromo} />
          <div className={css.facts}>
            <span className={css.boneTitle} />
            <span className={css.boneLine} />
            <span className={css.boneLine} />
            <span className={css.boneLine} />
          </div>
        </div>
        <div className={css.rail}>
          <span className={css.bonePanel} />
        </div>
        <div className={css.mainArea}>
          <span className={css.bonePanel} />
        </div>
      </div>
    </div>
  );
}

/** An unknown id (MerchantNotFound), or a merchant this programme does not carry (its server
 *  message, else the copy). */
export function Missing({
  t,
  notInProgram,
  message,
  headingRef,
}: {
  t: PageCopy;
  notInProgram: boolean;
  message: string | null;
  headingRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className={css.state} ref={headingRef}>
      <h1 className={css.name} tabIndex={-1}>
        {t(notInProgram ? 'merchant.notInProgramTitle' : 'merchant.notFoundTitle')}
      </h1>
      <p className={css.line}>{notInProgram ? (message ?? t('merchant.notFound')) : t('merchant.notFoundText')}</p>
      <a className={button.primary} href={searchPath}>
        {t('merchant.findRestaurants')}
      </a>
    </div>
  );
}

export function Failed({ t, online, retrying, onRetry }: { t: PageCopy; online: boolean; retrying: boolean; onRetry: () => void }) {
  return (
    <div className={css.state} role="alert">
      <p className={css.line}>{online ? t('merchant.loadError') : t('merchant.offlineNone')}</p>
      <button type="button" className={button.primary} aria-disabled={retrying} onClick={() => !retrying && onRetry()}>
        {retrying ? t('merchant.loading') : t('merchant.retry')}
      </button>
    </div>
  );
}
