// Ordering online (spec 000 §2 "an order-online dialog", route /merchants/{id}/Order): the dialog
// explains how ordering earns and leads on: internal ordering to the site's own ordering page,
// external to the merchant's ordering site in a new tab. The ordering page shows the same header
// with what the ordering URL offers (a link out: an arbitrary ordering site cannot be framed under
// the site's content security policy) and the way back to the merchant.
import { useState } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { button } from '../../ui/button.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ExternalLink } from './external-link.tsx';
import { merchantPath, orderPath } from './merchant-route.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

type Ordering = NonNullable<MerchantDetail['ordering']>;

/** The call to action for an ordering: a page of this site, the merchant's site, or none. */
function OrderCta({ ordering, t, internalHref }: { ordering: Ordering; t: PageCopy; internalHref: string | null }) {
  if (ordering.type === 'internal' && internalHref) {
    return (
      <a className={button.primary} href={internalHref}>
        {t('merchant.orderCta')}
      </a>
    );
  }
  if (!ordering.url) return <p className={css.line}>{t('merchant.orderUnavailable')}</p>;
  return (
    <ExternalLink className={button.primary} href={ordering.url} newTab={t('merchant.newTab')}>
      {t('merchant.orderCta')}
    </ExternalLink>
  );
}

const explanation = (ordering: Ordering, t: PageCopy): string =>
  t(ordering.type === 'internal' ? 'merchant.orderInternal' : 'merchant.orderExternal');

export function OrderOnline({
  merchant,
  t,
  buttonClassName = button.secondary,
}: {
  merchant: MerchantDetail;
  t: PageCopy;
  /** The quick actions draw it compact (QuickActions.tsx). */
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const { ordering } = merchant;
  if (!ordering) return null;
  return (
    <div className={css.line}>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('merchant.orderOnline')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('merchant.orderTitle', { name: merchant.name })}
        closeLabel={t('modal.close')}
        actions={<OrderCta ordering={ordering} t={t} internalHref={orderPath(merchant.id)} />}
      >
        <p>{explanation(ordering, t)}</p>
      </Dialog>
    </div>
  );
}

/** /merchants/{id}/Order under the merchant's header. */
export function OrderView({ merchant, t }: { merchant: MerchantDetail; t: PageCopy }) {
  const { ordering } = merchant;
  return (
    <section className={css.panel} aria-labelledby="merchant-order-title">
      <h2 id="merchant-order-title" className={css.sectionTitle}>
        {t('merchant.orderOnline')}
      </h2>
      {ordering ? (
        <>
          <p className={css.line}>{explanation(ordering, t)}</p>
          {ordering.url ? (
            <p className={css.line}>
              <OrderCta ordering={ordering} t={t} internalHref={null} />
            </p>
          ) : (
            <p className={css.line}>{t('merchant.orderUnavailable')}</p>
          )}
        </>
      ) : (
        <p className={css.line}>{t('merchant.orderUnavailable')}</p>
      )}
      <p className={css.line}>
        <a href={merchantPath(merchant.id)}>{t('merchant.backToMerchant', { name: merchant.name })}</a>
      </p>
    </section>
  );
}
