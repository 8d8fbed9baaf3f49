import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

export const banner = style({
  padding: space.sm,
  marginBottom: space.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: '4px',
});

/** Main and side column (spec 000 §2 content page template): side by side from the desktop breakpoint. */
export const columns = style({
  display: 'grid',
  gap: space.md,
  '@media': { [above('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const side = style({ padding: space.sm, background: vars.color.surface, borderRadius: '4px', alignSelf: 'start' });
