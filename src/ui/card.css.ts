// Cards: a raised panel with optional imagery on top. `interactive` lifts on hover and shows the
// focus ring when any link inside it has keyboard focus (the whole card is the target).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { elevation, radius, transition } from '../theme/system.ts';
import { space } from '../theme/layout.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
});

export const interactive = style({
  position: 'relative',
  transition: transition('box-shadow', 'transform'),
  ':hover': { boxShadow: elevation[2], transform: 'translateY(-2px)' },
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { '(prefers-reduced-motion: reduce)': { ':hover': { transform: 'none' } } },
});
// The focus ring belongs to the card, not to the link inside it.
globalStyle(`${interactive} a:focus-visible`, { outline: 'none' });

/** Media at the top of a card keeps its aspect ratio while it loads (no layout shift). */
export const cardMedia = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' });

export const cardBody = style({ display: 'grid', gap: space.xs, padding: space.sm, alignContent: 'start' });

/** A tinted panel without elevation (grouped content, asides). */
export const panel = style({ padding: space.sm, background: vars.color.surface, borderRadius: radius.md });
