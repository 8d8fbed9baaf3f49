// A full-width bar for the bottom dock (the announcement, the install banner): text, a title and a
// row of actions on a raised surface, its content aligned with the page's content column.
import { style } from '@vanilla-extract/css';
import { iconButton } from './icon-button.css.ts';
import { vars } from '../theme/contract.css.ts';
import { grid, space } from '../theme/layout.ts';
import { elevation, fontSize, fontWeight, radius } from '../theme/system.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.sm}`,
  // The page container's edges: its gutter, or centred at the content width on wide screens.
  paddingBlock: space.xs,
  paddingInline: `max(${space.sm}, calc((100% - ${grid.contentMax}) / 2 + ${grid.gutterDesktop}))`,
  paddingBottom: `max(${space.xs}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.text,
  // The dock's shadow falls upward, onto the page it covers.
  boxShadow: `0 -8px 24px -6px rgb(16 24 40 / 0.14), ${elevation[1]}`,
});

export const barText = style({ flex: '1 1 16rem', margin: 0 });

export const barTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold });

export const barActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

/** A leading icon in an accent-tinted circle: what kind of message the bar carries. */
export const barIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.link,
});

// The bars sit on the raised colour, so the shared icon button's hover reads on them as is.
export const barIconButton = style([iconButton, { color: vars.color.textMuted }]);
