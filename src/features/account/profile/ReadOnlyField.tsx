// A field the member sees but cannot change here (spec 001 §5): the email and the masked password
// are read-only, an sso partner's names are disabled (§6). Drawn with the kit's look but outside the
// form's values: nothing here is sent.
import { useId } from 'react';
import * as formCss from '../../../ui/form/form.css.ts';

interface ReadOnlyFieldProps {
  label: string;
  value: string;
  /** Disabled (sso names) rather than read-only (email, password). */
  disabled?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** The id of the note that says how to change it. */
  describedBy?: string;
}

export function ReadOnlyField({ label, value, disabled = false, type = 'text', autoComplete = 'off', describedBy }: ReadOnlyFieldProps) {
  const id = useId();
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={formCss.control}
        value={value}
        readOnly={!disabled}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
      />
    </div>
  );
}
