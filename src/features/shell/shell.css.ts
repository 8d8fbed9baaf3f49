import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

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

export const header = style({ background: vars.color.background, borderBottom: `1px solid ${vars.color.border}` });

export const navbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '64px',
  flexWrap: 'wrap',
});

export const logoLink = style({ display: 'inline-flex', alignItems: 'center', marginInlineEnd: 'auto' });

export const logo = style({ height: '36px', width: `calc(36px * ${vars.logo.aspect})`, maxWidth: '50vw', objectFit: 'contain' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const authArea = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const searchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  color: vars.color.text,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.textMuted, pointerEvents: 'none' } },
});

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

export const footerLink = style({ color: 'inherit' });

export const footerSmall = style({ fontSize: '0.875rem', margin: `${space.xs} 0 0` });

// Links inside CMS text in the footer take the footer's own readable colour.
globalStyle(`${footer} a`, { color: 'inherit' });
