// The map's styles, for the search page only (issue #26). Leaflet's own rules are a stylesheet of
// their own: `leafletStylesheet` is its built URL, which SearchPage.astro links just before the
// island, so no other page carries them and the map never draws unstyled (the island's scripts wait
// for a stylesheet the parser met before them). The map's own rules (map.css.ts, no `.leaflet-`
// selector) stay in the pages' one main stylesheet with the other search styles: SearchPage.astro
// imports this module in its frontmatter so they reach it from the server build. Imported from the
// lazily loaded map code instead, they would be one more stylesheet, fetched late (the build keeps
// client-only CSS imports, scripts/build/one-stylesheet.ts); map.css.ts is imported there too, for
// its class names only, and the build drops that copy's CSS.
import './map.css.ts';

export { default as leafletStylesheet } from 'leaflet/dist/leaflet.css?url';
