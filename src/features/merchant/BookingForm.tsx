// The reservation section's confirm step and booking outcome (spec 000 §2; spec 001 reservation
// copy): the chosen table, phone and special requests (up to 250 characters), "Book" (busy while
// its booking runs) and "Change"; then the outcome, focused when it appears, "card required"
// linking to adding a card.
import type { FormEvent, Ref, RefObject } from 'react';
import type { Slot } from '../../api/reservations.ts';
import { accountOverviewPath } from '../../site/paths.ts';
import { button } from '../../ui/button.css.ts';
import { ErrorBanner } from '../../ui/form/ErrorBanner.tsx';
import * as form from '../../ui/form/form.css.ts';
import { dayText, timeText } from './format.ts';
import type { PageContext } from './page-context.ts';
import type { BookingOutcome } from './reservation-rules.ts';
import * as css from './merchant-page.css.ts';

/** The account overview's Upcoming reservations (each booking is `reservation-<id>` in it). */
export const upcomingReservationsAnchor = 'upcoming-reservations';

/** Spec 000 §2 / docs/api.md: special requests up to 250 characters. */
export const specialRequestsMax = 250;

export interface BookingFormProps {
  id: string;
  context: PageContext;
  merchantName: string;
  date: string;
  partySize: number;
  slot: Slot;
  phone: string;
  requests: string;
  busy: boolean;
  /** Moving an existing booking: the button says "Update reservation". */
  modifying?: boolean;
  /** The heading takes focus when the step opens (not when an outcome is shown). */
  headingRef: Ref<HTMLHeadingElement> | undefined;
  onPhone: (phone: string) => void;
  onRequests: (requests: string) => void;
  onBook: () => void;
  onChange: () => void;
}

export function BookingForm(props: BookingFormProps) {
  const { id, context, slot, phone, requests, busy } = props;
  const { t } = context;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    props.onBook();
  };
  return (
    <form className={css.section} aria-labelledby={`${id}-confirm`} onSubmit={submit}>
      <h3 id={`${id}-confirm`} className={css.line} tabIndex={-1} ref={props.headingRef}>
        {t('reservation.confirmTitle')}
      </h3>
      <p className={css.line}>
        {props.merchantName}: {t('reservation.summary', { date: dayText(props.date), time: timeText(slot.time), count: props.partySize })}
      </p>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-phone`}>
          {t('reservation.phone')}
        </label>
        <input
          id={`${id}-phone`}
          className={form.control}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={phone}
          onChange={(event) => props.onPhone(event.target.value)}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-requests`}>
          {t('reservation.specialRequests')}
        </label>
        <textarea
          id={`${id}-requests`}
          className={form.control}
          rows={3}
          maxLength={specialRequestsMax}
          aria-describedby={`${id}-requests-left`}
          value={requests}
          onChange={(event) => props.onRequests(event.target.value.slice(0, specialRequestsMax))}
        />
        <p id={`${id}-requests-left`} className={form.hint}>
          {t('reservation.charactersLeft', { count: specialRequestsMax - requests.length })}
        </p>
      </div>
      <div className={css.actions}>
        <button type="submit" className={button.primary} aria-disabled={busy} aria-busy={busy}>
          {busy ? t('reservation.booking') : props.modifying ? t('reservation.update') : t('reservation.book')}
        </button>
        <button type="button" className={button.tertiary} onClick={props.onChange}>
          {t('reservation.change')}
        </button>
      </div>
    </form>
  );
}

/** A booking's outcome (bookingOutcome), focused when it appears; "card required" links to linking a card. */
export function Outcome({
  outcome,
  context,
  focusRef,
}: {
  outcome: BookingOutcome;
  context: PageContext;
  focusRef: RefObject<HTMLElement | null>;
}) {
  const { t, links } = context;
  const messages =
    outcome.kind === 'success'
      ? [
          t(outcome.key),
          ...(outcome.confirmation ? [t(outcome.confirmation.key, outcome.confirmation.vars)] : []),
          ...(outcome.bonus
            ? [outcome.bonus.key === 'reservation.bonus' ? t(outcome.bonus.key, outcome.bonus.vars) : t(outcome.bonus.key)]
            : []),
        ]
      : [t(outcome.key)];
  return (
    <div className={css.section}>
      <ErrorBanner type={outcome.kind === 'success' ? 'success' : 'error'} messages={messages} live={false} focusRef={focusRef} />
      {outcome.kind === 'overlap' && (
        <p className={css.line}>
          <a href={`${accountOverviewPath}#${outcome.reservationId ? `reservation-${outcome.reservationId}` : upcomingReservationsAnchor}`}>
            {t('reservation.overlapLink')}
          </a>
        </p>
      )}
      {outcome.kind === 'cardRequired' && (
        <p className={css.line}>
          <a href={links.addCardHref}>{t('reservation.cardLink')}</a>
        </p>
      )}
    </div>
  );
}
