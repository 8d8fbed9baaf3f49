// The reservation section (spec 000 §2, §4 "Reservation availability messages", §6 bonus, §9
// defaults; spec 001 reservation copy): the lookup form, the answer's message in a polite live
// region, free times as buttons. A visitor who picks a time is asked to sign in, the choice kept
// for the tab (RN_MERCHANT_RESERVATION) and offered again on return; a member confirms and books.
// Every outcome shows its message, takes focus, keeps the selections and leaves the widget usable.
// The availability drawn is the one keyed by what was asked (use-reservation-lookup.ts): changing
// the date, time or party drops it, and an answer for earlier inputs is never drawn nor booked.
// "Find a table" and "Book" do nothing while their call runs. Each step is a tracking event
// (use-reservation-tracking.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { useBooking } from '../../api/hooks/reservations.ts';
import type { MerchantDetail } from '../../api/merchant-detail.ts';
import type { Slot } from '../../api/reservations.ts';
import { BookingForm, Outcome, specialRequestsMax } from './BookingForm.tsx';
import type { PageContext } from './page-context.ts';
import { ReservationForm } from './ReservationForm.tsx';
import { ReservationSlots, SignInPrompt } from './ReservationSlots.tsx';
import {
  availabilityMessage,
  bonusMessage,
  bookingOutcome,
  readReservationSelection,
  reservationDateRange,
  requestOf,
  saveReservationSelection,
  type BookingOutcome,
  type ReservationSelection,
} from './reservation-rules.ts';
import { useReservationLookup } from './use-reservation-lookup.ts';
import { useReservationTracking } from './use-reservation-tracking.ts';
import * as css from './merchant-page.css.ts';

type Step = { kind: 'slots' } | { kind: 'signIn'; slot: Slot } | { kind: 'confirm'; slot: Slot };

export function ReservationWidget({ merchant, context }: { merchant: MerchantDetail; context: PageContext }) {
  const { t, viewer, links, settings, today } = context;
  const id = useId();
  const [selection, setSelection] = useState<ReservationSelection>(() => readReservationSelection(today));
  // Back from signing in: the kept choice is looked up again and, if still free, offered to confirm.
  const [resume, setResume] = useState(selection.slot ?? null);
  const asked = useReservationLookup(merchant.id, resume ? requestOf(selection) : null);
  const { lookup, looking, answer, find: ask, forget, drop } = asked;
  const { track, trackCardRequired } = useReservationTracking({ merchantId: merchant.id, viewer, selection, today }, asked);
  const [step, setStep] = useState<Step>({ kind: 'slots' });
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const [phone, setPhone] = useState('');
  const [requests, setRequests] = useState('');
  const booking = useBooking(merchant.id);
  const focusTarget = useRef<HTMLElement | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const signedIn = viewer.kind === 'member';

  /** Moves focus to what the last action produced, once it is drawn. */
  const focusNext = (): void => setFocusTick((tick) => tick + 1);
  useEffect(() => {
    if (focusTick > 0) focusTarget.current?.focus();
  }, [focusTick]);

  const remember = (next: ReservationSelection): void => {
    setSelection(next);
    saveReservationSelection(next);
  };
  const change = (patch: Partial<ReservationSelection>): void => {
    // A new date, time or party is a new search: the old times no longer answer it.
    const { slot: _dropped, ...rest } = { ...selection, ...patch };
    remember(rest);
    forget();
    setResume(null);
    setStep({ kind: 'slots' });
  };
  const find = (): void => {
    if (!ask(selection)) return;
    setStep({ kind: 'slots' });
    setOutcome(null);
  };

  /** `resumed`: the time chosen before signing in, offered again (not a new choice to track). */
  const choose = (slot: Slot, resumed = false): void => {
    setOutcome(null);
    if (!resumed) track('slot_selected');
    if (signedIn) setStep({ kind: 'confirm', slot });
    else {
      // Kept for after sign-in (the sign-in page brings the member back to this page).
      remember({ ...selection, slot: slot.dateTime });
      setStep({ kind: 'signIn', slot });
      track('login_prompt');
    }
    focusNext();
  };

  useEffect(() => {
    if (resume === null || looking) return;
    setResume(null);
    const slot = answer?.slots.find((free) => free.dateTime === resume);
    if (slot && signedIn) choose(slot, true);
    // Only the resumed lookup's answer: later changes are the member's own.
  }, [resume, looking]);

  const book = async (slot: Slot): Promise<void> => {
    if (booking.isMutating) return;
    track('user_submit');
    const result = await booking.trigger({
      dateTime: slot.dateTime,
      partySize: selection.partySize,
      ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      ...(requests.trim() ? { specialRequests: requests.trim().slice(0, specialRequestsMax) } : {}),
    });
    const next = bookingOutcome(result);
    setOutcome(next.kind === 'signIn' ? null : next);
    if (next.kind === 'success') track('booking_success');
    else if (next.kind === 'signIn') track('login_prompt');
    else if (next.kind === 'dependencyFailed') track('424');
    else if (next.kind === 'cardRequired') trackCardRequired('booking_failure', next.kind);
    else track('booking_failure', next.kind);
    if (next.kind === 'signIn') {
      remember({ ...selection, slot: slot.dateTime });
      setStep({ kind: 'signIn', slot });
    } else if (next.kind === 'success') {
      const { slot: _booked, ...rest } = selection;
      remember(rest);
      setPhone('');
      setRequests('');
      forget();
      setStep({ kind: 'slots' });
    } else if (next.kind === 'slotTaken' || next.kind === 'unavailable') {
      // That time is gone: the others stay to choose from.
      drop(slot.dateTime);
      setStep({ kind: 'slots' });
    } else if (next.kind !== 'dependencyFailed' && next.kind !== 'failure') setStep({ kind: 'slots' });
    focusNext();
  };

  const message = lookup && availabilityMessage(lookup);
  const bonus = lookup?.kind === 'loaded' ? bonusMessage(lookup.availability, settings) : null;
  const slots = lookup?.kind === 'loaded' && !message ? lookup.availability.slots : [];
  const chosen = step.kind === 'slots' ? null : step.slot.dateTime;
  const focusRef = (element: HTMLElement | null): void => {
    focusTarget.current = element;
  };

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
        busy={looking}
        onChange={change}
        onFind={find}
      />
      <div role="status" className={css.section}>
        {message && <p className={css.line}>{t(message.key)}</p>}
        {bonus && <p className={css.line}>{bonus.key === 'reservation.bonus' ? t(bonus.key, bonus.vars) : t(bonus.key)}</p>}
      </div>
      {outcome && <Outcome outcome={outcome} context={context} focusRef={focusTarget} />}
      <ReservationSlots id={id} t={t} slots={slots} chosen={chosen} onChoose={(slot) => choose(slot)} />
      {step.kind === 'signIn' && <SignInPrompt t={t} signInHref={links.signInHref} focusRef={focusRef} />}
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
          busy={booking.isMutating}
          headingRef={outcome ? undefined : focusRef}
          onPhone={setPhone}
          onRequests={setRequests}
          onBook={() => void book(step.slot)}
          onChange={() => setStep({ kind: 'slots' })}
        />
      )}
    </section>
  );
}
