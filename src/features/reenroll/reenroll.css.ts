// Re-enrollment in place of the page: the heading, the notice and prompt, then the card form, whose
// space is kept while it loads so nothing below it jumps.
import { style } from '@vanilla-extract/css';
import { above, space } from '../../theme/layout.ts';

export const gate = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: '720px' });

export const heading = style({ margin: 0 });

export const text = style({ margin: 0 });

export const formSlot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  minHeight: '440px',
  '@media': { [above('tablet')]: { minHeight: '400px' } },
});

/** The success line: nothing (no gap) until there is one. */
export const status = style({ selectors: { '&:empty': { display: 'none' } } });
