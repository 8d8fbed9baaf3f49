// The shell's look: navbar, menus, back bar and footer, on the design system (src/theme/system.ts)
// and the theme contract only.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, breakpoints, space, subBarHeight } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, lineHeight, motion, radius, transition } from '../../theme/system.ts';
import { iconButton } from '../../ui/icon-button.css.ts';

const below = (bp: keyof typeof breakpoints) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

export const skipLink = style({
  position: 'absolute',
  left: space.xs,
  top: '-100px',
  zIndex: 100,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  background: vars.color.raised,
  color: vars.color.link,
  fontWeight: fontWeight.semibold,
  boxShadow: elevation[2],
  ':focus': { top: space.xs },
});

// Sticky, over the page: a hairline and the lightest elevation keep it apart from content
// scrolling under it.
export const header = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: elevation[1],
  transition: `transform ${motion.base} ${motion.easing}`,
  selectors: { '&[data-hidden]': { transform: 'translateY(-100%)' } },
});

export const navbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '64px',
  '@media': { [above('desktop')]: { minHeight: '72px' } },
});

export const navStart = style({ display: 'flex', alignItems: 'center', marginInlineStart: `calc(-1 * ${space.xxs})` });
export const navEnd = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space.xxs });

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', borderRadius: radius.sm });

export const logo = style({
  display: 'block',
  height: '32px',
  width: `calc(32px * ${vars.logo.aspect})`,
  maxWidth: '40vw',
  objectFit: 'contain',
  '@media': { [above('desktop')]: { height: '36px', width: `calc(36px * ${vars.logo.aspect})` } },
});

// Auth links move into the main menu below the navbar breakpoint (spec 000 §2).
export const authArea = style({ display: 'flex', alignItems: 'center', gap: space.xxs, marginInlineStart: space.xxs });
globalStyle(`${authArea} > a`, { whiteSpace: 'nowrap', '@media': { [below('navbar')]: { display: 'none' } } });

export const alreadyMember = style({ display: 'flex', alignItems: 'center', gap: space.xxs, margin: 0, color: vars.color.textMuted });
export const fromTablet = style({ '@media': { [below('tablet')]: { display: 'none' } } });
export const fromDesktop = style({ '@media': { [below('desktop')]: { display: 'none' } } });
export const belowDesktop = style({ '@media': { [above('desktop')]: { display: 'none' } } });

/** The search link: a 44px icon target; on the search page itself, shown but inert. */
export const searchLink = style([
  iconButton,
  {
    selectors: {
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default', background: 'transparent' },
    },
  },
]);

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

export const subBar = style({
  display: 'flex',
  alignItems: 'center',
  height: subBarHeight,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: '44px',
  marginInlineStart: `calc(-1 * ${space.xxs})`,
  paddingInline: `${space.xxs} ${space.xs}`,
  color: vars.color.link,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: radius.sm,
  ':hover': { textDecoration: 'underline' },
});

// Footer: link columns and app badges over a bottom row of legal text and logos, on the partner's
// dark footer colour; muted text in footerMuted (AA on the footer), the focus ring in onFooter.
export const footer = style({
  marginTop: space.sm,
  paddingBlock: `${space.lg} ${space.md}`,
  background: vars.color.footer,
  color: vars.color.onFooter,
  fontSize: fontSize.small,
  '@media': { [above('desktop')]: { paddingTop: space.xl } },
});

export const footerTop = style({
  display: 'grid',
  gap: space.md,
  '@media': {
    [above('desktop')]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"nav apps" "nav chain"',
      alignItems: 'start',
      columnGap: space.xl,
    },
  },
});

export const footerNav = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'start',
  '@media': {
    [above('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: space.md },
    [above('desktop')]: { gridArea: 'nav' },
  },
});

export const footerApps = style({ '@media': { [above('desktop')]: { gridArea: 'apps' } } });
export const footerChain = style({ '@media': { [above('desktop')]: { gridArea: 'chain' } } });

export const footerHeading = style({
  margin: `0 0 ${space.xs}`,
  fontFamily: vars.font.body,
  fontSize: fontSize.tiny,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.footerMuted,
});

/** A column of footer links (two columns side by side on phones). */
export const footerLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `0 ${space.sm}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: 'inherit',
  fontSize: fontSize.body,
  textDecoration: 'none',
  borderRadius: radius.sm,
  ':hover': { color: 'inherit', textDecoration: 'underline' },
  '@media': { [above('tablet')]: { minHeight: '36px' } },
});

/** The app-store links: outlined badges with a device icon. */
export const appBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [above('desktop')]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const appBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '48px',
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.footerMuted}`,
  borderRadius: radius.md,
  color: vars.color.onFooter,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  transition: transition('border-color', 'background-color'),
  ':hover': { color: vars.color.onFooter, borderColor: vars.color.onFooter, textDecoration: 'none' },
  '@media': { [above('desktop')]: { width: '100%' } },
});

export const footerBottom = style({
  display: 'grid',
  gap: space.sm,
  marginTop: space.lg,
  paddingTop: space.md,
  // A hairline in the footer's own text colour, faint: decorative.
  borderTop: `1px solid color-mix(in srgb, ${vars.color.onFooter} 22%, transparent)`,
  color: vars.color.footerMuted,
});

export const footerSmall = style({ margin: 0, maxWidth: '80ch' });
globalStyle(`${footerSmall} p`, { margin: 0 });

export const footerLogos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const networkLogos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${networkLogos} svg`, { display: 'block', borderRadius: '4px' });

/** On a white tile like the network badges: the partner logo is drawn for the white navbar. */
export const footerPartnerLogo = style({
  display: 'block',
  boxSizing: 'border-box',
  height: '34px',
  width: `calc(26px * ${vars.logo.aspect} + 16px)`,
  padding: '4px 8px',
  background: '#ffffff',
  borderRadius: '4px',
  objectFit: 'contain',
});

// Links inside CMS text in the footer take the footer's own readable colour; every focus ring on
// the dark footer is drawn in its text colour (the page's focus colour is for the page).
globalStyle(`${footer} a`, { color: 'inherit' });
globalStyle(`${footer} ${footerSmall} a`, { color: vars.color.onFooter });
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.onFooter });
