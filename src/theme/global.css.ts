// Base document styles; every value comes from the theme contract or the spec's layout constants.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { grid } from './layout.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '100px' });
globalStyle('body', {
  margin: 0,
  minWidth: grid.pageMin,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: '0 0 0.5em' });
globalStyle('a', { color: vars.color.link });
globalStyle('img, svg', { maxWidth: '100%' });
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
globalStyle('*', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto', transition: 'none', animation: 'none' } } });

// Every user state's variant of the shell is in the HTML; show the one for <html data-user-state>
// (set by the shell script; the static default is "anonymous").
const userStates = ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'] as const;
for (const state of userStates) {
  globalStyle(`html[data-user-state="${state}"] [data-show-for]:not([data-show-for~="${state}"])`, { display: 'none !important' });
}
globalStyle('[hidden]', { display: 'none !important' });
