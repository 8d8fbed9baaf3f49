// The delete-card confirmation modal (spec 001 §2, §4 "Card deletion"): which card, and for the only
// card that deleting it closes the account; Delete (or 'Delete and close account') as a danger
// button, and Cancel, which takes the first focus.
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { CardMark } from '../../../ui/card-marks/CardMark.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { brandName, descriptionOf } from './card-face.ts';
import type { CardsCopyKey } from './copy-keys.ts';
import type { Deletion } from './deletion.ts';
import * as css from './cards.css.ts';

interface DeleteCardDialogProps {
  t: CopyReader<CardsCopyKey>;
  /** The deletion asked about, or null (closed). */
  asked: Extract<Deletion, { phase: 'confirming' }> | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteCardDialog({ t, asked, onConfirm, onCancel }: DeleteCardDialogProps) {
  return (
    <Dialog
      open={asked !== null}
      onClose={onCancel}
      title={t('cards.confirmDeleteTitle')}
      closeLabel={t('modal.close')}
      initialFocus="[data-cancel]"
      describedByBody
      actions={
        asked && (
          <>
            <button type="button" className={button.danger} onClick={onConfirm}>
              {asked.closesAccount ? t('cards.deleteAndClose') : t('cards.delete')}
            </button>
            <button type="button" className={button.secondary} data-cancel="" onClick={onCancel}>
              {t('cards.cancel')}
            </button>
          </>
        )
      }
    >
      {asked && (
        <>
          <p className={css.dialogCard}>
            <CardMark cardType={asked.card.cardType} width={36} decorative className={css.mark} />
            {[brandName(asked.card.cardType), descriptionOf(asked.card), t('cards.endingIn', { lastFour: asked.card.lastFour })]
              .filter(Boolean)
              .join(' ')}
          </p>
          <p>{asked.closesAccount ? t('cards.confirmDeleteLast') : t('cards.confirmDeleteBody')}</p>
        </>
      )}
    </Dialog>
  );
}
