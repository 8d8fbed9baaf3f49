// The overview as a member's dashboard (issue #25): the headline figures in large type at the top of
// the membership panel, and the right rail's boxes in the page's side column (below desktop width
// it comes after the main column).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { panel } from './overview.css.ts';
import { above, space } from '../../../theme/layout.ts';
import { fontSize, fontWeight, lineHeight, radius } from '../../../theme/system.ts';

/** The rail in the page's side column: after the column's CMS text ("Need help?"), so its boxes
 *  arrive below it and move nothing; the column is no longer sticky (the rail can be taller than
 *  the window) and its boxes stand on their own. */
export const railSlot = style({ order: 1, minWidth: 0 });
// The page's side column (StandardPage's aside) holding the rail.
globalStyle(`aside:has(> ${railSlot})`, {
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  position: 'static',
});

export const rail = style({ display: 'grid', gap: space.sm, minWidth: 0 });

/** The rail's live region takes no room (nor a gap) while it has nothing to say. */
export const railStatus = style({ selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${space.sm})` } } });

/** The headline figures: one column on a phone, two a row from large-mobile width (the tier's
 *  takes a whole row when it has no VIP figure beside it). */
export const figures = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  '@media': { [above('largeMobile')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wideFigure = style({ gridColumn: '1 / -1' });

export const figure = style({
  // The value's type scales down to the figure's width (cqi), so "$12,345.67 in credit" stays on
  // one line: loaded, a figure is the height of its placeholder.
  containerType: 'inline-size',
  display: 'grid',
  alignContent: 'start',
  gap: '2px',
  padding: space.xs,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: fontSize.small, fontWeight: fontWeight.semibold, color: vars.color.textMuted });

/** The figure itself, in large type: one line tall, loaded or not. */
export const figureValue = style({
  margin: 0,
  fontSize: `min(${fontSize.h2}, 8.5cqi)`,
  whiteSpace: 'nowrap',
  lineHeight: lineHeight.heading,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
  minHeight: `calc(1em * ${lineHeight.heading})`,
});

/** The tier figure: the membership text, then its rate as a badge. */
export const tierValue = style({ margin: 0, fontSize: fontSize.lead, lineHeight: lineHeight.heading, fontWeight: fontWeight.bold });

export const rate = style({
  display: 'inline-block',
  marginInlineStart: space.xxs,
  padding: '0 8px',
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: fontSize.body,
  whiteSpace: 'nowrap',
});

export const figureNote = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** A loading figure's place: the value's line. */
export const valuePlaceholder = style({
  display: 'block',
  width: '60%',
  height: `calc(1em * ${lineHeight.heading})`,
  borderRadius: radius.sm,
  background: vars.color.border,
});

export const note = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });

/** A rail box: the overview's panel; its rows share a held height (cardsBox) rather than packing at the top. */
export const box = style([panel, { alignContent: 'normal' }]);

export const boxTitle = style({ margin: 0, fontSize: fontSize.lead, lineHeight: lineHeight.heading });

export const boxText = style({ margin: 0 });

/** The rail's bonus repeats the first Available banner: beside the main column only. */
export const desktopBox = style([box, { display: 'none', '@media': { [above('desktop')]: { display: 'grid' } } }]);

/** The cards box, loading or loaded: one height (title, count, brands, endings, link). */
export const cardsBox = style([box, { minHeight: '16.375rem' }]);

// The side column spaces its CMS text's headings and paragraphs; the rail's boxes space their own.
globalStyle(`${railSlot} ${rail} :is(h2, h3, p)`, { margin: 0 });
globalStyle(`${railSlot} ${rail} h2`, { fontSize: fontSize.lead });
