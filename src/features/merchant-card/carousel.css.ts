// The merchant carousel (spec 000 §2, §9): 200px slides in an embla-carousel row (the viewport
// clips, the list moves), arrows from the desktop breakpoint (861px), indicator dots. The stage
// reserves the row's height before the merchants load, so nothing below moves (no layout shift).
// Theme vars only.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontWeight, transition } from '../../theme/system.ts';
import { promoHeight } from '../merchant-card/merchant-card.css.ts';

/** Spec 000 §9: 200px slides on the merchant carousel. */
const slideWidth = 200;

export const section = style({ marginBlock: space.md });

/**
 * Without scripting the cards never load: the carousel is left out and its "View all" link stays
 * (CSS media queries 5 `scripting`; a <noscript><style> in the body is not valid HTML).
 */
export const host = style({
  display: 'block',
  position: 'relative',
  marginBlock: space.xs,
  '@media': { '(scripting: none)': { display: 'none' } },
});

/** Image plus about nine lines of card text, plus the dots: the height a card row takes. */
export const stage = style({ position: 'relative', minHeight: `calc(${promoHeight}px + 14rem)` });

export const status = style({
  margin: 0,
  paddingBlock: space.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: { '&:empty': { padding: 0 } },
});

export const frame = style({ display: 'flex', alignItems: 'center', gap: space.xs });

/** Embla's viewport. The padding keeps the cards' focus rings inside the clip. */
export const viewport = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', padding: `4px 4px ${space.xs}` });

/** Embla moves the list by a transform; vertical panning and pinch zoom stay the browser's. */
export const track = style({
  display: 'flex',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  touchAction: 'pan-y pinch-zoom',
  selectors: {
    '&:focus-visible': { outlineOffset: '1px' }, // the whole ring inside the viewport's padding
    '&[data-dragging]': { cursor: 'grabbing', userSelect: 'none' },
  },
});

export const slide = style({ flex: `0 0 ${slideWidth}px`, width: `${slideWidth}px` });

export const arrow = style({
  display: 'none',
  flex: '0 0 auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: elevation[1],
  fontSize: '1.5rem',
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  cursor: 'pointer',
  transition: transition('background-color', 'border-color', 'box-shadow'),
  '@media': { [above('desktop')]: { display: 'inline-flex' } },
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface, borderColor: vars.color.text, boxShadow: elevation[2] },
    '&:active:not(:disabled)': { background: vars.color.disabledSurface },
    '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'default', boxShadow: 'none', opacity: 0.6 },
  },
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '6px',
  marginTop: space.xxs,
  minHeight: '8px',
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.border,
  selectors: { '&[data-in-view]': { background: vars.color.brand } },
});

export const viewAll = style({ margin: `${space.xs} 0 0` });
