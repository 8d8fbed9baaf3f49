// The form's submit: disabled and busy while the submit is in flight (spec: submit disabled while
// sending), with a small spinner; disabled before hydration too (see form-context.ts). The label
// stays the same so its accessible name does not change; <Form> announces the progress.
import type { ReactNode } from 'react';
import { useIsSubmitting } from './form-state.ts';
import { button } from '../button.css.ts';
import { Spinner } from '../Spinner.tsx';
import { useFormKit } from './form-context.ts';
import * as css from './form.css.ts';

export interface SubmitButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

export function SubmitButton({ children, variant = 'primary' }: SubmitButtonProps) {
  const { hydrated } = useFormKit();
  const isSubmitting = useIsSubmitting();
  return (
    <button
      type="submit"
      className={`${button[variant]} ${css.submit}`}
      disabled={!hydrated || isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting && <Spinner size={20} />}
      {children}
    </button>
  );
}
