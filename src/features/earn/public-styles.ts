// The tier ladder's styles, for a page whose island draws the ladder: its .astro imports this so
// the styles land in the page's one stylesheet (scripts/build/one-stylesheet.ts).
import './tier-ladder.css.ts';
