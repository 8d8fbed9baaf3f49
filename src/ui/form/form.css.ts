// The form kit's look: theme vars only (components read nothing else), spacing from the spec scale.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: '560px' });

export const legendNote = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const label = style({ fontWeight: 700 });

/** The required marker: the field's `required` state already tells assistive tech. */
export const marker = style({ fontWeight: 400, color: vars.color.critical });

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

/** Field errors are text first (WCAG 1.4.1): the colour only repeats what the words say. */
export const error = style({ margin: 0, fontWeight: 700, color: vars.color.critical });

/** Input and its optional trailing control (a show-password button) on one line. */
export const inputRow = style({ display: 'flex', gap: space.xs, alignItems: 'stretch' });

// Borders use the muted text tone: it holds 3:1 against the page (WCAG 1.4.11), the plain border tone does not.
export const control = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  paddingInline: space.xs,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '4px',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' } },
});

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs });

export const checkbox = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  accentColor: vars.color.brand,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: '1px' } },
});

export const checkboxLabel = style({ fontWeight: 400 });

export const group = style([field, { gap: space.xs }]);

export const groupLegend = style({ padding: 0, marginBottom: space.xxs, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

/** Disabled before the island hydrates and while sending; busy shows the progress cursor. */
export const submit = style({
  gap: space.xs,
  selectors: {
    '&:disabled': { opacity: 0.75, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
