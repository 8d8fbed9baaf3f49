// What every field part needs: its registration, its current error and the ids that tie the
// label, hint and error text to the control (aria-describedby).
import { useId } from 'react';
import { useFieldError, useFormContext, type Registration } from './form-state.ts';

export interface FieldWiring {
  registration: Registration;
  error: string | undefined;
  ids: { control: string; hint: string; error: string };
  /** aria-describedby for the control: the error first (read first), then the hint, then extras. */
  describedBy: (hasHint: boolean, extra?: string) => string | undefined;
}

export function useField(name: string): FieldWiring {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const base = useId();
  const ids = { control: `${base}control`, hint: `${base}hint`, error: `${base}error` };
  const describedBy = (hasHint: boolean, extra?: string): string | undefined =>
    [error ? ids.error : '', hasHint ? ids.hint : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  return { registration: register(name), error, ids, describedBy };
}
