// Quick actions under the merchant's name (issue #24): call (tel:), directions (the merchant's map
// link, else a maps search of its address, in a new tab), share (the Web Share API, else the link
// copied, said politely) and Order Online where the merchant has ordering.
import { useState } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { ExternalLink, telHref } from './external-link.tsx';
import { OrderOnline } from './OrderOnline.tsx';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

/** The merchant's one-line address: "2028 Union St, Chicago (West Loop), IL 60607". */
export function addressText(merchant: Pick<MerchantDetail, 'location'>, place: string): string {
  const { street, state, zip } = merchant.location.address;
  return [street.trim(), [place, [state.trim(), zip.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
}

/** The merchant's own directions link, else a maps search of its name and address (none without an address). */
export function directionsHref(merchant: Pick<MerchantDetail, 'directionsUrl' | 'name'>, address: string): string | null {
  if (merchant.directionsUrl) return merchant.directionsUrl;
  if (!address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${merchant.name}, ${address}`)}`;
}

type Shared = 'idle' | 'copied' | 'failed';

async function share(title: string, url: string): Promise<Shared> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissed by the member (AbortError) or refused: nothing to say.
    }
    return 'idle';
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function QuickActions({ merchant, address, t }: { merchant: MerchantDetail; address: string; t: PageCopy }) {
  const [shared, setShared] = useState<Shared>('idle');
  const tel = merchant.phone ? telHref(merchant.phone) : null;
  const directions = directionsHref(merchant, address);
  return (
    <div className={css.quickActions} role="group" aria-label={t('merchant.quickActions')}>
      {tel && (
        <a className={css.quickAction} href={tel}>
          {t('merchant.call')}
          <span className="visually-hidden"> {merchant.phone}</span>
        </a>
      )}
      {directions && (
        <ExternalLink className={css.quickAction} href={directions} newTab={t('merchant.newTab')}>
          {t('merchant.directions')}
        </ExternalLink>
      )}
      <button
        type="button"
        className={css.quickAction}
        onClick={() => void share(merchant.name, location.href).then(setShared)}
        onBlur={() => setShared('idle')}
      >
        {t('merchant.share')}
      </button>
      <OrderOnline merchant={merchant} t={t} buttonClassName={css.quickAction} />
      <p className={shared === 'idle' ? 'visually-hidden' : css.shareNote} role="status">
        {shared === 'copied' ? t('merchant.linkCopied') : shared === 'failed' ? t('merchant.linkCopyFailed') : ''}
      </p>
    </div>
  );
}
