// The partner-card picker (spec 001 §2 "a partner-card picker when partner cards are loaded", §5): one
// box per card the partner loaded that is not on the member yet, "description ending in 1234". At
// the cap (12 selected in total, a card typed in the frame counting as one) the boxes not ticked are
// disabled and the form says why (the warning the group's description points at). The Linked Cards
// page's skeleton draws it disabled while the form's code loads, so the frame below stays put.
import { useId, type Ref } from 'react';
import type { PartnerCard } from '../../../api/cards.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import type { AddCardCopyKey } from '../copy-keys.ts';
import * as css from '../enrollment.css.ts';
import { cardName } from './card-results.ts';

/** "description ending in 1234"; without a description, the brand names it. */
export const partnerCardLabel = (t: CopyReader<AddCardCopyKey>, card: PartnerCard): string =>
  t('addCard.cardEnding', { description: card.description || cardName(card), lastFour: card.lastFour });

interface PartnerCardPickerProps {
  ref?: Ref<HTMLFieldSetElement>;
  cards: readonly PartnerCard[];
  selected: readonly string[];
  atCap: boolean;
  legend: string;
  hint: string;
  /** "description ending in lastFour" for a card. */
  labelOf: (card: PartnerCard) => string;
  /** Id of the cap warning, which describes the group (none in the skeleton). */
  describedBy?: string;
  /** The skeleton's copy: drawn the same, nothing to tick yet. */
  disabled?: boolean;
  onToggle: (partnerCardId: string, selected: boolean) => void;
}

export function PartnerCardPicker({
  ref,
  cards,
  selected,
  atCap,
  legend,
  hint,
  labelOf,
  describedBy,
  disabled,
  onToggle,
}: PartnerCardPickerProps) {
  const base = useId();
  const hintId = `${base}hint`;
  return (
    <fieldset ref={ref} className={formCss.group} aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId} disabled={disabled}>
      <legend className={css.sectionTitle}>{legend}</legend>
      <p id={hintId} className={formCss.hint}>
        {hint}
      </p>
      {cards.map((card, index) => {
        const id = `${base}${index}`;
        const checked = selected.includes(card.partnerCardId);
        return (
          <div key={card.partnerCardId} className={formCss.checkboxRow}>
            <input
              id={id}
              name="partnerCardIds"
              type="checkbox"
              value={card.partnerCardId}
              className={formCss.checkbox}
              checked={checked}
              disabled={atCap && !checked}
              onChange={(event) => onToggle(card.partnerCardId, event.target.checked)}
            />
            <label className={formCss.checkboxLabel} htmlFor={id}>
              {labelOf(card)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
