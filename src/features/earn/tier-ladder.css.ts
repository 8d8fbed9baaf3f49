// The tier ladder (issue #25): Member · Select Member · VIP as steps that rise left to right, each
// with its rate; the member's own step is ringed and labelled "You are here". One look for the static
// (Astro) and the island (React) twin. Where its box is narrow (a phone, the join page's side), the
// steps stack, one full-width row each, so no rate breaks over two lines.
import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, lineHeight, radius } from '../../theme/system.ts';

const ladderBox = createContainer();
/** Three steps of about 10rem each fit side by side from here. */
const narrow = `${ladderBox} (max-width: 32rem)`;

export const box = style({ containerName: ladderBox, containerType: 'inline-size' });

export const ladder = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridAutoFlow: 'row', alignItems: 'stretch' } },
});

export const step = style({
  display: 'grid',
  alignContent: 'start',
  gap: '2px',
  padding: space.xs,
  border: `1px solid ${vars.color.border}`,
  // A brand bar on top, stronger and each step a little taller than the one before: the ladder rises.
  borderTop: `4px solid color-mix(in srgb, ${vars.color.brand} 35%, transparent)`,
  borderRadius: radius.md,
  background: vars.color.raised,
  color: vars.color.text,
  lineHeight: lineHeight.heading,
  minHeight: '5rem',
  selectors: {
    '&:nth-child(2)': { minHeight: '6rem', borderTopColor: `color-mix(in srgb, ${vars.color.brand} 65%, transparent)` },
    '&:nth-child(3)': { minHeight: '7rem', borderTopColor: vars.color.brand },
  },
  // Stacked, the steps are rows of their content's height: the bar's colour still rises.
  '@container': { [narrow]: { minHeight: 0, selectors: { '&:nth-child(n)': { minHeight: 0 } } } },
});

export const current = style({
  borderColor: vars.color.brand,
  borderTopColor: vars.color.brand,
  boxShadow: `0 0 0 2px ${vars.color.brand}`,
  background: vars.color.brandSubtle,
});

export const name = style({ fontSize: fontSize.small, fontWeight: fontWeight.semibold, color: vars.color.textMuted });

export const rate = style({ fontSize: fontSize.lead, fontWeight: fontWeight.bold });

export const here = style({
  justifySelf: 'start',
  marginBlockStart: '2px',
  padding: '0 6px',
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
});

export const how = style({ fontSize: fontSize.small, color: vars.color.textMuted });
