// The joining pages' own look on the design system (theme vars and the spec's spacing only): the
// step line above the heading, the form's sections, the SMS switch, the secure card frame and the
// notices between the fields. Fields, checkboxes, banners and buttons are the kit's.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
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

/** Step 3's "Your card ending in 1111 has been linked." lines, each led by the card's mark. */
export const linkedCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: fontWeight.semibold,
  selectors: { '&:empty': { display: 'none' } },
});

globalStyle(`${linkedCards} > li`, { display: 'flex', alignItems: 'center', gap: space.xs });

globalStyle(`${linkedCards} svg`, { flex: '0 0 auto', display: 'block' });

/** Step 3's success: the mark beside the cards linked and when they become active. */
export const celebration = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.positiveSubtle,
});

export const successMark = style({ flex: '0 0 auto', color: vars.color.positive });

export const celebrationText = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

globalStyle(`${celebrationText} > p`, { margin: 0 });

/** Step 3's bonus, now the member's. */
export const bonus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

globalStyle(`${bonus} p`, { margin: 0 });

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

/** Where the frame draws: its height held, the skeleton laid over it until the frame has loaded. */
export const frameSlot = style({ position: 'relative' });

// The frame's skeleton (issue #25: no blank gap while the secure frame loads): the stand-in's label
// and input, pulsing unless motion is reduced.
const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } });

export const frameSkeleton = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  padding: '4px',
  background: vars.color.background,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 900ms ease-in-out infinite alternate` } },
});

export const skeletonLabel = style({ width: '7em', height: '1.1em', borderRadius: radius.sm, background: vars.color.border });

export const skeletonInput = style({
  height: '46px',
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The accepted networks' marks before their sentence. */
export const acceptedBrands = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xxs });

/** The frame and, beside it where there is room (under it on phones), why linking is safe. */
export const frameArea = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const reassurance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const reassuranceTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold });

export const reassuranceList = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const reassuranceItem = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs, fontSize: fontSize.small });

export const reassuranceIcon = style({ flex: '0 0 auto', marginTop: '2px', color: vars.color.positive });

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

/** Step 1: the form, and beside it from desktop width (under it before) what joining gives. */
export const joinLayout = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  '@media': { [above('desktop')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const joinForm = style({ minWidth: 0 });

// Step 1's value panel (JoinValue.astro).
export const value = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const valueTitle = style({ margin: 0, fontSize: fontSize.h3, fontWeight: fontWeight.bold });

export const valueItem = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const valueHeading = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold });

export const valueFree = style({ margin: 0, fontWeight: fontWeight.semibold });

globalStyle(`${valueItem} p`, { margin: 0 });

/** The tier ladder in the value panel: its steps one under another (the panel is narrow). */
/** The terms line above Continue (static HTML from the page, inside the island's form). */
export const terms = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });
