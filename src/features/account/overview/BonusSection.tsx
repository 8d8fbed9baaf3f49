// The bonus banners (spec 001 §2, §4 "Bonuses", §8): Available (Eligible, with the Activate button)
// and Activated (Enrolled and Qualified, no button). Activation is POST /api/Member/Bonus/{code}:
// success says 'Registered for bonus.', keeps the code for 35 minutes (bonus-memory.ts) and moves
// the banner to Activated, whose title then takes focus; failure says 'Something went wrong, please
// refresh your browser.' beside the button, which keeps focus (it is aria-disabled, never disabled,
// while the call runs). A 409 (already registered) counts as registered. The call is the swr
// mutation of src/api/hooks/bonuses.ts, which fetches the member again after a success.
import { Fragment, useEffect, useId, useState } from 'react';
import { useBonusActivation } from '../../../api/hooks/bonuses.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { rememberBonus } from './bonus-memory.ts';
import type { BannerBlock, BonusGroups, BonusItem, TextVariants } from './bonus-banners.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import * as css from './overview.css.ts';

type T = CopyReader<OverviewCopyKey>;

interface BonusSectionProps {
  t: T;
  groups: BonusGroups;
  publicId: string;
  /** A code was registered and remembered: the groups are computed again. */
  onRegistered: () => void;
}

export function BonusSection({ t, groups, publicId, onRegistered }: BonusSectionProps) {
  const titleId = useId();
  const baseId = useId();
  // The banner the last activation was for: its button is busy, then shows the failure, or the
  // success message shows and its title takes focus.
  const [target, setTarget] = useState<string | null>(null);
  const activation = useBonusActivation((code) => {
    rememberBonus(publicId, code);
    onRegistered();
  });
  const pending = activation.isMutating ? target : null;
  const failed = !activation.isMutating && activation.error !== undefined ? target : null;
  const registered = !activation.isMutating && activation.error === undefined && activation.data ? activation.data.toUpperCase() : null;
  const titleIdOf = (code: string) => `${baseId}-${code.toUpperCase()}`;

  // The activated banner's title takes focus once it is in the Activated group.
  useEffect(() => {
    if (registered) document.getElementById(`${baseId}-${registered}`)?.focus();
  }, [registered, baseId]);

  const activate = (code: string) => {
    if (activation.isMutating) return;
    setTarget(code);
    void activation.trigger(code);
  };

  const empty = groups.available.length === 0 && groups.activated.length === 0;
  const card = (item: BonusItem) => (
    <BonusCard
      key={item.banner.code}
      t={t}
      item={item}
      titleId={titleIdOf(item.banner.code)}
      busy={pending === item.banner.code}
      failed={failed === item.banner.code}
      onActivate={() => activate(item.banner.code)}
    />
  );

  return (
    <section className={css.bonuses} aria-labelledby={titleId}>
      <div className={css.sectionHead}>
        <h2 id={titleId} className={css.sectionTitle}>
          {t('overview.bonuses.title')}
        </h2>
        <div role="status" aria-atomic="true">
          {registered && <ErrorBanner type="success" messages={[t('bonus.success')]} live={false} />}
        </div>
      </div>
      {empty && <p className={css.muted}>{t('overview.bonuses.none')}</p>}
      {groups.available.length > 0 && (
        <>
          <h3 className={css.groupTitle}>{t('bonus.available')}</h3>
          <ul className={css.bannerGrid} aria-label={t('bonus.available')}>
            {groups.available.map(card)}
          </ul>
        </>
      )}
      {groups.activated.length > 0 && (
        <>
          <h3 className={css.groupTitle}>{t('bonus.activated')}</h3>
          <ul className={css.bannerGrid} aria-label={t('bonus.activated')}>
            {groups.activated.map(card)}
          </ul>
        </>
      )}
    </section>
  );
}

/** The frame's bonus section: a placeholder card per CMS banner, in two groups like the loaded one. */
export function BonusFrame({ t, count }: { t: T; count: number }) {
  const titleId = useId();
  const first = Math.ceil(count / 2);
  return (
    <section className={css.bonuses} aria-labelledby={titleId}>
      <div className={css.sectionHead}>
        <h2 id={titleId} className={css.sectionTitle}>
          {t('overview.bonuses.title')}
        </h2>
        <div />
      </div>
      {[first, count - first]
        .filter((cards) => cards > 0)
        .map((cards, group) => (
          <Fragment key={group}>
            <span className={css.headingPlaceholder} aria-hidden="true" />
            <ul className={css.bannerGrid} aria-hidden="true">
              {Array.from({ length: cards }, (_, index) => (
                <li key={index} className={css.banner}>
                  <div className={css.bannerBody}>
                    <span className={`${css.placeholder} ${css.placeholderWidth.medium}`} />
                    <span className={`${css.placeholder} ${css.placeholderWidth.long}`} />
                    <span className={`${css.placeholder} ${css.placeholderWidth.long}`} />
                  </div>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
    </section>
  );
}

/** Sanitized build-time HTML in its mobile and (when different) desktop wording. */
function Html({ text, block = false }: { text: TextVariants; block?: boolean }) {
  const Tag = block ? 'div' : 'span';
  if (text.desktop === undefined) return <Tag dangerouslySetInnerHTML={{ __html: text.mobile }} />;
  return (
    <>
      <Tag className={css.mobileOnly} dangerouslySetInnerHTML={{ __html: text.mobile }} />
      <Tag className={css.desktopOnly} dangerouslySetInnerHTML={{ __html: text.desktop }} />
    </>
  );
}

interface BonusCardProps {
  t: T;
  item: BonusItem;
  titleId: string;
  busy: boolean;
  failed: boolean;
  onActivate: () => void;
}

function BonusCard({ t, item, titleId, busy, failed, onActivate }: BonusCardProps) {
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

function Block({ t, block }: { t: T; block: BannerBlock }) {
  if (block.kind === 'link') {
    return (
      <p className={css.text}>
        <a href={block.href} target={block.newTab ? '_blank' : undefined} rel={block.newTab ? 'noopener noreferrer' : undefined}>
          <Html text={block.text} />
          {block.newTab && <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>}
        </a>
      </p>
    );
  }
  if (block.kind === 'title') {
    return (
      <p className={css.tierLine}>
        <Html text={block.text} />
      </p>
    );
  }
  return (
    <div className={css.text}>
      <Html text={block.text} block />
    </div>
  );
}
