// The search page (spec 000 §2 "Search screen", §9 print 3 columns): the form over a results list with
// the map beside it on desktops; on phones the list or the map (MOBILE_LIST / MOBILE_MAP). The map's
// box and the list's first rows are reserved in the static HTML, so nothing moves as results arrive.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, radius } from '../../theme/system.ts';
import { earlyPictureBackground } from '../../api/early-requests.ts';

const desktop = above('desktop');

// One column that never grows past the screen (a long summary or place name ellipsizes or wraps).
export const island = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.sm });

export const form = style({ display: 'grid', gap: space.xs });

export const mainRow = style({
  display: 'grid',
  gap: space.xs,
  alignItems: 'end',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const field = style({ display: 'grid', gap: space.xxs, minWidth: 0 });

export const optionsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xs });

/** The location's label with "Use current location" at its end. */
export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: space.xs,
});

export const nearMe = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  color: vars.color.link,
});

// The page's heading, lead and earn banner (SearchPage.astro): one compact band, side by side from the
// desktop breakpoint, so the first row of results is above the fold at 1280 × 800 (issue #24).
export const pageHead = style({
  display: 'grid',
  gap: space.xs,
  alignItems: 'center',
  marginBottom: space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 460px)', gap: space.sm } },
});
globalStyle(`${pageHead} > *`, { margin: 0 });
globalStyle(`${pageHead} h1`, { fontSize: fontSize.h2, margin: 0 });
globalStyle(`${pageHead} p`, { margin: 0 });
globalStyle(`${pageHead} > div > p`, { fontSize: fontSize.body, marginTop: space.xxs });
globalStyle(`${pageHead} > div + div`, { padding: `${space.xs} ${space.sm}`, fontSize: fontSize.body, gap: space.xs });
globalStyle(`${pageHead} > div + div > span`, { width: '36px', height: '36px' });

/** The phone's one-line summary of the search, in place of the form once a search ran. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  paddingInline: space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.pill,
  background: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' }, print: { display: 'none' } },
});

export const summaryText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const summaryAction = style({ flex: 'none', color: vars.color.link, textDecoration: 'underline' });

export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  '@media': { [desktop]: { marginInlineStart: 'auto' } },
});

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

// Phones: the form folds into its summary once a search ran (data-form="folded"), and from the first
// paint when the address holds a search (<html data-search-asked>, SearchPage.astro) until the island
// decides, so the fold moves nothing. Desktops always show the form and never the summary.
const phone = `not ${desktop}`;
const foldedForm = [`${island}[data-form="folded"]`, `html[data-search-asked] ${island}[data-form="pending"]`];
globalStyle(foldedForm.map((folded) => `${folded} ${form}`).join(', '), { '@media': { [phone]: { display: 'none' } } });
globalStyle(`${island}[data-form="open"] ${summary}, html:not([data-search-asked]) ${island}[data-form="pending"] ${summary}`, {
  display: 'none',
});

// Phones: one pane at a time. Desktops show both whatever the mode.
globalStyle(`${island}[data-mode="list"] ${mapPane}`, { '@media': { [`not ${desktop}`]: { display: 'none' } } });
globalStyle(`${island}[data-mode="map"] ${listPane}`, { '@media': { [`not ${desktop}`]: { display: 'none' } } });

/** The floating List / Map bar: phones only, fixed at the bottom above the home indicator. The
 *  island keeps room under its last card for it (toggleRoom), so it never covers a card's link. */
