// The search map: Leaflet's container on the theme (a plain themed ground, so it reads with no tile
// server), merchant pins, the selected pin (larger and ringed: not colour alone), the search centre
// (a ring, not a pin), "Search this area" over the map and the tile credit. The map fills the box the
// search page gives it. Theme vars only; Leaflet's own rules come from map-styles.ts.
import { style } from '@vanilla-extract/css';
import { button } from '../../../ui/button.css.ts';
import { vars } from '../../../theme/contract.css.ts';
import { space } from '../../../theme/layout.ts';
import { elevation, fontSize, radius, transition } from '../../../theme/system.ts';

/** Above Leaflet's panes (400-700) and level with its controls (1000): the button is never under a pin. */
const overMap = 1000;

/** Leaflet's container. `.leaflet-container` sets its own grey and type; the doubled class wins over them. */
export const region = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  selectors: {
    '&.leaflet-container': { background: vars.color.surface, fontFamily: vars.font.body, fontSize: fontSize.small },
    // The container clips: the ring goes inside it.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const overlay = style({
  position: 'absolute',
  zIndex: overMap + 1,
  insetBlockStart: space.xs,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
});

export const searchArea = style([
  button.secondary,
  { minHeight: '44px', paddingInline: space.sm, borderRadius: radius.pill, boxShadow: elevation[2], whiteSpace: 'nowrap' },
]);

export const attribution = style({
  position: 'absolute',
  zIndex: overMap + 1,
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  margin: 0,
  paddingInline: space.xxs,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: fontSize.tiny,
  lineHeight: 1.6,
});

/** Leaflet's box for a pin (it places it by a transform, so the pin's own transforms live inside). */
export const marker = style({ display: 'block', borderRadius: radius.sm, cursor: 'pointer' });

/** Added to the selected pin's box: larger, ringed, centre filled (not colour alone). */
export const selected = style({});

/** Grows the pin about its tip when selected. */
export const scaler = style({
  position: 'absolute',
  inset: 0,
  transformOrigin: '16px 31px',
  transition: transition('transform'),
  selectors: { [`${selected} &`]: { transform: 'scale(1.4)' } },
});

/** A teardrop: a square with three round corners turned so the sharp one points down at the place. */
export const pin = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '5px',
  width: '22px',
  height: '22px',
  boxSizing: 'border-box',
  borderRadius: '50% 50% 50% 0',
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.brand,
  boxShadow: elevation[2],
  transform: 'rotate(-45deg)',
  '::after': { content: '""', position: 'absolute', inset: '5px', borderRadius: '50%', background: vars.color.onBrand },
  selectors: {
    [`${selected} &`]: { boxShadow: `0 0 0 2px ${vars.color.text}, ${elevation[2]}` },
    [`${selected} &::after`]: { inset: '2px' },
  },
});

/** The search centre: a ring with a halo, unlike any pin. */
export const origin = style({
  display: 'block',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandText}`,
  background: vars.color.raised,
  boxShadow: `0 0 0 5px color-mix(in srgb, ${vars.color.brandText} 25%, transparent)`,
  pointerEvents: 'none',
});

export const originDot = style({
  position: 'absolute',
  inset: '3px',
  borderRadius: '50%',
  background: vars.color.brandText,
});
