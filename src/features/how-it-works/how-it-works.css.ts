// The three how-it-works steps: one column on phones, three from the tablet breakpoint. On phones a
// step is a compact row (picture beside the words); from the tablet breakpoint a centred card with
// the picture on top. The step's number sits on a filled badge at the picture's corner.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, breakpoints, space } from '../../theme/layout.ts';
import { fontSize, fontWeight, lineHeight, radius } from '../../theme/system.ts';
import { card } from '../../ui/card.css.ts';

const tablet = above('tablet');
const phoneArt = 88;
const tabletArt = 160;

/** The picture's drawn width at each viewport width (its `sizes`), and the srcset widths (1x, 2x). */
export const artSizes = `(min-width: ${breakpoints.tablet}px) ${tabletArt}px, ${phoneArt}px`;
export const artWidths = [phoneArt, tabletArt, phoneArt * 2, tabletArt * 2] as const;

export const steps = style({
  display: 'grid',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: `${phoneArt}px minmax(0, 1fr)`,
    gridTemplateAreas: '"art title" "art body"',
    gridTemplateRows: 'auto 1fr',
    alignContent: 'start',
    columnGap: space.sm,
    rowGap: space.xxs,
    padding: space.sm,
    overflow: 'visible',
    '@media': {
      [tablet]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"art" "title" "body"',
        gridTemplateRows: 'auto',
        justifyItems: 'center',
        rowGap: space.xs,
        padding: `${space.md} ${space.sm}`,
        textAlign: 'center',
      },
    },
  },
]);

export const art = style({
  gridArea: 'art',
  position: 'relative',
  width: `${phoneArt}px`,
  height: `${phoneArt}px`,
  '@media': { [tablet]: { width: `${tabletArt}px`, height: `${tabletArt}px`, marginBottom: space.xs } },
});

export const picture = style({ display: 'block', width: '100%', height: 'auto' });

/** The step's number on a filled badge at the picture's corner, ringed in the card colour. */
export const number = style({
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: `0 0 0 3px ${vars.color.raised}`,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [tablet]: { top: space.xs, left: space.xs, width: '34px', height: '34px', fontSize: fontSize.body } },
});

export const title = style({ gridArea: 'title', margin: 0, fontSize: fontSize.h3, alignSelf: 'end' });

export const body = style({
  gridArea: 'body',
  margin: 0,
  maxWidth: '32ch',
  color: vars.color.textMuted,
  lineHeight: lineHeight.body,
});

/** Issue #25: what each tier earns, under the steps (the ladder is TierLadder.astro). */
export const tiers = style({ display: 'grid', gap: space.sm, marginBlockStart: space.lg, maxWidth: '48rem' });

export const tiersTitle = style({ margin: 0, fontSize: fontSize.h3 });
