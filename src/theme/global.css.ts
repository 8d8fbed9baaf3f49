// Base document styles; every value comes from the theme contract or the spec's layout constants.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { grid } from './layout.ts';
import { fontSize, fontWeight, letterSpacing, lineHeight } from './system.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '100px' });
// Spec 001 §9: the page is at most 1400px wide, centred; the background beyond it is the body's
// own (a body background paints the whole canvas).
globalStyle('body', {
  margin: '0 auto',
  minWidth: grid.pageMin,
  maxWidth: grid.pageMax,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: fontSize.body,
  lineHeight: lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
// The type scale (src/theme/system.ts): h1 to h3 by default; src/ui/title.css.ts has the named
// variants for headings whose level and size differ.
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.heading,
  letterSpacing: letterSpacing.heading,
  margin: '0 0 0.5em',
  textWrap: 'balance',
});
globalStyle('h1', { fontSize: fontSize.h1 });
globalStyle('h2', { fontSize: fontSize.h2 });
globalStyle('h3', { fontSize: fontSize.h3 });
globalStyle('h4', { fontSize: fontSize.body });
globalStyle('p', { textWrap: 'pretty' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em', textDecorationThickness: '1px' });
globalStyle('a:hover', { color: vars.color.linkHover, textDecorationThickness: '2px' });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('sup.reg', { fontSize: '0.6em', lineHeight: 0 });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
// Under reduced motion nothing moves: !important, because component classes outrank `*`.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto', transition: 'none !important', animation: 'none !important' },
  },
});

// Every user state's variant of the shell is in the HTML; show the one for <html data-user-state>
// (set by the shell script; the static default is "anonymous").
const userStates = ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'] as const;
for (const state of userStates) {
  globalStyle(`html[data-user-state="${state}"] [data-show-for]:not([data-show-for~="${state}"])`, { display: 'none !important' });
}
globalStyle('[hidden]', { display: 'none !important' });
