import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { radius, transition } from '../theme/system.ts';

/** A 44px square button holding only an icon (close, dismiss): the WCAG 2.2 target size. */
export const iconButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: transition('background-color'),
  ':hover': { background: vars.color.surface },
  ':active': { background: vars.color.disabledSurface },
});
