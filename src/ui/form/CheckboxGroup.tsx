// Several checkboxes under one question: a fieldset whose legend names the group. The value is
// the list of ticked options' values. The group carries the hint and error (aria-describedby),
// and each box says whether the group is invalid.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { FieldError } from './FieldError.tsx';
import { RequiredMarker } from './RequiredMarker.tsx';
import type { SelectOption } from './SelectField.tsx';
import { useField } from './use-field.ts';
import * as css from './form.css.ts';

export interface CheckboxGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: ReactNode;
}

export function CheckboxGroup({ name, legend, options, required = false, hint }: CheckboxGroupProps) {
  const { registration, error, ids, describedBy } = useField(name);
  const optionIds = useId();
  return (
    <fieldset className={css.group} aria-describedby={describedBy(Boolean(hint))}>
      <legend className={css.groupLegend}>
        {legend}
        {required && <RequiredMarker spoken />}
      </legend>
      {hint && (
        <p id={ids.hint} className={css.hint}>
          {hint}
        </p>
      )}
      {options.map((option, index) => {
        const id = `${optionIds}${index}`;
        return (
          <div key={option.value} className={css.checkboxRow}>
            <input
              {...registration}
              id={id}
              type="checkbox"
              value={option.value}
              className={css.checkbox}
              aria-invalid={error ? true : undefined}
            />
            <label className={css.checkboxLabel} htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
