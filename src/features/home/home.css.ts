// The home hero (HomeHero.astro): a brand-tinted band straight under the navbar, text and actions
// beside the picture from the desktop breakpoint, one column below it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, letterSpacing, lineHeight, radius } from '../../theme/system.ts';
import { heroColumns } from './hero.ts';

const columns = ({ text, media }: { text: number; media: number }) => `minmax(0, ${text}fr) minmax(0, ${media}fr)`;

/**
 * The band. Its tint reaches the viewport's edges through a spread shadow clipped to its own
 * height (not a 100vw box, which would add a horizontal scrollbar where scrollbars take room).
 * The negative top margin takes back the page's top padding (src/ui/layout.css.ts `main`), so the
 * band starts at the navbar.
 */
export const hero = style({
  display: 'grid',
  gap: space.lg,
  marginTop: `calc(-1 * ${space.md})`,
  marginBottom: space.xl,
  paddingBlock: `${space.md} ${space.lg}`,
  background: vars.color.brandSubtle,
  boxShadow: `0 0 0 100vmax ${vars.color.brandSubtle}`,
  clipPath: 'inset(0 -100vmax)',
  '@media': {
    [above('tablet')]: { gridTemplateColumns: columns(heroColumns.tablet), alignItems: 'center', gap: space.md, paddingBlock: space.xl },
    [above('desktop')]: {
      gridTemplateColumns: columns(heroColumns.desktop),
      gap: space.xl,
      paddingBlock: `calc(${space.xl} + ${space.sm})`,
    },
  },
});

/** The text column: every state's variant stacks here; only one shows at a time. */
export const text = style({ display: 'grid', gap: space.md, alignContent: 'start', minWidth: 0 });

export const intro = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });

/** Members' greeting above a CMS entry's own title. */
export const eyebrow = style({
  margin: 0,
  marginBottom: `calc(-1 * ${space.xs})`,
  fontSize: fontSize.lead,
  fontWeight: fontWeight.semibold,
  color: vars.color.brandText,
});

/** The best earn rate, as a pill on the band. */
export const rate = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  margin: 0,
  padding: `${space.xxs} ${space.xs}`,
  paddingInlineStart: '8px',
  borderRadius: radius.pill,
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: elevation[1],
  color: vars.color.brandText,
  fontSize: fontSize.small,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.heading,
});

export const rateIcon = style({ color: vars.color.accent, verticalAlign: 'middle' });

export const headline = style({
  margin: 0,
  maxWidth: '16ch',
  fontFamily: vars.font.heading,
  fontSize: fontSize.display,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: letterSpacing.display,
  color: vars.color.text,
  textWrap: 'balance',
});

export const lead = style({
  margin: 0,
  maxWidth: '34em',
  fontSize: fontSize.lead,
  lineHeight: lineHeight.relaxed,
  color: vars.color.textMuted,
});
globalStyle(`${lead} > :first-child`, { marginTop: 0 });
globalStyle(`${lead} > :last-child`, { marginBottom: 0 });

/** A row of calls to action (wraps on narrow screens). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.sm}` });

/** A CMS entry: its blocks stacked like the built-in text. */
export const entry = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });

/** The prospect form and the sign-in line under it. */
export const join = style({ display: 'grid', gap: space.xxs, width: '100%', maxWidth: '560px' });

export const signIn = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

/** A link in the hero's text: the link colour, weight to stand beside buttons. */
export const textLink = style({ fontWeight: fontWeight.semibold });

/**
 * The picture column. From the desktop breakpoint two quiet shapes sit behind the picture for
 * depth: a dot grid at its lower left and a tinted disc at its upper right (inside the page's
 * gutter, so nothing overflows).
 */
export const media = style({
  position: 'relative',
  isolation: 'isolate',
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute', zIndex: -1, display: 'none', pointerEvents: 'none' },
    '&::before': {
      left: `calc(-1 * ${space.md})`,
      bottom: `calc(-1 * ${space.md})`,
      width: '45%',
      height: '55%',
      backgroundImage: `radial-gradient(${vars.color.brand} 1.5px, transparent 2px)`,
      backgroundSize: '14px 14px',
      opacity: 0.22,
    },
    '&::after': {
      top: `calc(-1 * ${space.lg})`,
      right: `calc(-1 * ${space.xs})`,
      width: '38%',
      aspectRatio: '1',
      borderRadius: radius.pill,
      background: vars.color.brand,
      opacity: 0.07,
    },
  },
  '@media': { [above('desktop')]: { selectors: { '&::before, &::after': { display: 'block' } } } },
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: radius.lg,
  // A neutral fill while the picture loads; the <img> width/height reserve its shape.
  background: vars.color.surface,
  boxShadow: elevation[3],
});

export const image = style({ display: 'block', width: '100%', height: 'auto' });

/** An editor's image from the CMS: a fixed aspect ratio reserves its space (no layout shift). */
export const cmsImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' });

/** Mobile and desktop wording are both in the HTML; CSS shows the one for the viewport. */
export const mobileOnly = style({ '@media': { [above('tablet')]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [above('tablet')]: { display: 'revert' } } });
