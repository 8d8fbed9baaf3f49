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

interface BonusCardProps {
  t: CopyReader<OverviewCopyKey>;
  item: BonusItem;
  titleId: string;
  busy: boolean;
  failed: boolean;
  onActivate: () => void;
}

export function BonusCard({ t, item, titleId, busy, failed, onActivate }: BonusCardProps) {
  const { banner, status, action } = item;
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
          <p className={css.tag}>{t(status === 'Qualified' ? 'overview.bonus.qualified' : 'overview.bonus.enrolled')}</p>
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
