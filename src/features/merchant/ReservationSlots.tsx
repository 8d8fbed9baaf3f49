// The free times as buttons (the chosen one pressed), and the sign-in prompt a visitor gets on
// picking one (spec 000 §2; the choice is kept for after sign-in).
import type { Ref } from 'react';
import type { Slot } from '../../api/reservations.ts';
import { button } from '../../ui/button.css.ts';
import { timeText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';
import { slot as slotStyle } from './reservation.css.ts';

export function ReservationSlots({
  id,
  t,
  slots,
  chosen,
  onChoose,
}: {
  id: string;
  t: PageCopy;
  slots: readonly Slot[];
  chosen: string | null;
  onChoose: (slot: Slot) => void;
}) {
  if (slots.length === 0) return null;
  return (
    <div role="group" aria-labelledby={`${id}-slots`} className={css.section}>
      <h3 id={`${id}-slots`} className={css.line}>
        {t('reservation.slots')}
      </h3>
      <div className={css.actions}>
        {slots.map((slot) => (
          <button
            key={slot.dateTime}
            type="button"
            className={`${button.secondary} ${slotStyle}`}
            aria-pressed={slot.dateTime === chosen}
            onClick={() => onChoose(slot)}
          >
            {timeText(slot.time)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Focused when it appears; the link only where the partner has a sign-in. */
export function SignInPrompt({ t, signInHref, focusRef }: { t: PageCopy; signInHref: string; focusRef: Ref<HTMLDivElement> }) {
  return (
    <div className={css.section} tabIndex={-1} ref={focusRef}>
      <p className={css.line}>{t('reservation.signIn')}</p>
      {signInHref && (
        <p className={css.line}>
          <a className={button.primary} href={signInHref}>
            {t('reservation.signInLink')}
          </a>
        </p>
      )}
    </div>
  );
}
