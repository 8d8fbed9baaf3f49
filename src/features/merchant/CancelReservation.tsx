// Canceling a booking: a button that opens the shared dialog asking to confirm (the booking named
// in its body), then DELETE /api/Member/Reservations/{id}; `onCancelled` after it went, an error
// line in the dialog when it did not. Labels come from the caller's copy table.
import { useState } from 'react';
import { useReservationChanges } from '../../api/hooks/reservations.ts';
import { button } from '../../ui/button.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as css from './merchant-page.css.ts';

export interface CancelLabels {
  cancel: string;
  title: string;
  confirm: string;
  keep: string;
  cancelling: string;
  failed: string;
  close: string;
}

export interface CancelReservationProps {
  reservationId: string;
  /** The booking in words ("The Honey Fork, Tue, Nov 24 at 7:00 PM, party of 2"). */
  summary: string;
  labels: CancelLabels;
  onCancelled: () => void;
}

export function CancelReservation({ reservationId, summary, labels, onCancelled }: CancelReservationProps) {
  const { cancel } = useReservationChanges();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await cancel(reservationId);
      setOpen(false);
      onCancelled();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={button.tertiary} onClick={() => setOpen(true)}>
        {labels.cancel}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={labels.title}
        closeLabel={labels.close}
        describedByBody
        initialFocus="[data-keep]"
        actions={
          <>
            <button type="button" className={button.primary} aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? labels.cancelling : labels.confirm}
            </button>
            <button type="button" className={button.secondary} data-keep onClick={() => setOpen(false)}>
              {labels.keep}
            </button>
          </>
        }
      >
        <p className={css.line}>{summary}</p>
        {failed && (
          <p className={css.line} role="alert">
            {labels.failed}
          </p>
        )}
      </Dialog>
    </>
  );
}
