// One checkbox with its label after it (an opt-in, the terms). Its value is a boolean.
import type { ReactNode } from 'react';
import { useFormContext } from './form-state.ts';
import { FieldError } from './FieldError.tsx';
import { RequiredMarker } from './RequiredMarker.tsx';
import { useField } from './use-field.ts';
import * as css from './form.css.ts';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, required = false, hint }: CheckboxFieldProps) {
  const { registration, error, ids, describedBy } = useField(name);
  // The static HTML shows the default (an opt-in that starts ticked is ticked before hydration too).
  const checkedAtFirst = Boolean(useFormContext().getValues(name));
  return (
    <div className={css.field}>
      <div className={css.checkboxRow}>
        <input
          {...registration}
          defaultChecked={checkedAtFirst}
          id={ids.control}
          type="checkbox"
          className={css.checkbox}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(Boolean(hint))}
        />
        <label className={css.checkboxLabel} htmlFor={ids.control}>
          {label}
          {required && <RequiredMarker />}
        </label>
      </div>
      {hint && (
        <p id={ids.hint} className={css.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
