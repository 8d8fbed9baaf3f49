import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { above, grid, space } from '../theme/layout.ts';
import { fontSize, lineHeight } from '../theme/system.ts';

/** Centred content column with the spec's gutters. */
export const container = style({
  width: '100%',
  maxWidth: grid.contentMax,
  marginInline: 'auto',
  paddingInline: grid.gutterMobile,
  '@media': { [above('desktop')]: { paddingInline: grid.gutterDesktop } },
});

// The top padding stays the spec's 30px (a full-bleed band at the top of a page may pull itself up
// by exactly that); the bottom leaves room before the footer.
export const main = style({ flex: '1 0 auto', paddingBlock: `${space.md} ${space.lg}` });

/** The paragraph under a page's title: a step up from body text, muted, a readable measure. */
export const lead = style({
  fontSize: fontSize.lead,
  lineHeight: lineHeight.body,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

/** A wrapping row of links or buttons (a page's next steps, the account tabs). */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, padding: 0, listStyle: 'none' });
