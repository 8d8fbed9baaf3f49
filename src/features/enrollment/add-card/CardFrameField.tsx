// Where the secure frame sits in the form: its box keeps the frame's height from the first paint (the
// static HTML has the box, the frame arrives when the form runs) with a skeleton in it until the frame
// has loaded, the brands the partner accepts and the form's own message under it ("Please enter your
// credit card number.", only while the frame shows no message of its own), and the load failure
// (spec 001 §8: 'The required iframe has not loaded' and the load-error text from content) with
// "Try again".
import type { CardType } from '../../../api/contract/cards.ts';
import { button } from '../../../ui/button.css.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';
import { AcceptedBrands } from './AcceptedBrands.tsx';
import { FrameSkeleton } from './FrameSkeleton.tsx';
import type { CardFrame } from './use-card-frame.ts';

/** The stand-in's field with its label and hint; a real provider's frame reports its own height. */
export const frameDefaultHeight = 104;

interface CardFrameFieldProps {
  frame: CardFrame;
  title: string;
  /** The form's message about the card (none entered), or null; the form announces it. */
  problem: string | null;
  problemId: string;
  brands: readonly CardType[];
  /** `acceptedBrands`: the allowed-brands message (spec 001 §5), filled in already. */
  copy: { failed: string; loadError: string; retry: string; acceptedBrands: string };
}

export function CardFrameField({ frame, title, problem, problemId, brands, copy }: CardFrameFieldProps) {
  const height = frame.height ?? frameDefaultHeight;
  const loading = frame.status === 'waiting' || frame.status === 'loading';
  return (
    <div className={css.frameBox}>
      <div className={css.frameSlot} style={{ minHeight: `${height}px` }} data-frame-box="">
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
        {loading && <FrameSkeleton />}
      </div>
      <AcceptedBrands brands={brands} text={copy.acceptedBrands} />
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
