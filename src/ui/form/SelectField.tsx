// A select with label, required marker, hint and error text (profile state, search filters).
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';
import { FieldLabel } from './FieldLabel.tsx';
import { useField } from './use-field.ts';
import * as css from './form.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Pick<SelectHTMLAttributes<HTMLSelectElement>, 'autoComplete'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with the value "" ("Select a state"); a required select rejects it. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
}

export function SelectField({ name, label, options, placeholder, required = false, hint, autoComplete }: SelectFieldProps) {
  const { registration, error, ids, describedBy } = useField(name);
  return (
    <div className={css.field}>
      <FieldLabel ids={ids} label={label} required={required} hint={hint} />
      <select
        {...registration}
        id={ids.control}
        className={css.control}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(Boolean(hint))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
