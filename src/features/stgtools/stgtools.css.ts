import { style } from '@vanilla-extract/css';
import { space } from '../../theme/layout.ts';

export const showcase = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

/** A section of the page itself, after the island. */
export const pageSection = style([section, { marginBlock: space.lg }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const spinners = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const spinnerItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.xxs });
