import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

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
  borderRadius: '4px',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
});
