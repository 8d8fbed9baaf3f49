// A field's label with the required marker, and its hint (tied to the control by id).
import type { ReactNode } from 'react';
import { RequiredMarker } from './RequiredMarker.tsx';
import type { FieldWiring } from './use-field.ts';
import * as css from './form.css.ts';

interface FieldLabelProps {
  ids: FieldWiring['ids'];
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
}

export function FieldLabel({ ids, label, required, hint }: FieldLabelProps) {
  return (
    <>
      <label className={css.label} htmlFor={ids.control}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {hint && (
        <p id={ids.hint} className={css.hint}>
          {hint}
        </p>
      )}
    </>
  );
}
