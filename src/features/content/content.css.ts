import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

export const banner = style({
  padding: space.sm,
  marginBottom: space.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: '4px',
});
