// The partner-card picker (spec 001 §2 "a partner-card picker when partner cards are loaded", §5): one
// box per card the partner loaded that is not on the member yet, "description ending in 1234". At
// the cap (12 selected in total, a card typed in the frame counting as one) the boxes not ticked are
// disabled and the form says why (the warning the group's description points at).
import { useId, type Ref } from 'react';
import type { PartnerCard } from '../../../api/cards.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';

interface PartnerCardPickerProps {
  ref?: Ref<HTMLFieldSetElement>;
  cards: readonly PartnerCard[];
  selected: readonly string[];
  atCap: boolean;
  legend: string;
  hint: string;
  /** "description ending in lastFour" for a card. */
  labelOf: (card: PartnerCard) => string;
  /** Id of the cap warning, which describes the group. */
  describedBy: string;
  onToggle: (partnerCardId: string, selected: boolean) => void;
}

export function PartnerCardPicker({ ref, cards, selected, atCap, legend, hint, labelOf, describedBy, onToggle }: PartnerCardPickerProps) {
  const base = useId();
  const hintId = `${base}hint`;
  return (
    <fieldset ref={ref} className={formCss.group} aria-describedby={`${hintId} ${describedBy}`}>
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
