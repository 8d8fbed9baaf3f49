// An earn page's two columns (main and side) and its disclaimer.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

export const columns = style({
  display: 'grid',
  gap: space.md,
  '@media': { [above('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const side = style({ padding: space.sm, background: vars.color.surface, borderRadius: '4px', alignSelf: 'start' });

export const disclaimer = style({ marginTop: space.lg, fontSize: '0.875rem', color: vars.color.textMuted });
