// The merchant page island (spec 000 §2 "Merchant detail screen"; route /merchants/{id} and its
// /Order page): reads the id from the address, loads the merchant (useMerchant) and who is looking
// (the member store), then draws the page once both are known. Its first render, the static HTML,
// is the skeleton of the loaded page, so nothing moves when the data arrives. Not found (an id
// that is no id, MerchantNotFound), not in the programme (MerchantNotInProgram) and a failed load
// (with Try again) are views of their own; a server error has gone to /error (spec 000 §8).
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useMerchant } from '../../api/hooks/merchants.ts';
import { merchantMissing, type MerchantDetail } from '../../api/merchants.ts';
import { copyReader, fillCopy } from '../../lib/element-copy.ts';
import { useOnline } from '../../lib/use-online.ts';
import { $member, loadMember } from '../../stores/member.ts';
import type { MerchantPageCopyKey } from './copy-keys.ts';
import { locationParam, merchantPath, merchantRouteOf } from './merchant-route.ts';
import { MerchantLoaded, pageSettings } from './MerchantLoaded.tsx';
import { Failed, Missing, Skeleton } from './MerchantStates.tsx';
import { viewerOf, type PageContext, type PageCopy, type PageLinks } from './page-context.ts';
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

function setCanonical(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

const stayPut = () => () => {};
/** The address, in the browser only: the static render (and hydration) has none, so it draws the skeleton. */
const useAddress = (): { pathname: string; search: string } | null =>
  useSyncExternalStore(
    stayPut,
    () => location as { pathname: string; search: string },
    () => null,
  );

export default function MerchantIsland({ view, copy, links, titleTemplate, siteUrl }: MerchantIslandProps) {
  const t: PageCopy = useMemo(() => copyReader(copy), [copy]);
  const address = useAddress();
  const id = address ? merchantRouteOf(address.pathname).id : null;
  const merchant = useMerchant(id, address ? locationParam(address.search) : undefined);
  const member = useStore($member);
  useEffect(() => void loadMember(), []);
  const memberKnown = member.status === 'ready' || member.status === 'error';
  const focusAfterRetry = useRef(false);
  const heading = useRef<HTMLDivElement>(null);
  const online = useOnline();

  const missing = merchant.error === undefined ? null : merchantMissing(merchant.error);
  const notFound = (address !== null && id === null) || missing?.code === 'MerchantNotFound';
  const ready = merchant.data && memberKnown && !notFound && !missing ? merchant.data : null;

  // The browser title and canonical URL name the merchant (the static page could not).
  const name = ready?.name ?? (notFound ? t('merchant.notFoundTitle') : missing ? t('merchant.notInProgramTitle') : null);
  useEffect(() => {
    if (name === null) return;
    document.title = fillCopy(titleTemplate, { name });
    if (ready) setCanonical(new URL(merchantPath(ready.id), siteUrl).href);
  }, [name, ready, titleTemplate, siteUrl]);

  const loaded = useMemo<{ merchant: MerchantDetail; context: PageContext } | null>(
    () =>
      ready
        ? { merchant: ready, context: { t, viewer: viewerOf(member.member), links, settings: pageSettings(), today: new Date() } }
        : null,
    [ready, t, member.member, links],
  );
  // The loaded page is the island's one big render (issue #26): as a deferred value React draws it
  // in slices that yield to the browser, with the skeleton on screen meanwhile, not in one long task.
  const shown = useDeferredValue(loaded);
  // After Try again, focus goes to the heading of what is drawn next (the page, or why it is missing).
  const drawn = shown ? 'page' : notFound || missing ? 'missing' : null;
  useEffect(() => {
    if (drawn === null || !focusAfterRetry.current) return;
    focusAfterRetry.current = false;
    heading.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [drawn]);

  if (notFound || missing) {
    const message = missing?.code === 'MerchantNotInProgram' ? missing.message : null;
    return <Missing t={t} notInProgram={!notFound} message={message} headingRef={heading} />;
  }
  if (merchant.error !== undefined && !ready) {
    const retry = (): void => {
      focusAfterRetry.current = true;
      void merchant.mutate();
    };
    return <Failed t={t} online={online} retrying={merchant.isValidating} onRetry={retry} />;
  }
  if (!shown) return <Skeleton t={t} />;
  return (
    <div className={css.page} ref={heading}>
      <MerchantLoaded view={view} merchant={shown.merchant} context={shown.context} online={online} />
    </div>
  );
}
