// The footer's look (Footer.astro, NetworkLogos.astro).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius, transition } from '../../theme/system.ts';

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
