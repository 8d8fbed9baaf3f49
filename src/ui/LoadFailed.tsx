// A part of a page whose data could not be loaded (the API failed, or did not answer in time): the
// error, announced as an alert, and Try again. While the retry runs the button stays in place, busy
// (aria-disabled, a spinner), so a second press does nothing and focus is not lost.
import { button } from './button.css.ts';
import { ErrorBanner } from './form/ErrorBanner.tsx';
import * as css from './load-failed.css.ts';
import { Spinner } from './Spinner.tsx';

export interface LoadFailedProps {
  /** What could not be loaded (the page's copy, e.g. "We could not load your cards."). */
  message: string;
  /** The button's label (the page's copy: "Try again"). */
  retryLabel: string;
  /** A retry is running. */
  busy: boolean;
  onRetry: () => void;
}

export function LoadFailed({ message, retryLabel, busy, onRetry }: LoadFailedProps) {
  return (
    <div className={css.loadFailed}>
      <ErrorBanner type="error" messages={[message]} />
      <button type="button" className={button.secondary} aria-disabled={busy || undefined} onClick={busy ? undefined : onRetry}>
        {busy && <Spinner size={20} />}
        {retryLabel}
      </button>
    </div>
  );
}
