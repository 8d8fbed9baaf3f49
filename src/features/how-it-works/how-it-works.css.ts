// The three how-it-works steps: one column on phones, three from the tablet breakpoint.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

export const steps = style({
  display: 'grid',
  gap: space.sm,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({ padding: space.sm, background: vars.color.surface, borderRadius: '4px' });
