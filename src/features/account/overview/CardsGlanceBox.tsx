// The rail's linked cards at a glance (issue #25): how many, which brands, their last fours, and the
// way to Linked Cards. While the list loads the box keeps its loaded size; a list that cannot be had
// (or has no cards: the account center then prompts to link one) shows no box.
import { useId } from 'react';
import { useCardList } from '../../../api/hooks/cards.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { accountCardsPath } from '../../../site/paths.ts';
import type { RailCopyKey } from './copy-keys.ts';
import { cardsGlance } from './rail.ts';
import * as css from './dashboard.css.ts';
import * as overview from './overview.css.ts';

export function CardsGlanceBox({ t }: { t: CopyReader<RailCopyKey> }) {
  const titleId = useId();
  const { data, error } = useCardList();
  const glance = data ? cardsGlance(data.items) : null;
  if (error !== undefined || (data && !glance)) return null;
  return (
    <section className={css.cardsBox} aria-labelledby={titleId} aria-busy={!glance || undefined}>
      <h2 id={titleId} className={css.boxTitle}>
        {t('overview.cards.title')}
      </h2>
      {glance ? (
        <>
          <p className={css.boxText}>
            <strong>{glance.count === 1 ? t('overview.cards.countOne') : t('overview.cards.countMany', { count: glance.count })}</strong>
          </p>
          <p className={css.boxText}>{glance.brands.join(' · ')}</p>
          {glance.lastFours.length > 0 && (
            <p className={css.boxText}>{t('overview.cards.endings', { list: glance.lastFours.join(', ') })}</p>
          )}
          <p className={css.boxText}>
            <a href={accountCardsPath}>{t('overview.cards.manage')}</a>
          </p>
        </>
      ) : (
        <>
          <span className={`${overview.placeholder} ${overview.placeholderWidth.medium}`} aria-hidden="true" />
          <span className={`${overview.placeholder} ${overview.placeholderWidth.long}`} aria-hidden="true" />
        </>
      )}
    </section>
  );
}
