// Where the secure frame sits in the form: its box keeps the frame's height from the first paint (the
// static HTML has the box, the frame arrives when the form runs), the brands the partner accepts and
// the form's own message under it ("Please enter your credit card number."), and the load failure
// (spec 001 §8: 'The required iframe has not loaded' and the load-error text from content) with
// "Try again".
import type { CardFrame } from './use-card-frame.ts';
import { button } from '../../../ui/button.css.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';

/** The stand-in's field with its label and hint; a real provider's frame reports its own height. */
export const frameDefaultHeight = 104;

interface CardFrameFieldProps {
  frame: CardFrame;
  title: string;
  /** The form's message about the card (none entered), or null; the form announces it. */
  problem: string | null;
  problemId: string;
  /** `acceptedBrands`: the allowed-brands message (spec 001 §5), filled in already. */
  copy: { failed: string; loadError: string; retry: string; acceptedBrands: string };
}

export function CardFrameField({ frame, title, problem, problemId, copy }: CardFrameFieldProps) {
  const height = frame.height ?? frameDefaultHeight;
  return (
    <div className={css.frameBox}>
      <div style={{ minHeight: `${height}px` }}>
        {frame.src && (
          <iframe
            key={frame.attempt}
            ref={frame.iframeRef}
            className={css.frame}
            src={frame.src}
            title={title}
            style={{ height: `${height}px` }}
          />
        )}
      </div>
      <p className={formCss.hint}>{copy.acceptedBrands}</p>
      {problem && (
        <p id={problemId} className={formCss.error}>
          {problem}
        </p>
      )}
      {frame.status === 'failed' && (
        <div className={css.frameFailure} role="alert">
          <p>
            {copy.failed}
            <br />
            {copy.loadError}
          </p>
          <button type="button" className={button.secondary} onClick={frame.reload}>
            {copy.retry}
          </button>
        </div>
      )}
    </div>
  );
}
