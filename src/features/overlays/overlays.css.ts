import { globalStyle, style } from '@vanilla-extract/css';
import { barIconButton } from '../../ui/bar.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

/**
 * The bottom dock: announcement, install banner and survey drawers appear late (after cookies and
 * the member are known), so they overlay the page instead of pushing it (no layout shift). The dock
 * element pads the page bottom by its height so nothing stays hidden behind it.
 */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 900,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  pointerEvents: 'none',
});

globalStyle(`${dock} > *`, { pointerEvents: 'auto' });

/** The announcement's tooltip: a disclosure button and the text it shows. */
export const tipWrap = style({ position: 'relative', display: 'inline-block', verticalAlign: 'middle' });

export const tipButton = style([barIconButton, { width: '32px', height: '32px', minWidth: '24px', color: vars.color.link }]);

export const tip = style({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: 'min(315px, 90vw)',
  padding: space.xs,
  borderRadius: '4px',
  background: vars.color.text,
  color: vars.color.background,
  fontSize: '0.875rem',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
  '@media': { [above('tablet')]: { left: 0, transform: 'none' } },
});

/** Update-required screen: takes the place of the main content. */
export const update = style({ maxWidth: '40rem', marginInline: 'auto', paddingBlock: space.lg, textAlign: 'center' });
