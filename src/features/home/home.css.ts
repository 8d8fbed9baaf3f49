import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

/** The jumbotron: one column below the tablet breakpoint (661px), the desktop layout from there. */
export const jumbotron = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  marginBottom: space.md,
  background: vars.color.surface,
  borderRadius: '4px',
  '@media': { [above('tablet')]: { padding: space.lg, gap: space.md } },
});

export const greeting = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem', fontWeight: 700 });

/** A home entry: text and image stacked (image first) on mobile, side by side on desktop. */
export const entry = style({ display: 'grid', gap: space.sm, alignItems: 'center' });

export const withImage = style({
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space.md } },
});

export const entryText = style({ display: 'grid', gap: space.xs, justifyItems: 'start' });

/** A fixed aspect ratio reserves the image's space before it loads (no layout shift). */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: '4px',
  order: -1,
  '@media': { [above('tablet')]: { order: 0 } },
});

export const title = style({ margin: 0, fontSize: '1.75rem', '@media': { [above('tablet')]: { fontSize: '2.25rem' } } });

export const body = style({});
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

/** Mobile and desktop wording are both in the HTML; CSS shows the one for the viewport. */
export const mobileOnly = style({ '@media': { [above('tablet')]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [above('tablet')]: { display: 'revert' } } });
