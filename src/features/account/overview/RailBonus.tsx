// The rail's bonus to activate (issue #25): the first Available bonus the web can activate, its title
// and its Activate (use-banner-activation.ts). Once registered the main column's banner moves to
// Activated (the same member store and bonus memory) and the next one, if any, takes its place here.
// Beside the main column only (dashboard.css.ts desktopBox): on a phone the banner is right there.
import { useId } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { Html } from './BannerBlocks.tsx';
import type { BonusItem } from './bonus-banners.ts';
import type { RailCopyKey } from './copy-keys.ts';
import type { BannerActivation } from './use-banner-activation.ts';
import * as css from './dashboard.css.ts';

export function RailBonus({ t, item, activation }: { t: CopyReader<RailCopyKey>; item: BonusItem; activation: BannerActivation }) {
  const headingId = useId();
  const nameId = useId();
  const { banner, bonus } = item;
  const title = banner.blocks.find((block) => block.kind === 'title');
  const busy = activation.pending === banner.code;
  return (
    <section className={css.desktopBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.boxTitle}>
        {t('overview.rail.bonus')}
      </h2>
      <p id={nameId} className={css.boxText}>
        <strong>{title ? <Html text={title.text} /> : bonus.description}</strong>
      </p>
      <button
        type="button"
        className={button.primary}
        aria-describedby={nameId}
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : () => activation.activate(banner.code)}
      >
        {busy && <Spinner size={20} />}
        {busy ? t('overview.bonus.activating') : banner.button ? <Html text={banner.button} /> : t('bonus.activate')}
      </button>
      <div role="alert">{activation.failed === banner.code && <ErrorBanner type="error" messages={[t('bonus.error')]} live={false} />}</div>
    </section>
  );
}
