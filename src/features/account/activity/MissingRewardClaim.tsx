// "Report a missing reward" on a row (issue #25; spec 001 §9: more than 10 days after the purchase):
// a disclosure that opens a form under the row, prefilled with the visit (date, restaurant, card,
// dine amount, reward) and an optional note, sent with POST /api/Member/MissingRewards. Escape or
// Cancel closes it and gives focus back to its button; once sent, the row says so (ActivityList).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { claimMissingReward, missingRewardNoteLength } from '../../../api/activity.ts';
import { button } from '../../../ui/button.css.ts';
import { actions, control, hint, label } from '../../../ui/form/form.css.ts';
import type { ActivityT, TransactionRow } from './activity-rows.ts';
import * as css from './activity.css.ts';

type SendState = 'idle' | 'sending' | 'tooEarly' | 'failed';

interface MissingRewardClaimProps {
  row: TransactionRow;
  t: ActivityT;
  /** The claim was recorded (now, or before: a 409 of a visit already reported). */
  onSent: (transactionId: string, claimedAt: string) => void;
}

function amountOf(row: TransactionRow): string {
  return row.amount.struck ? row.amount.value : row.amount.text;
}

export function MissingRewardClaim({ row, t, onSent }: MissingRewardClaimProps) {
  const { entry } = row;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [state, setState] = useState<SendState>('idle');
  const toggle = useRef<HTMLButtonElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);

  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (open) noteField.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setState('idle');
    toggle.current?.focus();
  };
  // Escape anywhere in the form closes it (a listener: the form itself is not a control).
  const sending = state === 'sending';
  useEffect(() => {
    const element = form.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || sending) return;
      event.stopPropagation();
      setOpen(false);
      setState('idle');
      toggle.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open, sending]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    const outcome = await claimMissingReward(entry.id, note);
    if (outcome.kind === 'sent') onSent(entry.id, outcome.claimedAt);
    else setState(outcome.kind);
  };
  const visit: [string, string][] = [
    [t('activity.claim.date'), row.date],
    [t('activity.claim.restaurant'), entry.merchantName],
    ...(entry.cardLastFour
      ? ([[t('activity.claim.card'), t('activity.card', { lastFour: entry.cardLastFour })]] as [string, string][])
      : []),
    [t('activity.claim.dineAmount'), row.dineAmount],
    [t('activity.claim.reward'), amountOf(row)],
  ];
  const message = state === 'tooEarly' ? t('activity.claim.tooEarly') : state === 'failed' ? t('activity.claim.failed') : '';

  return (
    <div className={css.full}>
      <button
        ref={toggle}
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('activity.reportMissing')}
        <span className="visually-hidden"> {t('activity.reviewContext', { merchant: entry.merchantName, date: row.date })}</span>
      </button>
      {open && (
        <form
          ref={form}
          id={`${id}-form`}
          className={css.claimForm}
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => void send(event)}
          noValidate
        >
          <h4 id={`${id}-title`} className={css.claimTitle}>
            {t('activity.claim.title')}
          </h4>
          <p className={css.claimValue}>{t('activity.claim.intro')}</p>
          <dl className={css.claimVisit}>
            {visit.map(([term, value]) => (
              <div key={term} className={css.claimPair}>
                <dt className={css.claimTerm}>{term}</dt>
                <dd className={css.claimValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <label className={label} htmlFor={`${id}-note`}>
            {t('activity.claim.note')}
          </label>
          <textarea
            ref={noteField}
            id={`${id}-note`}
            className={control}
            rows={3}
            maxLength={missingRewardNoteLength}
            aria-describedby={`${id}-hint`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-hint`} className={hint}>
            {t('activity.claim.noteHint')}
          </p>
          <p className={css.claimValue} aria-live="polite">
            {message}
          </p>
          <div className={actions}>
            <button type="submit" className={button.primary} aria-disabled={state === 'sending'}>
              {state === 'sending' ? t('activity.claim.sending') : t('activity.claim.send')}
            </button>
            <button type="button" className={button.tertiary} onClick={close} disabled={state === 'sending'}>
              {t('activity.claim.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
