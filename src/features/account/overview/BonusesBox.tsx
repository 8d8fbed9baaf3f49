// The bonus section's box and heading, shared by the static frame (BonusFrame.tsx) and the loaded
// section (BonusSection.tsx), so the two line up exactly.
import { useId, type ReactNode } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import * as css from './overview.css.ts';

interface BonusesBoxProps {
  t: CopyReader<OverviewCopyKey>;
  /** Beside the heading: the activation's live region (an empty box in the frame). */
  status?: ReactNode;
  children: ReactNode;
}

export function BonusesBox({ t, status = <div />, children }: BonusesBoxProps) {
  const titleId = useId();
  return (
    <section className={css.bonuses} aria-labelledby={titleId}>
      <div className={css.sectionHead}>
        <h2 id={titleId} className={css.sectionTitle}>
          {t('overview.bonuses.title')}
        </h2>
        {status}
      </div>
      {children}
    </section>
  );
}
