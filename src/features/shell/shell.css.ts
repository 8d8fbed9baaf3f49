import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, breakpoints, space, subBarHeight } from '../../theme/layout.ts';

const below = (bp: keyof typeof breakpoints) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

export const skipLink = style({
  position: 'absolute',
  left: space.xs,
  top: '-100px',
  zIndex: 100,
  padding: space.xs,
  background: vars.color.background,
  color: vars.color.link,
  ':focus': { top: space.xs },
});

export const header = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'transform 0.2s ease-out',
  selectors: { '&[data-hidden]': { transform: 'translateY(-100%)' } },
});

export const navbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '64px',
});

export const navStart = style({ display: 'flex', alignItems: 'center' });
export const navEnd = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: space.xs });

export const logoLink = style({ display: 'inline-flex', alignItems: 'center' });

export const logo = style({ height: '36px', width: `calc(36px * ${vars.logo.aspect})`, maxWidth: '40vw', objectFit: 'contain' });

// Auth links move into the main menu below the navbar breakpoint (spec 000 §2).
export const authArea = style({ display: 'flex', alignItems: 'center', gap: space.xs });
globalStyle(`${authArea} > a`, { '@media': { [below('navbar')]: { display: 'none' } } });

export const authLink = style({ color: vars.color.link, fontWeight: 700, padding: '10px 8px' });

export const alreadyMember = style({ display: 'flex', alignItems: 'center', gap: space.xxs, margin: 0 });
export const fromTablet = style({ '@media': { [below('tablet')]: { display: 'none' } } });
export const fromDesktop = style({ '@media': { [below('desktop')]: { display: 'none' } } });
export const belowDesktop = style({ '@media': { [above('desktop')]: { display: 'none' } } });

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: vars.color.text,
} as const;

export const searchLink = style({
  ...iconButton,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default' } },
});

export const menuRoot = style({ position: 'relative', display: 'inline-block' });

export const menuButton = style({ ...iconButton, background: 'none', border: 0, cursor: 'pointer', padding: 0 });

export const memberButton = style({
  ...iconButton,
  gap: space.xxs,
  paddingInline: space.xs,
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  font: 'inherit',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
});

const panel = {
  position: 'absolute',
  top: 'calc(100% + 8px)',
  zIndex: 30,
  minWidth: '260px',
  maxWidth: 'calc(100vw - 20px)',
  maxHeight: 'calc(100vh - 89px)',
  overflowY: 'auto',
  padding: space.xs,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
} as const;

export const menuPanel = style({ ...panel, left: 0 });
export const menuPanelEnd = style({ ...panel, right: 0 });

export const menuAccount = style({ display: 'grid', gap: space.xs, padding: space.xs });

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: `${space.xxs} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const menuLink = style({
  display: 'block',
  padding: '10px',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: '4px',
  ':hover': { background: vars.color.surface, textDecoration: 'underline' },
});

export const memberSummary = style({
  display: 'grid',
  padding: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const subBar = style({ display: 'flex', alignItems: 'center', height: subBarHeight, borderTop: `1px solid ${vars.color.border}` });

export const backLink = style({ color: vars.color.link, fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: '44px' });

export const footer = style({
  marginTop: space.xl,
  paddingBlock: space.lg,
  background: vars.color.footer,
  color: vars.color.onFooter,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.sm}`,
  listStyle: 'none',
  margin: `0 0 ${space.sm}`,
  padding: 0,
  '@media': { [above('tablet')]: { gap: `${space.xs} ${space.md}` } },
});

export const footerLink = style({ color: 'inherit', display: 'inline-block', paddingBlock: '4px' });

export const footerSmall = style({ fontSize: '0.875rem', margin: `${space.xs} 0 0` });

export const footerLogos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  margin: `${space.sm} 0 0`,
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

// Links inside CMS text in the footer take the footer's own readable colour.
globalStyle(`${footer} a`, { color: 'inherit' });
