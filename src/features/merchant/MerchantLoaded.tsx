// The merchant page with its merchant (spec 000 §2 "Merchant detail screen"): the header, a rail
// with the earn line and reservations (sticky on the right of wide screens, above the fold; after
// the header on phones, with a Reserve bar leading to it), then offers, about, location and hours,
// menu, reviews and events (issue #24); or, on /merchants/{id}/Order, the ordering view under the
// header. Reviews, events and flex offers load on their own (their hooks), after the merchant.
import { useRef } from 'react';
import { useFlexOffers } from '../../api/hooks/merchants.ts';
import type { MerchantDetail } from '../../api/merchants.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { earnProgrammeOf } from '../../lib/earn-rates.ts';
import { programmeOf } from '../merchant-card/public.ts';
import { EarnSection } from './EarnSection.tsx';
import { MerchantHeader } from './MerchantHeader.tsx';
import { OffersSection } from './OffersSection.tsx';
import { OrderView } from './OrderOnline.tsx';
import type { PageContext } from './page-context.ts';
import { ReservationWidget } from './ReservationWidget.tsx';
import { ReserveBar } from './ReserveBar.tsx';
// Below the first screen, yet static, not React.lazy: see ReservationWidget.tsx.
import MerchantMore from './MerchantMore.tsx';
import * as css from './merchant-page.css.ts';

export interface MerchantLoadedProps {
  view: 'merchant' | 'merchant-order';
  merchant: MerchantDetail;
  context: PageContext;
  online: boolean;
}

export function MerchantLoaded({ view, merchant, context, online }: MerchantLoadedProps) {
  const { t, viewer, settings } = context;
  // Flex offers: signed-in members of partners with hasFlexOffers only (spec 000 §3).
  const flexFor = viewer.kind === 'member' && settings.hasFlexOffers ? viewer.publicId : null;
  const flex = useFlexOffers(merchant.id, view === 'merchant' ? flexFor : null).data ?? [];
  const takesReservations = merchant.reservations !== null || merchant.reservationProviders.openTable !== null;
  const reserveTarget = useRef<HTMLDivElement>(null);
  const header = <MerchantHeader merchant={merchant} t={t} programme={settings.programme} today={context.today} />;
  return (
    <>
      {!online && (
        <p className={css.offline} role="status">
          {t('merchant.offline')}
        </p>
      )}
      {view === 'merchant-order' ? (
        <>
          {header}
          <OrderView merchant={merchant} t={t} />
        </>
      ) : (
        <div className={`${css.layout} ${takesReservations ? css.reserveRoom : ''}`}>
          <div className={css.headerArea}>{header}</div>
          <div className={css.rail} data-rail="">
            <EarnSection merchant={merchant} context={context} />
            {takesReservations && (
              <div ref={reserveTarget} id="reserve" className={css.reserveTarget} tabIndex={-1}>
                <ReservationWidget merchant={merchant} context={context} />
              </div>
            )}
          </div>
          <div className={css.mainArea}>
            <OffersSection merchant={merchant} context={context} flex={flex} />
            {merchant.description && (
              <section className={css.section} aria-labelledby="merchant-about-title">
                <h2 id="merchant-about-title" className={css.sectionTitle}>
                  {t('merchant.about')}
                </h2>
                <p className={css.line}>{merchant.description}</p>
              </section>
            )}
            <MerchantMore merchant={merchant} t={t} today={context.today} />
          </div>
          {takesReservations && <ReserveBar target={reserveTarget} t={t} />}
        </div>
      )}
    </>
  );
}

/** The partner's settings the page reads (runtimeConfig). */
export function pageSettings(): PageContext['settings'] {
  const settings = runtimeConfig().settings;
  return {
    programme: programmeOf(settings),
    hasFlexOffers: settings.hasFlexOffers === true,
    hasReservationBonus: settings.hasReservationBonus === true,
    openTableReservationsEnabled: settings.openTableReservationsEnabled === true,
    earn: earnProgrammeOf(settings),
  };
}
