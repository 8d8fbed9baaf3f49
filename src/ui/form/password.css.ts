import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius } from '../../theme/system.ts';

export const password = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

/** A text button beside the input, as tall as it (48px: a comfortable target). */
export const toggle = style({
  flex: 'none',
  minWidth: '72px',
  minHeight: '48px',
  paddingInline: space.xs,
  font: 'inherit',
  fontWeight: fontWeight.semibold,
  color: vars.color.link,
  background: vars.color.raised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
});

/** Empty until a lock is on, so the live region exists before it speaks. */
export const warning = style({
  margin: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  color: vars.color.caution,
  selectors: { '&:empty': { display: 'none' } },
});
