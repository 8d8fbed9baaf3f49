// The tier ladder in an island (the overview, the profile): the static twin is TierLadder.astro.
// A list, lowest tier first; the member's step says "You are here" in words, not only by its ring.
import type { LadderStep, TierKey } from '../../lib/earn-rates.ts';
import * as css from './tier-ladder.css.ts';

export interface TierLadderCopy {
  label: string;
  here: string;
  /** How each tier is reached ("Opt in to emails"); a tier left out shows no line. */
  how: Partial<Record<TierKey, string>>;
}

export function TierLadder({ ladder, current, copy }: { ladder: readonly LadderStep[]; current?: TierKey | null; copy: TierLadderCopy }) {
  return (
    <div className={css.box}>
      <ol className={css.ladder} aria-label={copy.label}>
        {ladder.map((step) => (
          <li key={step.tier} className={step.tier === current ? `${css.step} ${css.current}` : css.step}>
            <span className={css.name}>{step.name}</span>
            <span className={css.rate}>{step.rateText}</span>
            {copy.how[step.tier] && <span className={css.how}>{copy.how[step.tier]}</span>}
            {step.tier === current && <span className={css.here}>{copy.here}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
