// The search page (spec 000 §2 "Search screen", §9 print 3 columns): the form over a results list with
// the map beside it on desktops; on phones the list or the map (MOBILE_LIST / MOBILE_MAP). The map's
// box and the list's first rows are reserved in the static HTML, so nothing moves as results arrive.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, radius } from '../../theme/system.ts';

const desktop = above('desktop');

export const island = style({ display: 'grid', gap: space.sm });

export const form = style({ display: 'grid', gap: space.xs });

export const mainRow = style({
  display: 'grid',
  gap: space.xs,
  alignItems: 'end',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const field = style({ display: 'grid', gap: space.xxs, minWidth: 0 });

export const optionsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xs });

export const nearMe = style({ alignSelf: 'center' });

export const filters = style({
  flex: '1 1 100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.raised,
  '@media': { [above('tablet')]: { flex: '1 1 auto' } },
});

export const filtersSummary = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  paddingInline: space.sm,
  cursor: 'pointer',
  fontWeight: fontWeight.semibold,
});

export const filterGroups = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  paddingTop: 0,
  '@media': { [above('tablet')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, padding: space.sm, paddingTop: 0 });

export const sort = style({ display: 'flex', alignItems: 'center', gap: space.xs, minHeight: '44px' });

export const sortSelect = style({ minHeight: '44px' });

export const fieldError = style({ margin: 0, fontSize: fontSize.small, fontWeight: fontWeight.semibold, color: vars.color.critical });

/** List and map: side by side from the desktop breakpoint. */
export const panes = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const listPane = style({ display: 'grid', gap: space.sm, minWidth: 0 });

/** The map's box: sticky beside the list on desktops; on phones only in map mode (data-mode). */
export const mapPane = style({
  position: 'relative',
  height: '70vh',
  minHeight: '320px',
  borderRadius: radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { position: 'sticky', top: space.sm, height: `calc(100vh - 2 * ${space.sm})`, maxHeight: '760px' },
    print: { display: 'none' },
  },
});

export const mapLoading = style({ display: 'grid', placeItems: 'center', height: '100%', color: vars.color.textMuted, margin: 0 });

// Phones: one pane at a time. Desktops show both whatever the mode.
globalStyle(`${island}[data-mode="list"] ${mapPane}`, { '@media': { [`not ${desktop}`]: { display: 'none' } } });
globalStyle(`${island}[data-mode="map"] ${listPane}`, { '@media': { [`not ${desktop}`]: { display: 'none' } } });

/** "Show map" / "Change search": phones only. */
export const modeToggle = style({
  '@media': { [desktop]: { display: 'none' }, print: { display: 'none' } },
});

export const resultsHeader = style({ display: 'grid', gap: space.xxs });

export const resultsHeading = style({ margin: 0, fontSize: fontSize.h3, ':focus': { outline: 'none' } });

export const count = style({ margin: 0, color: vars.color.textMuted });

export { notice, noticeTitle } from '../../ui/notice.css.ts';

export const list = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.xs } },
});

export const item = style({ minWidth: 0, borderRadius: radius.md });

/** The result the map points at (and the one the list points the map at): a ring, not colour alone. */
globalStyle(`${item}[data-selected] > article`, {
  outline: `3px solid ${vars.color.brand}`,
  outlineOffset: '2px',
  boxShadow: elevation[2],
});

/** Placeholder rows of the card's size while the first answer is on its way. */
export const skeleton = style({
  height: '300px',
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const busy = style({
  opacity: 0.6,
  transition: 'opacity 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Print: the results only, three to a row (spec 000 §9).
globalStyle(`${form}, ${modeToggle}`, { '@media': { print: { display: 'none' } } });
