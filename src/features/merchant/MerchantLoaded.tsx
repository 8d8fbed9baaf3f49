// The merchant page with its merchant (spec 000 §2 "Merchant detail screen"): header, then the earn
// line, reservations, ordering and location beside offers, about, menu, reviews and events; or, on
// /merchants/{id}/Order, the ordering view under the header. Reviews, events and flex offers load
// on their own (their hooks), after the merchant.
import { useFlexOffers } from '../../api/hooks/merchants.ts';
import type { MerchantDetail } from '../../api/merchants.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { programmeOf } from '../merchant-card/public.ts';
import { EarnSection } from './EarnSection.tsx';
import { EventsSection } from './EventsSection.tsx';
import { LocationPanel } from './LocationPanel.tsx';
import { MenuSection } from './MenuSection.tsx';
import { MerchantHeader } from './MerchantHeader.tsx';
import { OffersSection } from './OffersSection.tsx';
import { OrderOnline, OrderView } from './OrderOnline.tsx';
import type { PageContext } from './page-context.ts';
import { ReservationWidget } from './ReservationWidget.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
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
  return (
    <>
      {!online && (
        <p className={css.offline} role="status">
          {t('merchant.offline')}
        </p>
      )}
      <MerchantHeader merchant={merchant} t={t} programme={settings.programme} />
      {view === 'merchant-order' ? (
        <OrderView merchant={merchant} t={t} />
      ) : (
        <div className={css.columns}>
          <div className={`${css.column} ${css.mainTop}`}>
            <EarnSection merchant={merchant} context={context} />
          </div>
          <div className={`${css.column} ${css.side}`}>
            {takesReservations && <ReservationWidget merchant={merchant} context={context} />}
            <OrderOnline merchant={merchant} t={t} />
            <LocationPanel merchant={merchant} t={t} />
          </div>
          <div className={`${css.column} ${css.mainRest}`}>
            <OffersSection merchant={merchant} context={context} flex={flex} />
            {merchant.description && (
              <section className={css.section} aria-labelledby="merchant-about-title">
                <h2 id="merchant-about-title" className={css.sectionTitle}>
                  {t('merchant.about')}
                </h2>
                <p className={css.line}>{merchant.description}</p>
              </section>
            )}
            <MenuSection merchant={merchant} t={t} />
            <ReviewsSection merchantId={merchant.id} t={t} />
            <EventsSection merchantId={merchant.id} t={t} />
          </div>
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
  };
}
