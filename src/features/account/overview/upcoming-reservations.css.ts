// Upcoming reservations (issue #24): a panel like the overview's others, one card per booking, in
// the overview's right rail (issue #25).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { space } from '../../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius } from '../../../theme/system.ts';

// Last in the overview's rail (issue #25): the rail's gap spaces it; the live region is always there,
// empty until a cancellation is said.
export const wrap = style({ display: 'grid', gap: space.sm });

export const section = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
  scrollMarginTop: space.xl,
});

export const title = style({ margin: 0, fontSize: fontSize.h3, lineHeight: lineHeight.heading });

export const list = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  padding: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginTop: space.xl,
  selectors: { '&:target, &:focus': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brand}` } },
});

export const name = style({ margin: 0, fontSize: fontSize.lead, lineHeight: lineHeight.heading });

export const details = style({ display: 'grid', gap: space.xxs, margin: 0 });

export const row = style({ display: 'grid', gap: '2px' });

export const term = style({ fontSize: fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });

export const notice = style({ margin: 0, fontWeight: fontWeight.semibold });
