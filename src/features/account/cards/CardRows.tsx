// The Linked Cards list (spec 001 §2, §4 "Card deletion"): one row per card, brand, description and
// last four, with its Delete; the only card's Delete reads 'Delete and close account', the row being
// deleted 'Deleting...'.
import type { Card } from '../../../api/cards.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { CardMark } from '../../../ui/card-marks/CardMark.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { brandName, descriptionOf } from './card-face.ts';
import type { CardsCopyKey } from './copy-keys.ts';
import * as css from './cards.css.ts';

interface CardRowsProps {
  t: CopyReader<CardsCopyKey>;
  cards: readonly Card[];
  /** The card being deleted (or signed out after), if any: every Delete waits meanwhile. */
  busyId: string | null;
  /** The id prefix of each row's face, which describes its Delete. */
  idPrefix: string;
  onDelete: (card: Card) => void;
}

export function CardRows({ t, cards, busyId, idPrefix, onDelete }: CardRowsProps) {
  if (cards.length === 0) return <p>{t('cards.none')}</p>;
  return (
    <ul className={css.list} aria-label={t('cards.listLabel')}>
      {cards.map((card) => {
        const busy = busyId === card.id;
        const description = descriptionOf(card);
        const faceId = `${idPrefix}card${card.id}`;
        return (
          <li key={card.id} className={css.row} aria-busy={busy || undefined}>
            <div className={css.cardSummary}>
              <CardMark cardType={card.cardType} width={48} decorative className={css.mark} />
              <div className={css.face} id={faceId}>
                <span className={css.brand}>{brandName(card.cardType)}</span>
                {description && <span className={css.description}>{description}</span>}
                <span className={css.ending}>{t('cards.endingIn', { lastFour: card.lastFour })}</span>
              </div>
            </div>
            <button
              type="button"
              className={`${button.tertiary} ${css.deleteButton}`}
              aria-describedby={faceId}
              // Not disabled: focus comes back here from the modal and must stay.
              aria-disabled={busyId !== null || undefined}
              onClick={() => onDelete(card)}
            >
              {busy && <Spinner size={20} />}
              {busy ? t('cards.deleting') : cards.length === 1 ? t('cards.deleteAndClose') : t('cards.delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
