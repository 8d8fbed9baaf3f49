import { globalStyle, style } from '@vanilla-extract/css';
import { barIconButton } from '../../ui/bar.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, radius } from '../../theme/system.ts';

/**
 * The bottom dock: announcement, install banner and survey drawers appear late (after cookies and
 * the member are known), so they overlay the page instead of pushing it (no layout shift). The dock
 * element pads the page bottom by its height so nothing stays hidden behind it.
 */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  // Laid out just below the viewport and lifted by its own height: growing moves it by transform,
  // which is not a layout shift (dock-element.ts).
  top: '100%',
  transform: 'translateY(-100%)',
  zIndex: 900,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  pointerEvents: 'none',
});

globalStyle(`${dock} > *`, { pointerEvents: 'auto' });

// Form pages (Overlays.astro): in the page's flow after the footer, never over a field (issue #26).
globalStyle(`${dock}[data-in-flow]`, { position: 'static', transform: 'none' });

/** The announcement keeps its icon, text and dismiss button on one row; the text wraps. */
export const announcement = style({ flexWrap: 'nowrap' });

/** The announcement's tooltip: a disclosure button and the text it shows. */
export const tipWrap = style({ position: 'relative', display: 'inline-block', verticalAlign: 'middle' });

export const tipButton = style([
  barIconButton,
  { width: '32px', height: '32px', minWidth: '24px', marginBlock: `calc(-1 * ${space.xxs})`, color: vars.color.link },
]);

export const tip = style({
  position: 'absolute',
  bottom: `calc(100% + ${space.xxs})`,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: 'min(315px, 90vw)',
  padding: space.xs,
  borderRadius: radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: fontSize.small,
  boxShadow: elevation[3],
  '@media': { [above('tablet')]: { left: 0, transform: 'none' } },
});

/** Update-required screen: takes the place of the main content. */
export const update = style({ maxWidth: '40rem', marginInline: 'auto', paddingBlock: space.lg, textAlign: 'center' });

/** The update screen's picture: a refresh mark on a brand-tinted disc. */
export const updateIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '80px',
  height: '80px',
  marginBottom: space.sm,
  borderRadius: radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.brandText,
});
