// The SMS opt-in (spec 001 §4 "SMS opt-in"), after the phone field, in joining and the profile. Both
// versions are off and disabled while the phone is empty, and clearing the phone turns them off.
// - Version 1 (hasSmsOptIn): a checkbox; changing the phone number turns it off too.
// - Version 2 (hasSmsOptInV2): a switch; turning it on asks first (SmsConfirmDialog) and it is on
//   only once confirmed.
// The rules are sms-opt-in-state.ts; this draws them over the form's `phoneNumber` field.
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useWatch } from '../../../ui/form/form-state.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';
import { SmsConfirmDialog, type SmsConfirmCopy } from './SmsConfirmDialog.tsx';
import { hasPhone as phoneGiven, nextSmsOptIn, type SmsOptInEvent } from './sms-opt-in-state.ts';

type PhoneValues = { phoneNumber: string } & Record<string, unknown>;

interface SmsOptInProps {
  version: 1 | 2;
  label: string;
  /** "Enter a mobile phone number to get text messages." (shown while disabled) */
  needsPhone: string;
  confirmCopy: SmsConfirmCopy;
  /** The form field holding the opt-in; joining's version 2 sends `smsOptInV2`, the profile `smsOptIn`. */
  name?: string;
}

export function SmsOptIn({ version, label, needsPhone, confirmCopy, name = version === 2 ? 'smsOptInV2' : 'smsOptIn' }: SmsOptInProps) {
  const { field } = useController<Record<string, boolean>, string>({ name });
  const phone = useWatch<PhoneValues, 'phoneNumber'>({ name: 'phoneNumber' });
  const hasPhone = phoneGiven(phone);
  const [asking, setAsking] = useState(false);
  const control = useRef<HTMLInputElement | null>(null);
  const lastPhone = useRef(phone);
  const id = useId();
  const hintId = useId();
  const { onChange, value } = field;

  const apply = (event: SmsOptInEvent) => {
    const next = nextSmsOptIn(version, { phone: lastPhone.current, on: value, asking }, event);
    lastPhone.current = next.phone;
    setAsking(next.asking);
    if (next.on !== value) onChange(next.on);
  };

  useEffect(() => {
    if (phone === lastPhone.current) return;
    const next = nextSmsOptIn(version, { phone: lastPhone.current, on: value, asking: false }, { type: 'phone', phone });
    lastPhone.current = phone;
    if (next.on !== value) onChange(next.on);
  }, [phone, version, value, onChange]);

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
          onChange={(event) => apply({ type: 'toggle', on: event.target.checked })}
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
        <SmsConfirmDialog open={asking} copy={confirmCopy} onDone={(confirmed, agreed) => apply({ type: 'answer', confirmed, agreed })} />
      )}
    </div>
  );
}
