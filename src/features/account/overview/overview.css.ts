// The account overview (spec 001 §2 Overview row): the membership panel (tier, status summary, the
// VIP progress, this year's summary), the referral box and the bonus banners in their two groups.
// The static HTML is the same frame with placeholders of the loaded parts' size, so the member's
// data arrives without moving anything: the membership panel keeps a minimum height (taller where
// the partner has VIP and the progress may show) and the bonus groups come last on the page.
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { above, space } from '../../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius } from '../../../theme/system.ts';

export const island = style({ display: 'grid', gap: space.md, marginBlockStart: space.sm });

const panelBase = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.xs,
  padding: space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
  minWidth: 0,
});

export const panel = panelBase;

/** The membership panel's reserved height (issue #25: the headline figures, the earning and status
 *  texts, the tier ladder): a card member's, so their data moves nothing below; `vip` adds the VIP
 *  figure, ticker, bar and meter. The static frame takes `vip` where the partner has VIP; loaded, a
 *  member with no VIP progress to show (a VIP) gets `plain`, so no empty space is kept for it. */
export const membership = styleVariants({
  plain: [panelBase, { minHeight: '37.5rem', '@media': { [above('tablet')]: { minHeight: '32rem' } } }],
  vip: [panelBase, { minHeight: '61rem', '@media': { [above('tablet')]: { minHeight: '47.5rem' } } }],
});

export const referral = style([panelBase, { minHeight: '12.5rem', '@media': { [above('tablet')]: { minHeight: '10rem' } } }]);

export const sectionTitle = style({ margin: 0, fontSize: fontSize.h3, lineHeight: lineHeight.heading });

export const groupTitle = style({ margin: 0, fontSize: fontSize.lead, lineHeight: lineHeight.heading });

export const text = style({ margin: 0 });

export const tierLine = style({ margin: 0, fontSize: fontSize.lead, fontWeight: fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The VIP ticker, progress bar and visit meter. */
export const progress = style({
  display: 'grid',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.brandSubtle,
});

export const progressTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold });

export const ticker = style({ margin: 0, fontSize: fontSize.lead, fontWeight: fontWeight.semibold, color: vars.color.brandText });

export const gauge = style({ display: 'grid', gap: space.xxs });

export const gaugeLabel = style({ fontSize: fontSize.small, fontWeight: fontWeight.semibold });

export const bar = style({ display: 'block', width: '100%', height: '12px', accentColor: vars.color.brand });
// The meter in the brand colour too (Chromium and WebKit draw it from these parts).
globalStyle(`${bar}::-webkit-meter-bar`, {
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.pill,
});
globalStyle(`${bar}::-webkit-meter-optimum-value`, { background: vars.color.brand, borderRadius: radius.pill });

/** This year's figures (the dine summary). */
export const yearFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xxs} ${space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({ fontWeight: fontWeight.semibold });

export const inlineAction = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

/** The referral link and its copy button on one row where there is room. */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'stretch' });

export const linkInput = style({ flex: '1 1 16rem' });

export const fieldLabel = style({ fontWeight: fontWeight.semibold });

/** A polite message region that takes no room while empty. */
export const message = style({ margin: 0, minHeight: '1.5em', fontSize: fontSize.small, fontWeight: fontWeight.semibold });

export const bonuses = style({ display: 'grid', gap: space.sm, minHeight: '6rem' });

/** A section's heading with the status message under it (no gap while the message is empty). */
export const sectionHead = style({ display: 'grid', gap: space.xs });

export const bannerGrid = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Every banner, and its placeholder in the frame, at least this tall: the frame reserves a card
 *  per CMS banner, so the banners that arrive take the room kept for them. */
export const banner = style({
  minHeight: '18.5rem',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
});

export const bannerImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const bannerBody = style({ display: 'grid', gap: space.xs, padding: space.sm, alignContent: 'start', flex: '1 1 auto' });

export const bannerTitle = style({ margin: 0, fontSize: fontSize.h3, lineHeight: lineHeight.heading });

export const bannerFoot = style({ display: 'grid', gap: space.xs, padding: `0 ${space.sm} ${space.sm}` });

export const tag = style({
  justifySelf: 'start',
  padding: `2px ${space.xs}`,
  borderRadius: radius.pill,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const mobileOnly = style({ '@media': { [above('tablet')]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [above('tablet')]: { display: 'revert' } } });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** Placeholder lines of the static frame, the size of the text they stand for. */
export const placeholder = style({
  display: 'block',
  height: '1.1em',
  marginBlock: '0.2em',
  borderRadius: radius.sm,
  background: vars.color.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A group heading's place in the frame: one line of the group title's size. */
export const headingPlaceholder = style([
  placeholder,
  { width: '30%', marginBlock: 0, fontSize: fontSize.lead, height: `calc(1em * ${lineHeight.heading})` },
]);

export const placeholderWidth = styleVariants({ short: { width: '40%' }, medium: { width: '65%' }, long: { width: '90%' } });

/** An activated bonus's tag with its date beside it. */
export const tagRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, margin: 0 });

/** The app's store links under an app-only bonus. */
export const appLinks = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
