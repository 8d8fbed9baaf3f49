// What the layout and other capabilities use of the shell in the browser.
export { defineShellElements } from './shell-elements.ts';
export { reflectUserState } from './user-state.ts';
export { defineSiteToasts } from './toasts-element.ts';
// At build time, the account links each visitor state gets are in public-links.ts.
