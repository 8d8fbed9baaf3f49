// The merchant page (spec 000 §2 "Merchant detail screen"): a header (promo picture beside the
// name and facts on wide screens), then the main column (earning, offers, about, menu, reviews,
// events) and a side column (reservations, ordering, location and hours). The loading skeleton
// uses the same boxes, so nothing moves when the merchant arrives. Theme vars only.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { button } from '../../ui/button.css.ts';
import { above, below, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius } from '../../theme/system.ts';
import { earlyPictureBackground } from '../../api/early-requests.ts';

/** Spec 000 §7: the "aspect 1.6 at width 600" transform. */
export const promoWidth = 600;
export const promoHeight = Math.round(promoWidth / 1.6);

export const page = style({ display: 'grid', gap: space.md });

/** The rail's width on wide screens: the reservation widget's form fits at this width. */
const railWidth = '360px';
/** The shell's sticky header and its "Back" sub-bar on wide screens, which the rail stays below. */
const stickyTop = '130px';

/**
 * Issue #24: phones read the header, the rail (earning, reservations), then the rest; wide screens
 * put a sticky rail on the right from the top of the page, so the booking widget is above the fold.
 */
export const layout = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  '@media': {
    [above('desktop')]: { gridTemplateColumns: `minmax(0, 1fr) ${railWidth}`, gridTemplateRows: 'auto 1fr', columnGap: space.lg },
  },
});

export const headerArea = style({ minWidth: 0, '@media': { [above('desktop')]: { gridColumn: 1, gridRow: 1 } } });

export const rail = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  '@media': {
    [above('desktop')]: { gridColumn: 2, gridRow: '1 / span 2', position: 'sticky', top: stickyTop, alignSelf: 'start' },
  },
});

/** Where the phone's Reserve bar leads: the widget, clear of the sticky header when scrolled to. */
export const reserveTarget = style({ scrollMarginTop: '120px', outline: 'none' });

export const mainArea = style({
  display: 'grid',
  gap: space.md,
  minWidth: 0,
  '@media': { [above('desktop')]: { gridColumn: 1, gridRow: 2 } },
});

export const header = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'start',
  '@media': {
    [above('tablet')]: { gridTemplateColumns: `minmax(0, 340px) minmax(0, 1fr)` },
    // Beside the rail the column is narrow: the picture becomes a banner over the name.
    [above('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The picture's shape: the spec's 1.6 beside the facts; lower on phones and as the wide screens' banner. */
const promoShape = {
  aspectRatio: '1.6',
  '@media': { [below('tablet')]: { aspectRatio: '2' }, [above('desktop')]: { aspectRatio: '2.4' } },
} as const;

/** No photo: a low band in the partner's colours with a place-setting sign, across the header. */
export const noPhoto = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  height: '88px',
  borderRadius: radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, color-mix(in srgb, ${vars.color.brand} 55%, ${vars.color.accent}))`,
  color: vars.color.onBrand,
  '@media': { [above('tablet')]: { gridColumn: '1 / -1' } },
});

export const placeSetting = style({ width: '36px', height: '36px', fill: 'currentColor', opacity: 0.85 });

/** Several photos: a strip the size of one, snapping a photo at a time. */
export const gallery = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: radius.lg,
});

export const galleryItem = style({ scrollSnapAlign: 'start' });

/** "Open now · until 9:30 PM": open in the positive colour and bold (the words say it too). */
export const openLine = style({ margin: 0, fontWeight: fontWeight.semibold });
export const openNow = style({ color: vars.color.positive });

export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center', marginBlockStart: space.xxs });

/** A quick action: the secondary button, compact, so the four fit a row or two. */
export const quickAction = style([
  button.secondary,
  { minHeight: '40px', paddingInline: '14px', borderRadius: radius.pill, fontSize: fontSize.small },
]);

export const shareNote = style({ margin: 0, flexBasis: '100%', color: vars.color.textMuted, fontSize: fontSize.small });

/** Phones: a bar at the bottom of the screen that leads to the reservation widget. */
export const reserveBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 15,
  display: 'flex',
  justifyContent: 'center',
  padding: `${space.xs} ${space.sm}`,
  paddingBlockEnd: `max(${space.xs}, env(safe-area-inset-bottom))`,
  background: vars.color.raised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: elevation[3],
  '@media': { [above('desktop')]: { display: 'none' }, print: { display: 'none' } },
});

export const reserveButton = style({ width: '100%', maxWidth: '420px' });

/** Room under the page for the Reserve bar, so it never covers the last lines (phones). */
export const reserveRoom = style({ '@media': { [below('desktop')]: { paddingBlockEnd: '80px' } } });

// One pinned bar at a time (as the earn pages' main action, earn.css.ts): while the overlay dock
// shows something (announcement, install banner, a survey) the Reserve bar waits; the widget is
// still in the page. While it shows, a focused control is never hidden behind it (scroll padding).
const dockInUse = 'overlay-dock :is(announcement-banner, install-banner, [data-survey]):not([hidden])';
globalStyle(`body:has(${dockInUse}) ${reserveBar}`, { display: 'none' });
globalStyle(`html:has(${reserveBar}):not(:has(${dockInUse}))`, {
  '@media': { [below('desktop')]: { scrollPaddingBottom: '80px !important' } },
});

export const media = style({ position: 'relative', margin: 0 });

export const promo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  ...promoShape,
  objectFit: 'cover',
  borderRadius: radius.lg,
  background: vars.color.surface,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: space.xs,
  insetInlineStart: space.xs,
  padding: `2px ${space.xs}`,
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: elevation[1],
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
});

export const facts = style({ display: 'grid', gap: space.xxs, alignContent: 'start', minWidth: 0 });

export const name = style({ margin: 0, fontSize: fontSize.h1, lineHeight: lineHeight.heading, overflowWrap: 'anywhere' });

export const highlight = style({
  margin: 0,
  color: vars.color.brandText,
  fontWeight: fontWeight.bold,
  fontSize: fontSize.small,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const line = style({ margin: 0 });

export const stars = style({
  letterSpacing: '1px',
  backgroundImage: `linear-gradient(90deg, ${vars.color.accent} var(--fill, 0%), ${vars.color.textMuted} var(--fill, 0%))`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

/** Phones read earning, then the side column (reservations, ordering, location), then the rest;
 *  wide screens put the side column beside both, its extra height given to the second row. */
export const columns = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  '@media': {
    [above('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

export const column = style({ display: 'grid', gap: space.md, minWidth: 0 });

export const mainTop = style({ '@media': { [above('desktop')]: { gridColumn: 1, gridRow: 1 } } });
export const side = style({ '@media': { [above('desktop')]: { gridColumn: 2, gridRow: '1 / span 2' } } });
export const mainRest = style({ '@media': { [above('desktop')]: { gridColumn: 1, gridRow: 2 } } });

export const section = style({ display: 'grid', gap: space.xs, alignContent: 'start' });

export const panel = style({
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  padding: space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
});

export const sectionTitle = style({ margin: 0, fontSize: fontSize.h3, lineHeight: lineHeight.heading });

export const earn = style({ margin: 0, fontWeight: fontWeight.bold, color: vars.color.brandText, fontSize: fontSize.lead });

export const tag = style({
  justifySelf: 'start',
  padding: `2px ${space.xs}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
});

