// The activity page: the missing-rewards banner, the credit balance panel, the rows, pagination
// and the empty/error view. The loading frame draws rows of the same size as the real ones, so
// nothing below them moves when the data arrives.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { above, space } from '../../../theme/layout.ts';
import { fontSize, fontWeight, lineHeight, radius } from '../../../theme/system.ts';

export const page = style({ display: 'grid', gap: space.sm, marginBlockStart: space.sm });

export const banner = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.accentSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const balance = style({
  display: 'grid',
  gap: space.xxs,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const balanceTitle = style({ margin: 0, fontSize: fontSize.h3 });

export const balanceValue = style({
  margin: 0,
  minHeight: `calc(${fontSize.h2} * ${lineHeight.heading})`,
  fontSize: fontSize.h2,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.heading,
});

export const meter = style({
  height: '12px',
  borderRadius: radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const meterFill = style({ height: '100%', background: vars.color.brand });

export const balanceNote = style({ margin: 0, minHeight: `calc(1em * ${lineHeight.body})`, color: vars.color.textMuted });

// As tall as the Download CSV button that joins the heading once rows are in.
export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  minHeight: '48px',
});

export const listTitle = style({ margin: 0, fontSize: fontSize.h2 });

export const list = style({ display: 'grid', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const busy = style({
  opacity: 0.6,
  transition: 'opacity 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.xxs,
  minHeight: '96px',
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: space.sm } },
});

/** Spec 001 §4: forfeit, pending and deferred rows are dimmed: muted text on a tinted surface,
 *  still at AA contrast (a lowered opacity would not be). */
export const dimmed = style({ background: vars.color.surface, color: vars.color.textMuted });

export const rowTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold, lineHeight: lineHeight.body });

export const meta = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.xs,
  '@media': { [above('tablet')]: { flexDirection: 'column', alignItems: 'flex-end', gap: space.xxs, maxWidth: '16rem', textAlign: 'end' } },
});

export const amount = style({ margin: 0, fontWeight: fontWeight.semibold });

/** The status a row leads with (issue #22), across the row above the merchant: one short word in
 *  a pill, its reason as plain text beside it (issue #25). */
export const lead = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space.xs,
  margin: 0,
  fontSize: fontSize.small,
});

export const statusWord = style({
  paddingInline: space.xs,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  background: vars.color.background,
  whiteSpace: 'nowrap',
});

export const reason = style({ color: 'inherit' });

/** The year's totals (issue #25): three figures side by side, one column on a phone. */
export const totals = style({
  display: 'grid',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const totalsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.xs,
  margin: 0,
});

export const total = style({ display: 'grid', alignContent: 'start', gap: space.xxs, margin: 0 });

export const totalLabel = style({ fontSize: fontSize.small, color: vars.color.textMuted });

export const totalValue = style({
  margin: 0,
  minHeight: `calc(${fontSize.h3} * ${lineHeight.heading})`,
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.heading,
  overflowWrap: 'anywhere',
});

/** The filters above the list: two selects side by side, wrapping on a phone. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.xs, margin: 0 });

export const filterField = style({ display: 'grid', gap: space.xxs, flex: '1 1 10rem', maxWidth: '16rem' });

export const filterNote = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** The missing-reward form, opened under its row. */
export const claimForm = style({
  display: 'grid',
  gap: space.xs,
  marginBlockStart: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const claimTitle = style({ margin: 0, fontSize: fontSize.body });

export const claimVisit = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.sm,
  rowGap: space.xxs,
  margin: 0,
  fontSize: fontSize.small,
});

export const claimPair = style({ display: 'contents' });

export const claimTerm = style({ color: vars.color.textMuted });

export const claimValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const claimed = style({ gridColumn: '1 / -1', margin: 0, fontSize: fontSize.small, fontWeight: fontWeight.semibold });

export const full = style({ gridColumn: '1 / -1', margin: 0, fontSize: fontSize.small });

export const placeholder = style({
  minHeight: '96px',
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const pageStatus = style({
  margin: 0,
  minHeight: `calc(1em * ${lineHeight.body})`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const noResults = style({
  display: 'grid',
  justifyItems: 'start',
  gap: space.xs,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const noResultsTitle = style({ margin: 0, fontSize: fontSize.h2 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const disclaimer = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });
