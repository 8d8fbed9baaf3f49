// The merchant page island (spec 000 §2 "Merchant detail screen"; route /merchants/{id} and its
// /Order page): reads the id from the address, loads the merchant (and, with it, who is looking),
// then draws the page; reviews, events and flex offers follow on their own. Its first render, the
// static HTML, is the skeleton of the loaded page, so nothing moves when the data arrives.
// Not found (an id that is no id, MerchantNotFound), not in the programme (MerchantNotInProgram)
// and a failed or timed-out load (with Try again) are views of their own.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fetchFlexOffers, fetchMerchant, merchantMissing, type MerchantDetail } from '../../api/merchant-detail.ts';
import { copyReader, fillCopy } from '../../lib/element-copy.ts';
import { useOnline } from '../../lib/use-online.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { loadMember, type Member } from '../../stores/member.ts';
import { button } from '../../ui/button.css.ts';
import { flexOffers, tier, type FlexOffer } from '../merchant-card/public.ts';
import type { MerchantPageCopyKey } from './copy-keys.ts';
import { EarnSection } from './EarnSection.tsx';
import { EventsSection } from './EventsSection.tsx';
import { LocationPanel } from './LocationPanel.tsx';
import { MenuSection } from './MenuSection.tsx';
import { MerchantHeader } from './MerchantHeader.tsx';
import { locationParam, merchantPath, merchantRouteOf } from './merchant-route.ts';
import { OffersSection } from './OffersSection.tsx';
import { OrderOnline, OrderView } from './OrderOnline.tsx';
import type { PageContext, PageCopy, PageLinks, Viewer } from './page-context.ts';
import { ReservationWidget } from './ReservationWidget.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import * as css from './merchant-page.css.ts';

export interface MerchantIslandProps {
  view: 'merchant' | 'merchant-order';
  copy: Partial<Record<MerchantPageCopyKey, string>>;
  links: PageLinks;
  /** The browser title with `{name}` for the page's own title (src/site/page-meta.ts's rule). */
  titleTemplate: string;
  /** The site's origin, for the canonical URL. */
  siteUrl: string;
}

/** A merchant answer slower than this is a failed load (Try again). */
export const merchantTimeoutMs = 15_000;

type Load =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'notInProgram'; message: string | null }
  | { kind: 'failed'; retrying: boolean }
  | { kind: 'ready'; merchant: MerchantDetail; viewer: Viewer };

function viewerOf(member: Member | null): Viewer {
  if (!member) return { kind: 'visitor' };
  return {
    kind: 'member',
    publicId: member.publicId,
    card: { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] },
    nonActivated: member.tierLevel === tier.nonActivated,
  };
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The merchant, asked with the link's location when it has one; a location the API refuses (400)
 *  only loses the distance. */
async function merchantFor(id: number, location: string | undefined): Promise<MerchantDetail> {
  try {
    return await fetchMerchant(id, location);
  } catch (error) {
    if (location && error instanceof ApiError && error.status === 400) return fetchMerchant(id);
    throw error;
  }
}

async function loadPage(id: number, location: string | undefined): Promise<Load> {
  try {
    const [merchant, member] = await timeout(Promise.all([merchantFor(id, location), loadMember()]), merchantTimeoutMs);
    return { kind: 'ready', merchant, viewer: viewerOf(member) };
  } catch (error) {
    const missing = merchantMissing(error);
    if (missing?.code === 'MerchantNotFound') return { kind: 'notFound' };
    if (missing) return { kind: 'notInProgram', message: missing.message };
    return { kind: 'failed', retrying: false };
  }
}

