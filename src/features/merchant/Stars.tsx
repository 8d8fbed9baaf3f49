// A rating as five stars filled to its share (decorative) with the words for assistive tech.
import type { CSSProperties } from 'react';
import * as css from './merchant-page.css.ts';

export function Stars({ value, label, after }: { value: number; label: string; after?: string }) {
  const rating = Math.min(5, Math.max(0, value));
  return (
    <>
      <span aria-hidden="true" className={css.stars} style={{ '--fill': `${(rating / 5) * 100}%` } as CSSProperties}>
        ★★★★★
      </span>
      {after && <span aria-hidden="true">{after}</span>}
      <span className="visually-hidden">{label}</span>
    </>
  );
}