export const modeToggle = style({
  position: 'fixed',
  insetInline: 0,
  // Above the home indicator, and lifted over the page's bottom dock (ViewToggle keeps --dock-height)
  // by a transform, which, unlike a change of `bottom`, is not a layout shift.
  bottom: `calc(${space.xs} + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateY(calc(-1 * var(--dock-height, 0px)))',
  zIndex: 20,
  display: 'flex',
  justifyContent: 'center',
  gap: space.xs,
  pointerEvents: 'none',
  '@media': { [desktop]: { display: 'none' }, print: { display: 'none' } },
});

export const modeButton = style({});
globalStyle(`${modeToggle} ${modeButton}`, {
  pointerEvents: 'auto',
  minHeight: '48px',
  paddingInline: space.sm,
  borderRadius: radius.pill,
  boxShadow: elevation[3],
});

/** Room for the floating bar under the island's content on phones (48px button, its gap, the home indicator). */
export const toggleRoom = style({
  '@media': { [`not ${desktop}`]: { paddingBottom: `calc(48px + 2 * ${space.xs} + env(safe-area-inset-bottom, 0px))` } },
});

/** The results' heading and status on one line (wrapping on narrow screens): less height above the
 *  first row of cards (issue #24). A landing scroll leaves room for the slide-away header. */
export const resultsHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: space.xs, rowGap: space.xxs });

export const resultsHeading = style({ margin: 0, fontSize: fontSize.h3, scrollMarginTop: space.sm, ':focus': { outline: 'none' } });

/** On phones the status has its own line, so "Searching…" becoming a long range moves nothing. */
export const count = style({ margin: 0, color: vars.color.textMuted, '@media': { [`not ${desktop}`]: { flexBasis: '100%' } } });

export { notice, noticeTitle } from '../../ui/notice.css.ts';

/** Nothing found, or a place we don't know: neutral (the page's surface), not the tinted error look. */
export const quietNotice = style({
  display: 'grid',
  overflowWrap: 'anywhere',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: space.sm,
  ':focus': { outline: 'none' },
});
globalStyle(`${quietNotice} > *`, { margin: 0 });

export const noticeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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
  overflow: 'hidden',
});

/** The first row's picture box: where, and cropped how, the first card's picture will be. */
export const skeletonPicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1.4',
  ...earlyPictureBackground,
});

export const busy = style({
  opacity: 0.6,
  transition: 'opacity 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Print: the results only, three to a row (spec 000 §9).
globalStyle(`${form}, ${modeToggle}`, { '@media': { print: { display: 'none' } } });

// Filters (issue #24). Laptops: a chip per group, its popover under it; phones: one "Filters" button
// opening the full-screen sheet. Both are in the HTML; the width decides which shows.
export const chips = style({
  display: 'none',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  '@media': { [desktop]: { display: 'flex' } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: '44px',
  paddingInline: space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.pill,
  background: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSubtle,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[aria-expanded="true"]': { borderColor: vars.color.brand },
  },
});

/** A caret drawn with borders (no icon request): points down, up while the group is open. */
export const chipCaret = style({
  width: '7px',
  height: '7px',
  marginInlineStart: space.xxs,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
});
globalStyle(`${chip}[aria-expanded="true"] ${chipCaret}`, { transform: 'translateY(2px) rotate(225deg)' });

/** The browser's popover, placed under its chip by FilterChips (page coordinates). */
export const chipPanel = style({
  position: 'absolute',
  inset: 'auto',
  margin: 0,
  minWidth: '240px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: elevation[3],
});

export const activeFilters = style({
  display: 'none',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const removableChip = style([
  chip,
  {
    minHeight: '36px',
    paddingInline: space.xs,
    fontWeight: fontWeight.medium,
    background: vars.color.brandSubtle,
    borderColor: vars.color.brand,
  },
]);

export const sheetButton = style({});
// Scoped to the island: outranks the button variant's own display whatever the stylesheet order.
globalStyle(`${island} ${sheetButton}`, { '@media': { [desktop]: { display: 'none' } } });

/** The phone's filter sheet: the whole screen, its actions stuck to the bottom. */
export const sheet = style({
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.raised,
  color: vars.color.text,
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
  '::backdrop': { background: 'rgb(16 24 40 / 0.6)' },
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({ margin: 0, fontSize: fontSize.h3 });

export const sheetBody = style({ flex: 1, overflowY: 'auto', display: 'grid', alignContent: 'start', gap: space.sm, padding: space.sm });

export const sheetFooter = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm} calc(${space.xs} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
});
globalStyle(`${sheetFooter} > :last-child`, { flex: 1 });

/** The island's own element (SearchPage.astro), so Astro's island <style> is its parent's first child. */
export const islandColumn = style({ minWidth: 0 });
