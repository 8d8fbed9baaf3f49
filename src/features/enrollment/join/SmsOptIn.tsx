// The SMS opt-in (spec 001 §4 "SMS opt-in"), after the phone field. Both versions are off and
// disabled while the phone is empty, and clearing the phone turns them off.
// - Version 1 (hasSmsOptIn): a checkbox; changing the phone number turns it off too.
// - Version 2 (hasSmsOptInV2): a switch; turning it on asks first (SmsConfirmDialog) and it is on
//   only once confirmed.
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useWatch } from '../../../ui/form/form-state.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';
import type { JoinValues } from './join-rules.ts';
import { SmsConfirmDialog, type SmsConfirmCopy } from './SmsConfirmDialog.tsx';

interface SmsOptInProps {
  version: 1 | 2;
  label: string;
  /** "Enter a mobile phone number to get text messages." (shown while disabled) */
  needsPhone: string;
  confirmCopy: SmsConfirmCopy;
}

export function SmsOptIn({ version, label, needsPhone, confirmCopy }: SmsOptInProps) {
  const name = version === 2 ? 'smsOptInV2' : 'smsOptIn';
  const { field } = useController<JoinValues, typeof name>({ name });
  const phone = useWatch<JoinValues, 'phoneNumber'>({ name: 'phoneNumber' });
  const hasPhone = phone.trim() !== '';
  const [asking, setAsking] = useState(false);
  const control = useRef<HTMLInputElement | null>(null);
  const lastPhone = useRef(phone);
  const id = useId();
  const hintId = useId();
  const { onChange } = field;

  useEffect(() => {
    if (phone === lastPhone.current) return;
    lastPhone.current = phone;
    if (version === 1 || phone.trim() === '') onChange(false);
  }, [phone, version, onChange]);

  const attach = (element: HTMLInputElement | null) => {
    control.current = element;
    field.ref(element);
  };

  return (
    <div className={formCss.field}>
      <div className={version === 2 ? css.switchRow : formCss.checkboxRow}>
        <input
          ref={attach}
          id={id}
          name={field.name}
          type="checkbox"
          role={version === 2 ? 'switch' : undefined}
          className={version === 2 ? css.switchControl : formCss.checkbox}
          checked={field.value}
          disabled={!hasPhone}
          aria-describedby={hasPhone ? undefined : hintId}
          onBlur={field.onBlur}
          onChange={(event) => {
            if (version === 2 && event.target.checked) setAsking(true);
            else onChange(event.target.checked);
          }}
        />
        <label className={version === 2 ? css.switchLabel : formCss.checkboxLabel} htmlFor={id}>
          {label}
        </label>
      </div>
      {!hasPhone && (
        <p id={hintId} className={formCss.hint}>
          {needsPhone}
        </p>
      )}
      {version === 2 && (
        <SmsConfirmDialog
          open={asking}
          copy={confirmCopy}
          onDone={(confirmed) => {
            setAsking(false);
            onChange(confirmed);
          }}
        />
      )}
    </div>
  );
}
