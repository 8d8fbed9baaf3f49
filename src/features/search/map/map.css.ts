// The search map: Leaflet's container on the theme (a plain themed ground, so it reads with no tile
// server), merchant pins, the selected pin (larger and ringed: not colour alone), the search centre
// (a ring, not a pin), "Search this area" over the map and the tile credit. The map fills the box the
// search page gives it. Theme vars only; Leaflet's own rules come from map-styles.ts.
import { globalStyle, style } from '@vanilla-extract/css';
import { button } from '../../../ui/button.css.ts';
import { vars } from '../../../theme/contract.css.ts';
import { above, below, space } from '../../../theme/layout.ts';
import { elevation, fontSize, radius, transition } from '../../../theme/system.ts';

/** Above Leaflet's panes (400-700) and level with its controls (1000): the button is never under a pin. */
const overMap = 1000;

/**
 * Leaflet's container. `.leaflet-container` sets its own grey and type; the doubled class wins over
 * them whichever stylesheet comes first, and names no Leaflet class, so pages without the map carry
 * no Leaflet selector (issue #26).
 */
export const region = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  selectors: {
    '&&': { background: vars.color.surface, fontFamily: vars.font.body, fontSize: fontSize.small },
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

/** Leaflet's box for a pin, standing on the merchant's position (the label is drawn in it). */
export const marker = style({ display: 'block', cursor: 'pointer', selectors: { '&:focus-visible': { outline: 'none' } } });

/** Added to the selected pin's box: larger, inverted, ringed and in front (not colour alone). */
export const selected = style({});

/** Centres the label over the position and grows it about its tip when selected. */
export const scaler = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockEnd: '6px',
  transform: 'translateX(-50%)',
  transformOrigin: '50% calc(100% + 6px)',
  transition: transition('transform'),
  selectors: { [`${selected} &`]: { transform: 'translateX(-50%) scale(1.3)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** A label on a pill with a tail pointing down at the place; a bare dot when there is no label. */
export const pin = style({
  position: 'relative',
  display: 'block',
  minWidth: '18px',
  minHeight: '18px',
  boxSizing: 'border-box',
  paddingInline: '7px',
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: elevation[2],
  fontFamily: vars.font.body,
  fontSize: fontSize.tiny,
  fontWeight: 700,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  // The tail: a small turned square under the pill.
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockEnd: '-6px',
    insetInlineStart: 'calc(50% - 5px)',
    width: '10px',
    height: '10px',
    background: 'inherit',
    borderInlineEnd: `2px solid ${vars.color.onBrand}`,
    borderBlockEnd: `2px solid ${vars.color.onBrand}`,
    transform: 'rotate(45deg)',
    zIndex: -1,
  },
  selectors: {
    [`${selected} &`]: {
      background: vars.color.text,
      color: vars.color.raised,
      borderColor: vars.color.raised,
      boxShadow: `0 0 0 3px ${vars.color.brand}, ${elevation[3]}`,
    },
    [`${selected} &::after`]: { borderColor: vars.color.raised },
    [`${marker}:focus-visible &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
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

/**
 * The chosen pin's card: a small card on the map's corner on wide screens, a bottom sheet across
 * the map on phones (swiped or stepped to the neighbouring pins).
 */
export const card = style({
  position: 'absolute',
  zIndex: overMap + 2,
  display: 'grid',
  gap: space.xxs,
  boxSizing: 'border-box',
  padding: space.xs,
  background: vars.color.raised,
  color: vars.color.text,
  borderRadius: radius.md,
  boxShadow: elevation[3],
  insetInlineStart: space.sm,
  insetBlockEnd: space.sm,
  width: `min(380px, calc(100% - 2 * ${space.sm}))`,
  touchAction: 'pan-y',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': {
    [below('desktop')]: {
      insetInline: 0,
      insetBlockEnd: 0,
      width: 'auto',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      paddingBlockEnd: `max(${space.xs}, env(safe-area-inset-bottom))`,
    },
  },
});

/** The sheet's grab handle: says it can be swiped (phones only). */
export const handle = style({
  justifySelf: 'center',
  width: '36px',
  height: '4px',
  borderRadius: radius.pill,
  background: vars.color.border,
  '@media': { [above('desktop')]: { display: 'none' } },
});

/** Holds the merchant card, laid out compact: the picture beside the facts. */
export const cardBody = style({ minWidth: 0 });

globalStyle(`${cardBody} > article`, {
  gridTemplateColumns: '112px minmax(0, 1fr)',
  alignItems: 'start',
  height: 'auto',
  border: 'none',
  boxShadow: 'none',
  transform: 'none',
});
globalStyle(`${cardBody} > article > :first-child`, { alignSelf: 'start', borderRadius: radius.sm, overflow: 'hidden' });
// Room for Close beside the name.
globalStyle(`${cardBody} > article > :last-child`, { paddingBlock: 0, paddingInlineEnd: '48px' });

/** Previous, "2 / 15", Next: the phone's sheet only. */
export const cardBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  '@media': { [above('desktop')]: { display: 'none' } },
});

export const cardButton = style([button.secondary, { minHeight: '44px', minWidth: '44px', paddingInline: space.xs }]);

export const cardPosition = style({ fontSize: fontSize.small, color: vars.color.textMuted, whiteSpace: 'nowrap' });

/** Close, in the card's top corner. */
export const cardClose = style([cardButton, { position: 'absolute', insetBlockStart: space.xs, insetInlineEnd: space.xs }]);
