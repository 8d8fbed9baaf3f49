// A text-like field: label with the required marker, optional hint, the input and its error text
// (shown after blur and after submit: mode onTouched). Browser helpers pass straight through —
// autocomplete, inputMode, maxLength — and nothing blocks paste (WCAG 3.3.8).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import { FieldLabel } from './FieldLabel.tsx';
import { useField } from './use-field.ts';
import * as css from './form.css.ts';

type PassedThrough = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'autoCorrect'
  | 'enterKeyHint'
  | 'readOnly'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'onFocus'
>;

export interface FieldProps extends PassedThrough {
  /** Dotted field name; server errors use the same (`address.zipCode`). */
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  /** Shows the required marker and sets the control's required state (the schema validates). */
  required?: boolean;
  hint?: ReactNode;
  /** A control after the input on the same row (a show-password button). */
  after?: ReactNode;
  /** Ids of more descriptions (a Caps Lock warning). */
  describedBy?: string;
}

export function Field({ name, label, type = 'text', required = false, hint, after, describedBy, ...passed }: FieldProps) {
  const { registration, error, ids, describedBy: described } = useField(name);
  return (
    <div className={css.field}>
      <FieldLabel ids={ids} label={label} required={required} hint={hint} />
      <div className={css.inputRow}>
        <input
          {...passed}
          {...registration}
          id={ids.control}
          type={type}
          className={css.control}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(Boolean(hint), describedBy)}
        />
        {after}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
