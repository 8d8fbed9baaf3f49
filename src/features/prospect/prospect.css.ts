// The prospect email form (ProspectForm.astro), styled like the form kit's controls: 48px tall,
// 3:1 edges, hover and focus, critical when invalid. It sits in the home hero, on the brand tint.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius, transition } from '../../theme/system.ts';

export const form = style({ display: 'block', maxWidth: '560px' });

/** The label and, at the row's far end, the legend explaining its asterisk (read first: it comes
 *  first in the markup). */
export const labelRow = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `0 ${space.xs}`,
  marginBottom: space.xxs,
});

export const legend = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

export const label = style({ display: 'block', fontWeight: fontWeight.semibold });

export const marker = style({ color: vars.color.critical });

/** Stacked on small phones, one row from the large-mobile breakpoint on. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  '@media': { [above('largeMobile')]: { flexDirection: 'row', alignItems: 'stretch' } },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '48px',
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.raised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.sm,
  transition: transition('border-color', 'box-shadow'),
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // The focus ring comes from the global :focus-visible rule; the edge darkens with it.
    '&:focus-visible': { borderColor: vars.color.text },
    // Invalid: a thicker critical edge drawn inside (an inset shadow), so the field keeps its size.
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
  },
});

export const submit = style({
  flex: '0 0 auto',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } },
});

/** Message lines keep their height when empty, so an error appearing moves nothing. */
export const fieldError = style({
  minHeight: '1.5em',
  margin: `${space.xxs} 0 0`,
  color: vars.color.critical,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
});

/** The polite status line (stays in the layout even when empty: a live region must exist before it speaks). */
export const status = style({ margin: 0, fontSize: fontSize.small });

/** The extra privacy text of the partner that has it (formPrivacyNotice). */
export const notice = style({ margin: `${space.xs} 0 0`, fontSize: fontSize.small, color: vars.color.textMuted });
