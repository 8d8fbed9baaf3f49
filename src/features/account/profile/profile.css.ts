// The profile form's own look on the design system (theme vars and the spec's spacing only): its
// sections, the rows that put short fields side by side, and the notes under the read-only fields.
// Fields, switches, banners and buttons are the kit's (and joining's SMS switch).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { space } from '../../../theme/layout.ts';
import { fontSize, fontWeight } from '../../../theme/system.ts';

/** Everything under the outcome banner: a plain box that disables the whole form while the member
 *  loads (a disabled fieldset), drawn the same either way so nothing shifts when the data arrives. */
export const frame = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

/** A titled part of the form: "Your name", "Your address"… */
export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const sectionTitle = style({ padding: 0, marginBottom: space.xs, fontSize: fontSize.h3, fontWeight: fontWeight.bold });

/** Short fields side by side where there is room (first and last name; city, state and ZIP). */
export const row = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  // An error under one field must not stretch its neighbours' controls.
  alignItems: 'start',
});

/** How to change what the form cannot (the read-only email and password, sso names). */
export const note = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** The way on when the member could not be loaded. */
export const loadError = style({ marginBottom: space.sm });
