// The SMS opt-in confirmation (spec 001 §2 "SMS opt-in confirmation modal", §4 "Version 2") in the
// design system's dialog: Confirm is possible only with its checkbox ticked; Cancel, the close
// button, Escape or a click outside leave the opt-in off. Focus starts on the checkbox (the one
// choice it asks for) and goes back to the toggle on closing.
import { useEffect, useId, useRef, useState } from 'react';
import { button } from '../../../ui/button.css.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import * as formCss from '../../../ui/form/form.css.ts';

export interface SmsConfirmCopy {
  title: string;
  body: string;
  checkbox: string;
  confirm: string;
  cancel: string;
  close: string;
}

type SmsConfirmCopyKey = `sms.confirm.${Exclude<keyof SmsConfirmCopy, 'close'>}` | 'modal.close';

/** The dialog's words from a feature's copy reader (joining and the profile both show it). */
export const smsConfirmCopyOf = (t: (key: SmsConfirmCopyKey) => string): SmsConfirmCopy => ({
  title: t('sms.confirm.title'),
  body: t('sms.confirm.body'),
  checkbox: t('sms.confirm.checkbox'),
  confirm: t('sms.confirm.confirm'),
  cancel: t('sms.confirm.cancel'),
  close: t('modal.close'),
});

interface SmsConfirmDialogProps {
  open: boolean;
  copy: SmsConfirmCopy;
  /** Called once per opening: confirmed when Confirm was pressed (false when dismissed in any way),
   *  agreed when its box was ticked. */
  onDone: (confirmed: boolean, agreed: boolean) => void;
}

export function SmsConfirmDialog({ open, copy, onDone }: SmsConfirmDialogProps) {
  const [agreed, setAgreed] = useState(false);
  // One answer per opening: Confirm answers true, then the closing that follows must not answer again.
  const answered = useRef(false);
  const checkboxId = useId();

  useEffect(() => {
    if (!open) return;
    answered.current = false;
    setAgreed(false);
  }, [open]);

  const answer = (confirmed: boolean) => {
    if (answered.current) return;
    answered.current = true;
    onDone(confirmed, agreed);
  };

  return (
    <Dialog
      open={open}
      onClose={() => answer(false)}
      title={copy.title}
      closeLabel={copy.close}
      initialFocus='input[type="checkbox"]'
      describedByBody
      actions={
        <>
          <button type="button" className={button.primary} disabled={!agreed} onClick={() => answer(true)}>
            {copy.confirm}
          </button>
          <button type="button" className={button.secondary} onClick={() => answer(false)}>
            {copy.cancel}
          </button>
        </>
      }
    >
      <p>{copy.body}</p>
      <div className={formCss.checkboxRow}>
        <input
          id={checkboxId}
          type="checkbox"
          className={formCss.checkbox}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label className={formCss.checkboxLabel} htmlFor={checkboxId}>
          {copy.checkbox}
        </label>
      </div>
    </Dialog>
  );
}
