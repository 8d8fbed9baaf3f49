// Content pages (spec 000 §2 "Content page template"): the CMS banner, the page heading, the main
// and side columns and the next-step links, on the design system's rhythm.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius } from '../../theme/system.ts';

/** The CMS banner above a page's heading: a brand band with the entry's words large. */
export const banner = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.sm} ${space.sm}`,
  marginBottom: space.md,
  // A soft light falling across the brand colour, so the band has depth without an image.
  background: `radial-gradient(120% 160% at 100% 0%, color-mix(in srgb, ${vars.color.onBrand} 12%, transparent), transparent 60%), ${vars.color.brand}`,
  color: vars.color.onBrand,
  borderRadius: radius.lg,
  boxShadow: elevation[1],
  fontSize: fontSize.lead,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.heading,
  '@media': { [above('tablet')]: { padding: `${space.md} ${space.lg}` } },
});
globalStyle(`${banner} p`, { margin: 0 });
globalStyle(`${banner} a`, { color: 'inherit' });
globalStyle(`${banner} a:hover`, { color: 'inherit' });
globalStyle(`${banner} :focus-visible`, { outlineColor: vars.color.focusOnBrand });

/** The page's title and lead paragraph. */
export const heading = style({ marginBottom: space.md, '@media': { [above('desktop')]: { marginBottom: space.lg } } });
globalStyle(`${heading} > h1`, { margin: 0, maxWidth: '28ch' });
globalStyle(`${heading} > p`, { margin: `${space.xs} 0 0` });

/** Main and side column (spec 000 §2 content page template): side by side from the desktop breakpoint. */
export const columns = style({
  display: 'grid',
  gap: space.md,
  alignItems: 'start',
  '@media': { [above('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: space.lg } },
});

/** The main column: CMS items spaced evenly, headings a step apart from what they introduce. */
export const mainColumn = style({ minWidth: 0 });
globalStyle(`${mainColumn} > :first-child`, { marginTop: 0 });
globalStyle(`${mainColumn} > :is(h2, h3)`, { marginTop: space.md });
globalStyle(`${mainColumn} > :is(h2, h3):first-child`, { marginTop: 0 });

/** The side column: a tinted panel that stays in view beside a long main column. */
export const side = style({
  padding: space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  fontSize: fontSize.small,
  '@media': {
    [above('desktop')]: { position: 'sticky', top: `calc(72px + ${space.sm})`, padding: space.md },
  },
});
globalStyle(`${side} :is(h2, h3)`, { fontSize: fontSize.h3, margin: `${space.sm} 0 ${space.xs}` });
globalStyle(`${side} > :first-child, ${side} > :first-child > :first-child`, { marginTop: 0 });
globalStyle(`${side} > :last-child, ${side} > :last-child > :last-child`, { marginBottom: 0 });
globalStyle(`${side} p`, { margin: `0 0 ${space.xs}` });

/** What goes under both columns (a disclaimer). */
export const end = style({ marginTop: space.lg });

/** The page's next steps: a row of buttons set off from the content above. */
export const nextSteps = style({ marginBlock: `${space.lg} 0` });
