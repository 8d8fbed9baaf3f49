// A field's error text, referenced by the control's aria-describedby (WCAG 3.3.1).
import * as css from './form.css.ts';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={css.error}>
      {message}
    </p>
  ) : null;
}
