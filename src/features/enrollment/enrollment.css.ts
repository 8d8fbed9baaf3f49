// The joining pages' own look on the design system (theme vars and the spec's spacing only): the
// step line above the heading, the form's sections, the SMS switch, the secure card frame and the
// notices between the fields. Fields, checkboxes, banners and buttons are the kit's.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, letterSpacing, radius, transition } from '../../theme/system.ts';

/** "Step 1 of 3", above the page's heading. */
export const step = style({
  margin: `0 0 ${space.xxs}`,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  letterSpacing: letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The form's parts one under another, at the kit's rhythm. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

/** A titled part of a form (fieldset): "Your information", "Create a password". */
export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const sectionTitle = style({ padding: 0, marginBottom: space.xs, fontSize: fontSize.h3, fontWeight: fontWeight.bold });

/** Two short fields side by side where there is room (first and last name). */
export const pair = style({ display: 'grid', gap: space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });

/** Plain text between fields (the privacy notice, "Already have an account?"). */
export const note = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** "Already have an account? Sign in / Recover your account" under the form. */
export const haveAccount = style({ margin: `${space.md} 0 0` });

/** Step 3's "Your card ending in 1111 has been linked." lines. */
export const linkedCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: fontWeight.semibold,
  selectors: { '&:empty': { display: 'none' } },
});

/** The sso partner's join: its message and the hand-off link. */
export const ssoJoin = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm, maxWidth: '60ch' });

/** A message region that is empty until it has something to say (no gap while empty). */
export const status = style({ selectors: { '&:empty': { display: 'none' } } });

// The SMS switch (spec 001 §4 "turning the toggle on"): a native checkbox with role="switch", drawn
// as a track and thumb; the track's edge is the 3:1 control edge, the thumb moves when it is on.
export const switchRow = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const switchControl = style({
  appearance: 'none',
  position: 'relative',
  flex: '0 0 auto',
  width: '46px',
  height: '26px',
  margin: 0,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.raised,
  cursor: 'pointer',
  transition: transition('background-color', 'border-color'),
  '::before': {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '18px',
    height: '18px',
    borderRadius: '50%',
    background: vars.color.borderStrong,
    transition: transition('transform', 'background-color'),
  },
  selectors: {
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:checked::before': { transform: 'translateX(20px)', background: vars.color.onBrand },
    '&:disabled': { cursor: 'not-allowed', borderColor: vars.color.disabledSurface, background: vars.color.disabledSurface },
    '&:disabled::before': { background: vars.color.onDisabled },
  },
  '@media': {
    // Windows high contrast draws no backgrounds: keep the edge and the thumb visible.
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const switchLabel = style({ cursor: 'pointer' });

/** The secure card-entry frame: the full field width, its height from the frame's resize messages. */
export const frame = style({ display: 'block', width: '100%', border: 0, background: 'transparent', colorScheme: 'normal' });

/** The frame's box, holding its height before the frame is inserted (nothing shifts). */
export const frameBox = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const frameFailure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  padding: space.xs,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.cautionSubtle,
});

globalStyle(`${frameFailure} > p`, { margin: 0, flex: '1 1 16em' });

/** The activation panel: the CMS picture, title, text and the button. */
export const panel = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm, maxWidth: '60ch' });

export const panelTitle = style({ margin: 0, fontSize: fontSize.h2 });

export const panelImage = style({ maxWidth: '100%', height: 'auto', borderRadius: radius.md });

globalStyle(`${panel} p`, { margin: 0 });
