// What other capabilities use of the shell at build time, apart from its browser entry (public.ts):
// importing that one on the server would run its custom elements' `extends HTMLElement`, which the
// dev server evaluates (no tree-shaking there) and which has no HTMLElement to extend.
export { navbarAuthLinks, type ShellLink } from './auth-links.ts';
