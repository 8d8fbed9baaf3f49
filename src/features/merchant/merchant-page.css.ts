// The merchant page (spec 000 §2 "Merchant detail screen"): a header (promo picture beside the
// name and facts on wide screens), then the main column (earning, offers, about, menu, reviews,
// events) and a side column (reservations, ordering, location and hours). The loading skeleton
// uses the same boxes, so nothing moves when the merchant arrives. Theme vars only.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius } from '../../theme/system.ts';

/** Spec 000 §7: the "aspect 1.6 at width 600" transform. */
export const promoWidth = 600;
export const promoHeight = Math.round(promoWidth / 1.6);

export const page = style({ display: 'grid', gap: space.md });

export const header = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'start',
  '@media': { [above('tablet')]: { gridTemplateColumns: `minmax(0, ${promoWidth}px) minmax(0, 1fr)` } },
});

export const media = style({ position: 'relative', margin: 0 });

export const promo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1.6',
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

export const bonePromo = style([bone, { width: '100%', aspectRatio: '1.6', borderRadius: radius.lg }]);
export const boneTitle = style([bone, { height: `calc(${fontSize.h1} * ${lineHeight.heading})`, width: '70%' }]);
export const boneLine = style([bone, { height: '1.5em', width: '55%' }]);
export const bonePanel = style([bone, { height: '220px', width: '100%', borderRadius: radius.md }]);

/** "You are offline, showing the page saved on this device." */
export { notice as offline } from '../../ui/notice.css.ts';
