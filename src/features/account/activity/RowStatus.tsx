// A row's status parts (issue #25): its one short word with the reason beside it, and the line that
// says its missing reward was reported (focused right after sending, so the member hears it).
import { useEffect, useRef } from 'react';
import { dateText } from './activity-format.ts';
import type { ActivityT } from './activity-rows.ts';
import * as css from './activity.css.ts';

export function StatusLine({ word, reason }: { word: string | null; reason: string | null }) {
  if (!word && !reason) return null;
  return (
    <p className={css.lead}>
      {word && <span className={css.statusWord}>{word}</span>}
      {word && reason && ' '}
      {reason && <span className={css.reason}>{reason}</span>}
    </p>
  );
}

/** "Missing reward reported on …": focused when it was just sent, so the member hears it. */
export function Claimed({ at, focus, t }: { at: string; focus: boolean; t: ActivityT }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) line.current?.focus();
  }, [focus]);
  return (
    <p ref={line} className={css.claimed} tabIndex={-1}>
      {t('activity.claim.sent', { date: dateText(at) })}
    </p>
  );
}
