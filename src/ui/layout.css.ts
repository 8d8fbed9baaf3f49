import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { above, grid, space } from '../theme/layout.ts';

/** Centred content column with the spec's gutters. */
export const container = style({
  width: '100%',
  maxWidth: grid.contentMax,
  marginInline: 'auto',
  paddingInline: grid.gutterMobile,
  '@media': { [above('desktop')]: { paddingInline: grid.gutterDesktop } },
});

export const main = style({ flex: '1 0 auto', paddingBlock: space.md });

export const lead = style({ fontSize: '1.125rem', color: vars.color.textMuted, maxWidth: '60ch' });

/** A wrapping row of links or buttons (a page's next steps, the account tabs). */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, padding: 0, listStyle: 'none' });
