// One bonus banner (spec 001 §4 "Bonuses", §8): image, title (focusable: it takes focus once the
// banner is activated), the other CMS blocks, the status tag, and the Activate button (aria-disabled,
// never disabled, while its call runs, so focus stays on it) with its failure beside it; or, for a
// bonus activated only in the app, the app's text.
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { Block, Html } from './BannerBlocks.tsx';
import type { BannerBlock, BonusItem } from './bonus-banners.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import * as css from './overview.css.ts';

/** The partner's app in the stores (settings.appStore), for app-only bonuses on the web. */
export interface AppLinks {
  ios: string | null;
  android: string | null;
}

interface BonusCardProps {
  t: CopyReader<OverviewCopyKey>;
  item: BonusItem;
  appLinks: AppLinks;
  titleId: string;
  busy: boolean;
  failed: boolean;
  onActivate: () => void;
}

export function BonusCard({ t, item, appLinks, titleId, busy, failed, onActivate }: BonusCardProps) {
  const { banner, status, action, bonus } = item;
  const since = status === 'Eligible' ? null : dateText(bonus.createDateUtc);
  const [title, ...rest] = orderTitleFirst(banner.blocks);
  return (
    <li className={css.banner} data-bonus-code={banner.code}>
      {banner.image && (
        <img className={css.bannerImage} src={banner.image.src} alt={banner.image.alt} width={640} height={360} loading="lazy" />
      )}
      <div className={css.bannerBody}>
        {title?.kind === 'title' && (
          <h4 id={titleId} className={css.bannerTitle} tabIndex={-1}>
            <Html text={title.text} />
          </h4>
        )}
        {rest.map((block, index) => (
          <Block key={index} t={t} block={block} />
        ))}
      </div>
      <div className={css.bannerFoot}>
        {status !== 'Eligible' && (
          <p className={css.tagRow}>
            <span className={css.tag}>{t(status === 'Qualified' ? 'overview.bonus.qualified' : 'overview.bonus.enrolled')}</span>
            {since && <span className={css.muted}>{t('overview.bonus.since', { date: since })}</span>}
          </p>
        )}
        {action === 'activate' && (
          <button
            type="button"
            className={button.primary}
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onActivate}
          >
            {busy && <Spinner size={20} />}
            {busy ? t('overview.bonus.activating') : banner.button ? <Html text={banner.button} /> : t('bonus.activate')}
          </button>
        )}
        {action === 'app' &&
          (banner.appTextHtml ? (
            <div className={css.text} dangerouslySetInnerHTML={{ __html: banner.appTextHtml }} />
          ) : (
            <p className={css.text}>{t('overview.bonus.appOnly')}</p>
          ))}
        {action === 'app' && <AppStoreLinks t={t} links={appLinks} />}
        {action === 'activate' && (
          <div role="alert">{failed && <ErrorBanner type="error" messages={[t('bonus.error')]} live={false} />}</div>
        )}
      </div>
    </li>
  );
}

/** The first title heads the banner; the other blocks follow in CMS order. */
function orderTitleFirst(blocks: readonly BannerBlock[]): BannerBlock[] {
  const index = blocks.findIndex((block) => block.kind === 'title');
  if (index <= 0) return [...blocks];
  return [blocks[index]!, ...blocks.slice(0, index), ...blocks.slice(index + 1)];
}

/** Where to get the app: the partner's store pages (an app-only bonus without any is left out). */
function AppStoreLinks({ t, links }: { t: CopyReader<OverviewCopyKey>; links: AppLinks }) {
  const stores = [
    { href: links.ios, text: t('shell.appStoreBadge') },
    { href: links.android, text: t('shell.googlePlayBadge') },
  ].filter((store): store is { href: string; text: string } => Boolean(store.href));
  if (stores.length === 0) return null;
  return (
    <ul className={css.appLinks} aria-label={t('overview.bonus.getApp')}>
      {stores.map((store) => (
        <li key={store.href}>
          <a className={button.secondary} href={store.href} target="_blank" rel="noopener noreferrer">
            {store.text}
            <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A bonus's date as people read it ("Mar 3, 2026"); null when there is none or it does not parse. */
function dateText(iso: string | null): string | null {
  const time = iso === null ? Number.NaN : Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  return new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
