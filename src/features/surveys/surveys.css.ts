import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

/** How much of each survey stacked under the front one shows: its top edge (the title bar's colour). */
const stackEdge = '10px';
/** Each step back in the stack is this much narrower on each side, like cards behind one another. */
const stackInset = 8;

/**
 * Spec 000 §9: panel 450px high, at least 350px wide (or the whole screen when narrower). The drawers
 * are in stack order in the markup (the front one first); column-reverse puts the front one at the
 * bottom and the edges of the others above it (spec 000 §2: "only the first is fully visible").
 */
export const drawers = style({
  alignSelf: 'flex-end',
  display: 'flex',
  flexDirection: 'column-reverse',
  width: 'min(100%, 400px)',
  minWidth: 'min(100%, 350px)',
});

export const drawer = style({
  marginInlineEnd: 0,
  borderRadius: '8px 8px 0 0',
  border: `1px solid ${vars.color.border}`,
  borderBottom: 0,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 -2px 12px rgb(0 0 0 / 0.15)',
  overflow: 'hidden',
  selectors: {
    // A survey behind the front one (inert until it comes forward): only its top edge shows.
    // Fainter the further back, so the edge reads as a card behind, not part of the front one.
    '&[inert]': { flex: 'none', height: stackEdge, marginInline: `${3 * stackInset}px`, boxShadow: 'none', opacity: 0.5 },
    '&[inert][data-stack="1"]': { marginInline: `${stackInset}px`, opacity: 0.8 },
    '&[inert][data-stack="2"]': { marginInline: `${2 * stackInset}px`, opacity: 0.65 },
  },
});

export const bar = style({ display: 'flex', alignItems: 'stretch', background: vars.color.brand, color: vars.color.onBrand });

export const toggle = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  minHeight: '44px',
  padding: `${space.xs} ${space.sm}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outlineOffset: '-4px' },
});

export const chevron = style({
  flex: 'none',
  transition: 'transform 0.2s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const close = style({
  flex: 'none',
  width: '44px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ':focus-visible': { outlineOffset: '-4px' },
});

export const panel = style({ height: 'min(450px, calc(100dvh - 120px))' });

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

// A page holds the drawers back (survey-hold.ts): not over the search page's map on a phone, nor
// after a search that failed (issue #24).
globalStyle(`html[data-surveys-held] ${drawers}`, { display: 'none' });
