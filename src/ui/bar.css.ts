// A full-width bar for the bottom dock (the announcement, the install banner): text, a title and a
// row of actions on the surface colour.
import { style } from '@vanilla-extract/css';
import { iconButton } from './icon-button.css.ts';
import { vars } from '../theme/contract.css.ts';
import { space } from '../theme/layout.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.sm}`,
  padding: `${space.xs} ${space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 -2px 12px rgb(0 0 0 / 0.15)',
});

export const barText = style({ flex: '1 1 16rem', margin: 0 });

export const barTitle = style({ margin: 0, fontSize: '1rem' });

export const barActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

// The bars sit on the surface colour, so the hover tone is one step darker than the shared one.
export const barIconButton = style([iconButton, { ':hover': { background: vars.color.border } }]);
