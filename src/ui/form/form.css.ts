// The form kit's look on the design system: theme vars only (components read nothing else), spacing
// from the spec scale. Controls are 48px high with a 3:1 edge (borderStrong, WCAG 1.4.11) and every
// state: hover, focus-visible (the page's focus ring), invalid (critical), disabled.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius, transition } from '../../theme/system.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: '560px' });

export const legendNote = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const label = style({ fontWeight: fontWeight.semibold });

/** The required marker: the field's `required` state already tells assistive tech. */
export const marker = style({ fontWeight: fontWeight.regular, color: vars.color.critical });

export const hint = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** Field errors are text first (WCAG 1.4.1): the colour only repeats what the words say. */
export const error = style({ margin: 0, fontSize: fontSize.small, fontWeight: fontWeight.semibold, color: vars.color.critical });

/** Input and its optional trailing control (a show-password button) on one line. */
export const inputRow = style({ display: 'flex', gap: space.xs, alignItems: 'stretch' });

// The select's chevron: two 2px diagonal strokes (gradients, "\" and "/") in the muted text colour
// (a theme var, which an SVG data URI could not read), drawn where the native arrow was.
const stroke = (angle: string) =>
  `linear-gradient(${angle}, transparent calc(50% - 1px), ${vars.color.textMuted} calc(50% - 1px) calc(50% + 1px), transparent calc(50% + 1px))`;
const chevron = [
  `${stroke('45deg')} calc(100% - 22px) 50% / 7px 7px no-repeat`,
  `${stroke('135deg')} calc(100% - 15px) 50% / 7px 7px no-repeat`,
].join(', ');

export const control = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '48px',
  paddingInline: space.xs,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.raised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.sm,
  transition: transition('border-color', 'box-shadow'),
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
    // The ring is the page's (global.css.ts); the edge joins it in the focus colour.
    '&:focus-visible': { borderColor: vars.color.focus },
    // Invalid: a 2px critical edge (inset, so the text does not move), and the error text under it.
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    '&:disabled': {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
      opacity: 1,
    },
    '&[readonly]': { background: vars.color.surface },
    'select&': {
      appearance: 'none',
      paddingInlineEnd: space.lg,
      background: `${chevron}, ${vars.color.raised}`,
      cursor: 'pointer',
    },
    'select&:disabled': { background: `${chevron}, ${vars.color.disabledSurface}`, cursor: 'not-allowed' },
  },
});

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs });

/** The native checkbox in the brand colour, at a comfortable 22px (its row is the 44px target). */
export const checkbox = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    // A ring in box-shadow, so the focus outline still shows on an invalid box.
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 1px ${vars.color.raised}, 0 0 0 3px ${vars.color.critical}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const checkboxLabel = style({ fontWeight: fontWeight.regular, cursor: 'pointer' });

export const group = style([field, { gap: space.xs }]);

export const groupLegend = style({ padding: 0, marginBottom: space.xxs, fontWeight: fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

/** Disabled before the island hydrates and while sending (the button kit's disabled look); busy
 *  shows the progress cursor. */
export const submit = style({
  gap: space.xs,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});
