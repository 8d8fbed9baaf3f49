// The reservation section (spec 000 §2, §4 "Reservation availability messages", §6 bonus, §9
// defaults; spec 001 reservation copy; issue #24 "Booking"): the lookup form offering the times the
// restaurant seats that day, the answer's message in a polite live region, free times as buttons
// (the chosen one pressed), alternatives when the time is full. A visitor who picks a time is asked
// to sign in, the choice kept for the tab (RN_MERCHANT_RESERVATION) and offered again on return; a
// member confirms and books, then sees the confirmation (details, earn, calendar, Modify, Cancel).
// Every outcome shows its message, takes focus, keeps the selections and leaves the widget usable.
// The availability drawn is the one keyed by what was asked (use-reservation-lookup.ts): changing
// the date, time or party drops it, and an answer for earlier inputs is never drawn nor booked.
// The behaviour is use-reservation-widget.ts; this draws it.
import { useId } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { button } from '../../ui/button.css.ts';
import { BookingForm, Outcome } from './BookingForm.tsx';
// Static, not React.lazy: a lazy split of the island makes the build emit the styles it shares as a
// second stylesheet (docs/decisions.md, "Issue #24, the merchant page's budget"; #26 mends the build).
import ReservationConfirmation from './ReservationConfirmation.tsx';
import { dayText, timeText } from './format.ts';
import type { PageContext } from './page-context.ts';
import { ReservationAlternatives } from './ReservationAlternatives.tsx';
import { ReservationForm } from './ReservationForm.tsx';
import { ReservationSlots, SignInPrompt } from './ReservationSlots.tsx';
import { availabilityMessage, bonusMessage, reservationDateRange } from './reservation-rules.ts';
import { useReservationModifyLink } from './use-reservation-modify-link.ts';
import { useReservationWidget } from './use-reservation-widget.ts';
import * as css from './merchant-page.css.ts';
import { srOnly } from './reservation.css.ts';

export function ReservationWidget({ merchant, context }: { merchant: MerchantDetail; context: PageContext }) {
  const { t, viewer, links, settings, today } = context;
  const id = useId();
  const widget = useReservationWidget(merchant, context);
  useReservationModifyLink(merchant.id, viewer, widget.modify);
  const { selection, step, outcome, phone, requests, modifying, cancelled } = widget.state;
  const { lookup } = widget;

  const message = lookup && availabilityMessage(lookup);
  const bonus = lookup?.kind === 'loaded' ? bonusMessage(lookup.availability, settings) : null;
  const slots = lookup?.kind === 'loaded' && !message ? lookup.availability.slots : [];
  const chosen = step.kind === 'slots' ? null : step.slot.dateTime;
  const [modDate = '', modTime = ''] = modifying?.dateTime.split('T') ?? [];
  const [bookedDate = '', bookedTime = ''] = outcome?.kind === 'success' ? outcome.booked.dateTime.split('T') : [];

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.sectionTitle}>
        {t('reservation.title')}
      </h2>
      {viewer.kind === 'member' && viewer.nonActivated && (
        <p className={css.line}>
          {t('reservation.activate')} <a href={links.activateHref}>{t('merchant.activateLink')}</a>
        </p>
      )}
      {outcome?.kind === 'success' ? (
        <ReservationConfirmation
          merchant={merchant}
          context={context}
          booked={outcome.booked}
          focusRef={widget.focusTarget}
          onModify={() => widget.modify(outcome.booked)}
          onCancelled={widget.cancelled}
        />
      ) : (
        outcome && <Outcome outcome={outcome} context={context} focusRef={widget.focusTarget} />
      )}
      {modifying && (
        <div className={css.section} tabIndex={-1} ref={widget.focusRef}>
          <p className={css.line}>{t('reservation.modifying', { date: dayText(modDate), time: timeText(modTime) })}</p>
          <p className={css.line}>
            <button type="button" className={button.tertiary} onClick={widget.keep}>
              {t('reservation.keep')}
            </button>
          </p>
        </div>
      )}
      <ReservationForm
        id={id}
        t={t}
        selection={selection}
        range={reservationDateRange(today)}
        bookable={widget.bookable}
        busy={widget.looking}
        onChange={widget.change}
        onFind={widget.find}
      />
      <div role="status" className={css.section}>
        {cancelled && (
          <p className={css.line} tabIndex={-1} ref={widget.focusRef}>
            {t('reservation.cancelled')}
          </p>
        )}
        {outcome?.kind === 'success' && (
          <span className={srOnly}>
            {merchant.name}:{' '}
            {t('reservation.summary', { date: dayText(bookedDate), time: timeText(bookedTime), count: outcome.booked.partySize })}
          </span>
        )}
        {message && <p className={css.line}>{t(message.key)}</p>}
        {bonus && <p className={css.line}>{bonus.key === 'reservation.bonus' ? t(bonus.key, bonus.vars) : t(bonus.key)}</p>}
      </div>
      {widget.alternatives && <ReservationAlternatives id={id} t={t} alternatives={widget.alternatives} onPick={widget.pick} />}
      <ReservationSlots id={id} t={t} slots={slots} chosen={chosen} onChoose={widget.choose} />
      {step.kind === 'signIn' && <SignInPrompt t={t} signInHref={links.signInHref} focusRef={widget.focusRef} />}
      {step.kind === 'confirm' && (
        <BookingForm
          id={id}
          context={context}
          merchantName={merchant.name}
          date={selection.date}
          partySize={selection.partySize}
          slot={step.slot}
          phone={phone}
          requests={requests}
          busy={widget.bookingBusy}
          modifying={modifying !== null}
          headingRef={outcome ? undefined : widget.focusRef}
          onPhone={widget.typePhone}
          onRequests={widget.typeRequests}
          onBook={() => widget.book(step.slot)}
          onChange={widget.backToSlots}
        />
      )}
    </section>
  );
}
