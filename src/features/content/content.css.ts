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

export const steps = style({ display: 'grid', gap: space.sm, padding: 0, listStyle: 'none', counterReset: 'step', '@media': { [above('tablet')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });

export const step = style({ padding: space.sm, background: vars.color.surface, borderRadius: '4px' });

export const pageLinks = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, padding: 0, listStyle: 'none' });

export const banner = style({ padding: space.sm, marginBottom: space.md, background: vars.color.brand, color: vars.color.onBrand, borderRadius: '4px' });
