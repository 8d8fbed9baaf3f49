// An earn page: the CMS earn banner, the disclaimer, and the page's main action pinned to the
// bottom of the screen below the desktop breakpoint.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, breakpoints, space } from '../../theme/layout.ts';
import { fontSize, lineHeight, radius } from '../../theme/system.ts';

export const disclaimer = style({
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.small,
  color: vars.color.textMuted,
});
globalStyle(`${disclaimer} p`, { maxWidth: '80ch' });

/** The earn banner: the earn rate, called out under the page heading on the brand tint. */
export const earnBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  marginBlock: `0 ${space.md}`,
  padding: `${space.sm}`,
  border: `1px solid color-mix(in srgb, ${vars.color.brandText} 16%, transparent)`,
  borderRadius: radius.md,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontSize: fontSize.lead,
  lineHeight: lineHeight.heading,
  '@media': { [above('tablet')]: { padding: `${space.sm} ${space.md}` } },
});
globalStyle(`${earnBanner} p`, { margin: 0 });

export const earnBannerIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const earnBannerText = style({ minWidth: 0 });

// The main action bar: pinned (fixed) to the bottom of the screen on phones and tablets; gone
// from the desktop breakpoint (the side column and the page's own buttons are in view there).
// While the overlay dock shows something (announcement, install banner, a survey: they live in the
// same strip of screen) it waits: one pinned bar at a time, and the page's own buttons are still
// there. Pinned, it reserves its height at the end of the page (footer padding) and in the scroll
// padding, so neither the footer's last line nor a focused control ends up hidden behind it.
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;
const dockInUse = 'overlay-dock :is(announcement-banner, install-banner, [data-survey]):not([hidden])';
/** A 48px button between 10px paddings, plus the home-indicator area on notched phones. */
const barHeight = `calc(48px + 2 * ${space.xs} + env(safe-area-inset-bottom, 0px))`;

export const mainActionBar = style({
  display: 'none',
  '@media': {
    [belowDesktop]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 800,
      padding: `${space.xs} ${space.sm}`,
      paddingBottom: `calc(${space.xs} + env(safe-area-inset-bottom, 0px))`,
      background: vars.color.raised,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: '0 -8px 24px -6px rgb(16 24 40 / 0.14)',
    },
  },
});

export const mainActionInner = style({ maxWidth: '480px', marginInline: 'auto' });

globalStyle(`body:has(${dockInUse}) ${mainActionBar}`, { display: 'none' });
globalStyle(`body:has(${mainActionBar}):not(:has(${dockInUse})) > footer`, {
  '@media': { [belowDesktop]: { paddingBottom: `calc(${space.md} + ${barHeight})` } },
});
globalStyle(`html:has(${mainActionBar}):not(:has(${dockInUse}))`, {
  '@media': { [belowDesktop]: { scrollPaddingBottom: `${barHeight} !important` } },
});
