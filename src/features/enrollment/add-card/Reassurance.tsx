// Why linking a card is safe, beside the secure frame (issue #25), in plain words: the card is never
// charged, the number goes straight to the payment processor encrypted, a card earns in one
// programme at a time, and it is active in about 24 hours. Words only: it renders the same in the
// static HTML as once the form runs, and in the Linked Cards page's placeholder (AddCardSkeleton).
import * as css from '../enrollment.css.ts';

export interface ReassuranceCopy {
  title: string;
  lines: readonly string[];
}

/** The copy keys, in the order they are shown. */
export const reassuranceKeys = [
  'addCard.safe.charged',
  'addCard.safe.encrypted',
  'addCard.safe.oneProgram',
  'addCard.safe.active',
] as const;

export const reassuranceOf = (t: (key: 'addCard.safe.title' | (typeof reassuranceKeys)[number]) => string): ReassuranceCopy => ({
  title: t('addCard.safe.title'),
  lines: reassuranceKeys.map((key) => t(key)),
});

/** A check mark (decorative: each line says what it means). */
const check = (
  <svg className={css.reassuranceIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function Reassurance({ copy }: { copy: ReassuranceCopy }) {
  return (
    <div className={css.reassurance}>
      <p className={css.reassuranceTitle}>{copy.title}</p>
      <ul className={css.reassuranceList}>
        {copy.lines.map((line) => (
          <li key={line} className={css.reassuranceItem}>
            {check}
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