function setCanonical(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

export default function MerchantIsland({ view, copy, links, titleTemplate, siteUrl }: MerchantIslandProps) {
  const t: PageCopy = useMemo(() => copyReader(copy), [copy]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [flex, setFlex] = useState<FlexOffer[]>([]);
  const focusAfterRetry = useRef(false);
  const heading = useRef<HTMLDivElement>(null);
  const online = useOnline();

  useEffect(() => {
    const { id } = merchantRouteOf(location.pathname);
    if (id === null) {
      setLoad({ kind: 'notFound' });
      return;
    }
    let live = true;
    void loadPage(id, locationParam(location.search)).then((next) => live && setLoad(next));
    return () => {
      live = false;
    };
  }, [attempt]);

  // The browser title and canonical URL name the merchant (the static page could not).
  useEffect(() => {
    if (load.kind === 'loading' || load.kind === 'failed') return;
    const name =
      load.kind === 'ready' ? load.merchant.name : t(load.kind === 'notFound' ? 'merchant.notFoundTitle' : 'merchant.notInProgramTitle');
    document.title = fillCopy(titleTemplate, { name });
    if (load.kind === 'ready') setCanonical(new URL(merchantPath(load.merchant.id), siteUrl).href);
    if (focusAfterRetry.current) {
      focusAfterRetry.current = false;
      heading.current?.querySelector<HTMLElement>('h1')?.focus();
    }
  }, [load, t, titleTemplate, siteUrl]);

  // Flex offers: signed-in members of partners with hasFlexOffers only (spec 000 §3).
  const ready = load.kind === 'ready' ? load : null;
  useEffect(() => {
    if (!ready || ready.viewer.kind !== 'member' || !runtimeConfig().settings.hasFlexOffers) return;
    let live = true;
    fetchFlexOffers(ready.merchant.id, ready.viewer.publicId).then(
      (answer) => live && setFlex(flexOffers(answer, { hasFlexOffers: true, signedIn: true })),
      () => live && setFlex([]),
    );
    return () => {
      live = false;
    };
  }, [ready]);

  const retry = (): void => {
    if (load.kind !== 'failed' || load.retrying) return;
    focusAfterRetry.current = true;
    setLoad({ kind: 'failed', retrying: true });
    setAttempt((n) => n + 1);
  };

  if (load.kind === 'loading') return <Skeleton t={t} />;
  if (load.kind === 'notFound' || load.kind === 'notInProgram') {
    return (
      <div className={css.state} ref={heading}>
        <h1 className={css.name} tabIndex={-1}>
          {t(load.kind === 'notFound' ? 'merchant.notFoundTitle' : 'merchant.notInProgramTitle')}
        </h1>
        <p className={css.line}>{load.kind === 'notFound' ? t('merchant.notFoundText') : (load.message ?? t('merchant.notFound'))}</p>
        <a className={button.primary} href="/search">
          {t('merchant.findRestaurants')}
        </a>
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className={css.state} role="alert">
        <p className={css.line}>{online ? t('merchant.loadError') : t('merchant.offlineNone')}</p>
        <button type="button" className={button.primary} aria-disabled={load.retrying} onClick={retry}>
          {load.retrying ? t('merchant.loading') : t('merchant.retry')}
        </button>
      </div>
    );
  }

  const { merchant, viewer } = load;
  const settings = runtimeConfig().settings;
  const context: PageContext = {
    t,
    viewer,
    links,
    settings: {
      acclaimedEnabled: settings.acclaimedEnabled === true,
      hasFlexOffers: settings.hasFlexOffers === true,
      hasReservationBonus: settings.hasReservationBonus === true,
      openTableReservationsEnabled: settings.openTableReservationsEnabled === true,
    },
    today: new Date(),
  };
  const takesReservations = merchant.reservations !== null || merchant.reservationProviders.openTable !== null;
  return (
    <div className={css.page} ref={heading}>
      {!online && (
        <p className={css.offline} role="status">
          {t('merchant.offline')}
        </p>
      )}
      <MerchantHeader merchant={merchant} t={t} />
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
    </div>
  );
}

/** The loaded page's boxes while the merchant loads (the static first paint). */
function Skeleton({ t }: { t: PageCopy }) {
  return (
    <div className={css.page}>
      <div role="status" className="visually-hidden">
        {t('merchant.loading')}
      </div>
      <div className={css.header} aria-hidden="true">
        <span className={css.bonePromo} />
        <div className={css.facts}>
          <span className={css.boneTitle} />
          <span className={css.boneLine} />
          <span className={css.boneLine} />
          <span className={css.boneLine} />
        </div>
      </div>
      <div className={css.columns} aria-hidden="true">
        <div className={`${css.column} ${css.mainTop}`}>
          <span className={css.bonePanel} />
        </div>
        <div className={`${css.column} ${css.side}`}>
          <span className={css.bonePanel} />
        </div>
      </div>
    </div>
  );
}
