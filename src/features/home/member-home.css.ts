// The signed-in member's summary on the home page (MemberHome.astro): three tiles, one column on
// phones, a row from the tablet breakpoint. Each tile reserves its figure and detail lines, so the
// figures arriving move nothing.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, letterSpacing, lineHeight, radius } from '../../theme/system.ts';

export const section = style({ display: 'block', marginBlock: `0 ${space.xl}` });

export const title = style({ margin: `0 0 ${space.sm}` });

export const tiles = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: space.xxs,
  padding: space.sm,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
});

export const tileTitle = style({
  margin: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: letterSpacing.caps,
});

export const figure = style({
  margin: 0,
  minHeight: `calc(${lineHeight.tight} * 1em)`,
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const detail = style({ margin: 0, minHeight: '1.5em', fontSize: fontSize.small, color: vars.color.textMuted });

export const link = style({ justifySelf: 'start', marginTop: space.xs, fontWeight: fontWeight.semibold });
