// The reservation section (spec 000 §2, §4 "Reservation availability messages", §6 bonus, §9
// defaults; spec 001 reservation copy): date (yesterday to a year ahead), time (19:00), party size
// (2), "Find a table"; the answer's message in a polite live region, free times as buttons. A
// visitor who picks a time is asked to sign in, the choice kept for the tab (RN_MERCHANT_RESERVATION)
// and offered again on return; a member confirms (phone, special requests) and books. Every outcome
// shows its message, takes focus, keeps the selections and leaves the widget usable.
import { useEffect, useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import type { MerchantDetail } from '../../api/merchant-detail.ts';
import { bookTable, fetchAvailability, type AvailabilityAnswer } from '../../api/reservations.ts';
import type { Availability } from '../../api/contract/reservations.ts';
import { button } from '../../ui/button.css.ts';
import { ErrorBanner } from '../../ui/form/ErrorBanner.tsx';
import * as form from '../../ui/form/form.css.ts';
import { dayText, timeText } from './format.ts';
import type { PageContext } from './page-context.ts';
import {
  availabilityMessage,
  bonusMessage,
  bookingOutcome,
  partySizeRange,
  readReservationSelection,
  reservationDateRange,
  reservationTimes,
  saveReservationSelection,
  type AvailabilityState,
  type BookingOutcome,
  type ReservationSelection,
} from './reservation-rules.ts';
import * as css from './merchant-page.css.ts';

type Slot = Availability['slots'][number];
/** AvailabilityState (the rules' input) with the bonus the answer carried, or nothing asked yet. */
type Lookup = { kind: 'idle' } | Exclude<AvailabilityState, { kind: 'loaded' }> | { kind: 'loaded'; availability: AvailabilityAnswer };
type Step = { kind: 'slots' } | { kind: 'signIn'; slot: Slot } | { kind: 'confirm'; slot: Slot };

/** Spec 000 §2 / docs/api.md: special requests up to 250 characters. */
export const specialRequestsMax = 250;

const partySizes = Array.from({ length: partySizeRange.max - partySizeRange.min + 1 }, (_, i) => partySizeRange.min + i);

export function ReservationWidget({ merchant, context }: { merchant: MerchantDetail; context: PageContext }) {
  const { t, viewer, links, settings, today } = context;
  const id = useId();
  const [selection, setSelection] = useState<ReservationSelection>(() => readReservationSelection(today));
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [step, setStep] = useState<Step>({ kind: 'slots' });
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [phone, setPhone] = useState('');
  const [requests, setRequests] = useState('');
  const focusTarget = useRef<HTMLElement | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const range = reservationDateRange(today);
  const signedIn = viewer.kind === 'member';

  /** Moves focus to what the last action produced, once it is drawn. */
  const focusNext = (): void => setFocusTick((tick) => tick + 1);
  useEffect(() => {
    if (focusTick > 0) focusTarget.current?.focus();
  }, [focusTick]);
  const focusRef = (element: HTMLElement | null): void => {
    focusTarget.current = element;
  };

  const remember = (next: ReservationSelection): void => {
    setSelection(next);
    saveReservationSelection(next);
  };
  const change = (patch: Partial<ReservationSelection>): void => {
    // A new date, time or party is a new search: the old times no longer answer it.
    const { slot: _dropped, ...rest } = { ...selection, ...patch };
    remember(rest);
    setLookup({ kind: 'idle' });
    setStep({ kind: 'slots' });
  };

  const find = async (wanted: ReservationSelection = selection): Promise<AvailabilityAnswer | null> => {
    setLookup({ kind: 'loading' });
    setStep({ kind: 'slots' });
    setOutcome(null);
    try {
      const availability = await fetchAvailability(merchant.id, { date: wanted.date, time: wanted.time, partySize: wanted.partySize });
      setLookup({ kind: 'loaded', availability });
      return availability;
    } catch {
      setLookup({ kind: 'failed' });
      return null;
    }
  };

  const choose = (slot: Slot): void => {
    setOutcome(null);
    if (signedIn) {
      setStep({ kind: 'confirm', slot });
    } else {
      // Kept for after sign-in (the sign-in page brings the member back to this page).
      remember({ ...selection, slot: slot.dateTime });
      setStep({ kind: 'signIn', slot });
    }
    focusNext();
  };

  // Back from signing in: the kept choice is looked up again and, if still free, offered to confirm.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !selection.slot) return;
    resumed.current = true;
    const wanted = selection.slot;
    void find(selection).then((availability) => {
      const slot = availability?.slots.find((free) => free.dateTime === wanted);
      if (slot && signedIn) choose(slot);
    });
    // Once, on mount: later changes of the selection are the member's own.
  }, []);

  const book = async (event: SyntheticEvent, slot: Slot): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await bookTable(merchant.id, {
      dateTime: slot.dateTime,
      partySize: selection.partySize,
      ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      ...(requests.trim() ? { specialRequests: requests.trim().slice(0, specialRequestsMax) } : {}),
    });
    setBusy(false);
    const next = bookingOutcome(result);
    setOutcome(next.kind === 'signIn' ? null : next);
    if (next.kind === 'signIn') {
      remember({ ...selection, slot: slot.dateTime });
      setStep({ kind: 'signIn', slot });
    } else if (next.kind === 'success') {
      const { slot: _booked, ...rest } = selection;
      remember(rest);
      setPhone('');
      setRequests('');
      setLookup({ kind: 'idle' });
      setStep({ kind: 'slots' });
    } else if (next.kind === 'slotTaken' || next.kind === 'unavailable') {
      // That time is gone: the others stay to choose from.
      setLookup((current) =>
        current.kind === 'loaded'
          ? {
              kind: 'loaded',
              availability: { ...current.availability, slots: current.availability.slots.filter((s) => s.dateTime !== slot.dateTime) },
            }
          : current,
      );
      setStep({ kind: 'slots' });
    } else if (next.kind !== 'dependencyFailed' && next.kind !== 'failure') {
      setStep({ kind: 'slots' });
    }
    focusNext();
  };

  const message = lookup.kind === 'idle' ? null : availabilityMessage(lookup);
  const bonus = lookup.kind === 'loaded' ? bonusMessage(lookup.availability, settings) : null;
  const slots = lookup.kind === 'loaded' && !message ? lookup.availability.slots : [];
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
      <form
        className={css.section}
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-date`}>
            {t('reservation.date')}
          </label>
          <input
            id={`${id}-date`}
            className={form.control}
            type="date"
            required
            min={range.min}
            max={range.max}
            value={selection.date}
            onChange={(event) => event.target.value && change({ date: event.target.value })}
          />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-time`}>
            {t('reservation.time')}
          </label>
          <select
            id={`${id}-time`}
            className={form.control}
            value={selection.time}
            onChange={(event) => change({ time: event.target.value })}
          >
            {reservationTimes.map((time) => (
              <option key={time} value={time}>
                {timeText(time)}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-party`}>
            {t('reservation.partySize')}
          </label>
          <select
            id={`${id}-party`}
            className={form.control}
            value={selection.partySize}
            onChange={(event) => change({ partySize: Number(event.target.value) })}
          >
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {size === 1 ? t('reservation.partyOne') : t('reservation.partyMany', { count: size })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.primary} aria-disabled={lookup.kind === 'loading'}>
          {t('reservation.find')}
        </button>
      </form>

      <div role="status" className={css.section}>
        {message && <p className={css.line}>{t(message.key)}</p>}
        {bonus && <p className={css.line}>{bonus.key === 'reservation.bonus' ? t(bonus.key, bonus.vars) : t(bonus.key)}</p>}
      </div>

      {outcome && <Outcome outcome={outcome} context={context} focusRef={focusTarget} />}

      {slots.length > 0 && (
        <div role="group" aria-labelledby={`${id}-slots`} className={css.section}>
          <h3 id={`${id}-slots`} className={css.line}>
            {t('reservation.slots')}
          </h3>
          <div className={css.actions}>
            {slots.map((slot) => (
              <button
                key={slot.dateTime}
                type="button"
                className={button.secondary}
                aria-pressed={slot.dateTime === chosen}
                onClick={() => choose(slot)}
              >
                {timeText(slot.time)}
              </button>
            ))}
          </div>
        </div>
      )}

      {step.kind === 'signIn' && (
        <div className={css.section} tabIndex={-1} ref={focusRef}>
          <p className={css.line}>{t('reservation.signIn')}</p>
          {links.signInHref && (
            <p className={css.line}>
              <a className={button.primary} href={links.signInHref}>
                {t('reservation.signInLink')}
              </a>
            </p>
          )}
        </div>
      )}

      {step.kind === 'confirm' && (
        <form className={css.section} aria-labelledby={`${id}-confirm`} onSubmit={(event) => void book(event, step.slot)}>
          <h3 id={`${id}-confirm`} className={css.line} tabIndex={-1} ref={outcome ? undefined : focusRef}>
            {t('reservation.confirmTitle')}
          </h3>
          <p className={css.line}>
            {merchant.name}:{' '}
            {t('reservation.summary', { date: dayText(selection.date), time: timeText(step.slot.time), count: selection.partySize })}
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
              onChange={(event) => setPhone(event.target.value)}
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
              onChange={(event) => setRequests(event.target.value.slice(0, specialRequestsMax))}
            />
            <p id={`${id}-requests-left`} className={form.hint}>
              {t('reservation.charactersLeft', { count: specialRequestsMax - requests.length })}
            </p>
          </div>
          <div className={css.actions}>
            <button type="submit" className={button.primary} aria-disabled={busy} aria-busy={busy}>
              {busy ? t('reservation.booking') : t('reservation.book')}
            </button>
            <button type="button" className={button.tertiary} onClick={() => setStep({ kind: 'slots' })}>
              {t('reservation.change')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** A booking's outcome (bookingOutcome), focused when it appears; "card required" links to linking a card. */
function Outcome({
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
      {outcome.kind === 'cardRequired' && (
        <p className={css.line}>
          <a href={links.addCardHref}>{t('reservation.cardLink')}</a>
        </p>
      )}
    </div>
  );
}
