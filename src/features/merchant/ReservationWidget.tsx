// The reservation section (spec 000 §2, §4 "Reservation availability messages", §6 bonus, §9
// defaults; spec 001 reservation copy): the lookup form, the answer's message in a polite live
// region, free times as buttons. A visitor who picks a time is asked to sign in, the choice kept
// for the tab (RN_MERCHANT_RESERVATION) and offered again on return; a member confirms and books.
// Every outcome shows its message, takes focus, keeps the selections and leaves the widget usable.
// The availability drawn is the one keyed by what was asked (use-reservation-lookup.ts): changing
// the date, time or party drops it, and an answer for earlier inputs is never drawn nor booked.
// The behaviour is use-reservation-widget.ts; this draws it.
import { useId } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { BookingForm, Outcome } from './BookingForm.tsx';
import type { PageContext } from './page-context.ts';
import { ReservationForm } from './ReservationForm.tsx';
import { ReservationSlots, SignInPrompt } from './ReservationSlots.tsx';
import { availabilityMessage, bonusMessage, reservationDateRange } from './reservation-rules.ts';
import { useReservationWidget } from './use-reservation-widget.ts';
import * as css from './merchant-page.css.ts';

export function ReservationWidget({ merchant, context }: { merchant: MerchantDetail; context: PageContext }) {
  const { t, viewer, links, settings, today } = context;
  const id = useId();
  const widget = useReservationWidget(merchant.id, context);
  const { selection, step, outcome, phone, requests } = widget.state;
  const { lookup } = widget;

  const message = lookup && availabilityMessage(lookup);
  const bonus = lookup?.kind === 'loaded' ? bonusMessage(lookup.availability, settings) : null;
  const slots = lookup?.kind === 'loaded' && !message ? lookup.availability.slots : [];
  const chosen = step.kind === 'slots' ? null : step.slot.dateTime;

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
      <ReservationForm
        id={id}
        t={t}
        selection={selection}
        range={reservationDateRange(today)}
        busy={widget.looking}
        onChange={widget.change}
        onFind={widget.find}
      />
      <div role="status" className={css.section}>
        {message && <p className={css.line}>{t(message.key)}</p>}
        {bonus && <p className={css.line}>{bonus.key === 'reservation.bonus' ? t(bonus.key, bonus.vars) : t(bonus.key)}</p>}
      </div>
      {outcome && <Outcome outcome={outcome} context={context} focusRef={widget.focusTarget} />}
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
