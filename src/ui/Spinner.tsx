// The loading spinner (spec 000 §2 message "Do not refresh, loading more content.", §9 sizes).
// With a message it is a status region whose text is the message; without one it is decoration
// (inside a busy button, which says what is happening itself).
import type { SpinnerSize } from './spinner.css.ts';
import * as css from './spinner.css.ts';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** The loading text (copy shell.loading); omit for a decorative ring. */
  message?: string;
  /** Keep the message for assistive tech only. */
  hideMessage?: boolean;
}

export function Spinner({ size = 40, message, hideMessage = false }: SpinnerProps) {
  const ring = <span className={css.size[size]} aria-hidden="true" />;
  if (message === undefined) return ring;
  return (
    <div className={css.wrapper} role="status">
      {ring}
      <p className={hideMessage ? 'visually-hidden' : css.message}>{message}</p>
    </div>
  );
}
