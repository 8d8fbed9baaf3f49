// The cards page on the design system (theme vars and the spec's spacing only): the list of linked
// cards, one row each with its Delete button, the outcome messages above it, and the add-card part
// under it. The form itself is the add-card form's (enrollment.css.ts and the form kit).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { above, space } from '../../../theme/layout.ts';
import { fontSize, fontWeight, radius } from '../../../theme/system.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '720px' });

/** Outcome messages: nothing (no gap) until there is one. */
export const messages = style({ selectors: { '&:empty': { display: 'none' } } });

/** Space for the list while it loads: about two rows, so the first rows do not push the page down. */
export const listFrame = style({ minHeight: '180px' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  padding: space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});

/** The network's mark beside the card's words. */
export const cardSummary = style({ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 });

export const mark = style({ flex: '0 0 auto', display: 'block' });

export const face = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const brand = style({ fontWeight: fontWeight.bold });

export const description = style({ overflowWrap: 'anywhere' });

export const ending = style({ fontSize: fontSize.small, color: vars.color.textMuted });

/** Quiet: a text button at the row's end, muted until hovered (the dialog asks before anything). */
export const deleteButton = style({
  flex: '0 0 auto',
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { color: vars.color.critical } },
});

export const addSection = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const addTitle = style({ margin: 0 });

/** Where the add-card form arrives: roughly its height, so the page below does not jump. */
export const formFrame = style({ minHeight: '420px', '@media': { [above('tablet')]: { minHeight: '380px' } } });

export const dialogCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  margin: `0 0 ${space.xs}`,
  fontWeight: fontWeight.semibold,
});
