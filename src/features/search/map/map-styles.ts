// The map's styles, for the search page's ONE stylesheet: SearchPage.astro imports this module in its
// frontmatter, so Leaflet's rules and the map's own reach the page from the server build. Imported
// from the lazily loaded map code instead, Leaflet's CSS would be a second stylesheet, fetched late
// (the build keeps client-only CSS imports, scripts/build/one-stylesheet.ts); map.css.ts is imported
// there too, for its class names only, and the build drops that copy's CSS.
import 'leaflet/dist/leaflet.css';
import './map.css.ts';