export const plainList = style({ display: 'grid', gap: space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const offer = style({ display: 'grid', gap: '2px', padding: space.xs, borderRadius: radius.md, background: vars.color.surface });

/** The 7-day earning calendar: seven equal cells that wrap to a row of four and three on phones. */
export const calendar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '2px',
  padding: `${space.xxs} 2px`,
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSize.small,
  textAlign: 'center',
});

export const dayEarns = style({ background: vars.color.positiveSubtle, borderColor: vars.color.positive });

export const dayName = style({ fontWeight: fontWeight.bold });

export const flex = style({
  margin: 0,
  padding: space.xs,
  borderRadius: radius.md,
  background: vars.color.accentSubtle,
  fontWeight: fontWeight.semibold,
});

export const hours = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${space.sm}`, margin: 0 });

/** One day's term and hours, laid out by the list's grid. */
export const hoursRow = style({ display: 'contents' });

globalStyle(`${hours} dt`, { fontWeight: fontWeight.semibold });
globalStyle(`${hours} dd`, { margin: 0 });
/** Today's row stands out (bold, and "today" for screen readers). */
globalStyle(`${hoursRow}[aria-current] > *`, { fontWeight: fontWeight.bold });

export const menuImages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.sm,
});

export const review = style({ display: 'grid', gap: '2px', paddingBlock: space.xs, borderTop: `1px solid ${vars.color.border}` });

export const reviewAuthor = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });

/** The not-found and failed states: a heading, a line and one way on. */
export const state = style({ display: 'grid', gap: space.sm, justifyItems: 'start', paddingBlock: space.md });

// The skeleton: the loaded page's boxes, shimmering unless motion is reduced.
const shimmer = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } });

export const bone = style({
  display: 'block',
  borderRadius: radius.sm,
  background: vars.color.surface,
  animation: `${shimmer} 900ms ease-in-out infinite alternate`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The picture's box: the merchant's picture as soon as the page's head has it (early-requests.ts),
 *  cropped as the loaded page's <img> is, so the swap to the page moves and changes nothing. */
export const bonePromo = style([
  bone,
  {
    width: '100%',
    ...promoShape,
    borderRadius: radius.lg,
    ...earlyPictureBackground,
    selectors: { '[data-early-picture] &': { animation: 'none' } },
  },
]);
export const boneTitle = style([bone, { height: `calc(${fontSize.h1} * ${lineHeight.heading})`, width: '70%' }]);
export const boneLine = style([bone, { height: '1.5em', width: '55%' }]);
export const bonePanel = style([bone, { height: '220px', width: '100%', borderRadius: radius.md }]);

/** "You are offline, showing the page saved on this device." */
export { notice as offline } from '../../ui/notice.css.ts';
