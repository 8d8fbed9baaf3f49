// The main and member menus: their buttons and the elevated panels under them
// (MainMenu.astro, MemberMenu.astro).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, below, space, type breakpoints } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, radius, transition } from '../../theme/system.ts';
import { iconButton } from '../../ui/icon-button.css.ts';

/** A menu link's mobile or desktop text (a CMS link may have both). */
export const fromDesktop = style({ '@media': { [below('desktop')]: { display: 'none' } } });
export const belowDesktop = style({ '@media': { [above('desktop')]: { display: 'none' } } });

export const menuRoot = style({ position: 'relative', display: 'inline-block' });

/** The menu button: an icon on phones, icon and "Menu" from the desktop breakpoint. */
export const menuButton = style([
  iconButton,
  {
    gap: space.xs,
    fontWeight: fontWeight.semibold,
    '@media': { [above('desktop')]: { width: 'auto', paddingInline: space.xs } },
  },
]);

/** Visually hidden below a breakpoint, still the control's accessible name there. */
const hiddenBelow = (bp: keyof typeof breakpoints) =>
  style({
    '@media': {
      [below(bp)]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    },
  });

/** "Menu" beside the icon from the desktop breakpoint; the accessible name on every width. */
export const menuButtonText = hiddenBelow('desktop');

/** The member's greeting beside the avatar from the tablet breakpoint (phones: avatar only). */
export const memberGreeting = hiddenBelow('tablet');

// The open menu swaps the burger for a close mark (the button's state, no script).
export const whenClosed = style({});
export const whenOpen = style({});
globalStyle(`[aria-expanded="true"] > ${whenClosed}, [aria-expanded="false"] > ${whenOpen}`, { display: 'none' });

export const memberButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: `${space.xxs} ${space.xs} ${space.xxs} ${space.xxs}`,
  background: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.pill,
  fontWeight: fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: transition('background-color', 'border-color'),
  ':hover': { background: vars.color.surface },
  ':active': { background: vars.color.disabledSurface },
  selectors: { '&[aria-expanded="true"]': { background: vars.color.brandSubtle, borderColor: vars.color.brandText } },
});

/** The member's initial-less avatar: a person in a brand-tinted circle. */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '34px',
  borderRadius: '50%',
  background: vars.color.brandSubtle,
  color: vars.color.brandText,
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

// Menus are elevated panels under their button, scrolling inside when taller than the window.
const panel = {
  position: 'absolute',
  top: `calc(100% + ${space.xs})`,
  zIndex: 30,
  minWidth: '280px',
  maxWidth: `calc(100vw - 2 * ${space.xs})`,
  maxHeight: 'calc(100dvh - 96px)',
  overflowY: 'auto',
  padding: space.xs,
  background: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[2],
} as const;

/** The main menu: nearly the phone's width on phones, a dropdown column from the tablet breakpoint. */
export const menuPanel = style({ ...panel, left: 0, width: `min(360px, calc(100vw - 2 * ${space.xs}))` });
export const menuPanelEnd = style({ ...panel, right: 0 });

export const menuAccount = style({ display: 'grid', gap: space.xs, padding: `${space.xxs} ${space.xxs} ${space.xs}` });

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: `${space.xxs} 0`,
  selectors: {
    '& + &, div + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: space.xxs, paddingTop: space.xs },
  },
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  padding: space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: radius.sm,
  transition: transition('background-color', 'color'),
  ':hover': { background: vars.color.surface, color: vars.color.text, textDecoration: 'none' },
  ':active': { background: vars.color.disabledSurface },
  // Inside the scrolling panel an outside ring would be clipped at the edges.
  ':focus-visible': { outlineOffset: '-3px' },
});

/** A menu item's leading icon, in the brand tone. */
export const menuIcon = style({ color: vars.color.brandText });

export const memberSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xxs} ${space.xxs} ${space.xs}`,
  overflowWrap: 'anywhere',
});

export const memberSummaryText = style({ display: 'grid', minWidth: 0, lineHeight: lineHeight.heading });

export const memberEmail = style({ fontSize: fontSize.small, color: vars.color.textMuted });
