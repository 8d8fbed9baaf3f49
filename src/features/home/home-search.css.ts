// The hero's location search (HomeSearch.astro): a raised card on the brand tint, the field with a
// pin inside it and the button on one row from the large-mobile breakpoint, "Use my location" beside
// the label (compact: on a phone the prospect form under it stays above the fold).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, radius, transition } from '../../theme/system.ts';

export const form = style({
  display: 'grid',
  gap: space.xs,
  width: '100%',
  maxWidth: '560px',
  padding: space.xs,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[2],
  '@media': { [above('largeMobile')]: { padding: space.sm } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `0 ${space.sm}`,
});

export const label = style({ fontSize: fontSize.lead, fontWeight: fontWeight.bold, color: vars.color.text });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  '@media': { [above('largeMobile')]: { flexDirection: 'row', alignItems: 'stretch' } },
});

export const field = style({ position: 'relative', display: 'flex', flex: '1 1 auto', minWidth: 0 });

export const fieldIcon = style({
  position: 'absolute',
  insetInlineStart: space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '48px',
  paddingInlineStart: `calc(${space.xs} + 28px)`,
  paddingInlineEnd: space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.raised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.sm,
  transition: transition('border-color'),
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.text },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const submit = style({ flex: '0 0 auto' });

export const nearMe = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: '24px',
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
});

export const nearMeIcon = style({ flex: '0 0 auto' });
