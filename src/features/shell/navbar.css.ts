// The navbar's look: the skip link, the sticky header with logo, search and auth links, and the
// back bar under it (src/features/shell/Navbar.astro). Menus: menu.css.ts; footer: footer.css.ts.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, below, space, subBarHeight } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, motion, radius } from '../../theme/system.ts';
import { iconButton } from '../../ui/icon-button.css.ts';

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

/** An sso partner's joining pages on a phone: no menu to balance, so the logo leads and the row's end
 *  has room for "sign out of {program}" on two short lines. */
export const logoFirst = style({
  '@media': { [below('tablet')]: { gridTemplateColumns: 'auto 1fr' } },
});

export const navStart = style({ display: 'flex', alignItems: 'center', marginInlineStart: `calc(-1 * ${space.xxs})` });
globalStyle(`${logoFirst} > ${navStart}`, { '@media': { [below('tablet')]: { display: 'none' } } });
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
// "Sign In" on one line at 390 px (issue #25): the link keeps its width and the grid gives it the room.
globalStyle(`${alreadyMember} > a`, { whiteSpace: 'nowrap', flexShrink: 0 });
export const fromTablet = style({ '@media': { [below('tablet')]: { display: 'none' } } });
/** An sso partner's "sign out of {program}" on a phone: two short lines in small type at the row's
 *  end, not three bold ones that tower over the logo. */
export const programSignOut = style({});
// (a.class: over the tertiary button's own padding and type, whatever the stylesheet order.)
globalStyle(`a${programSignOut}`, {
  '@media': {
    [below('tablet')]: {
      maxWidth: '8.5rem',
      paddingInline: 0,
      fontSize: fontSize.small,
      lineHeight: 1.25,
      textAlign: 'end',
    },
  },
});
/** The search link: a 44px icon target; on the search page itself, shown but inert. */
export const searchLink = style([
  iconButton,
  {
    selectors: {
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'default', background: 'transparent' },
    },
  },
]);

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
