// The static frame's bonus section: a placeholder card per CMS banner, in two groups like the loaded
// section (BonusSection.tsx), so nothing moves when the member's bonuses arrive.
import { Fragment } from 'react';
import { BonusesBox } from './BonusesBox.tsx';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import * as css from './overview.css.ts';

export function BonusFrame({ t, count }: { t: CopyReader<OverviewCopyKey>; count: number }) {
  const first = Math.ceil(count / 2);
  return (
    <BonusesBox t={t}>
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
    </BonusesBox>
  );
}
