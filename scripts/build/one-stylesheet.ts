// One stylesheet per page (issue #8). A page's styles come from the server render: every
// vanilla-extract stylesheet (*.css.ts) its components import ends up in the one main CSS file.
// Client code imports some of the same stylesheets too, only for their class names (the merchant
// carousel builds its cards in the browser). Left alone, Vite emits that client copy as a second CSS
// file and Astro links it from every page that loads the script: the same rules twice, one more
// render-blocking request. This plugin drops the CSS half of such an import in the client build,
// keeping the class names, whenever the server build already shipped that stylesheet. A stylesheet
// only client code imports keeps its CSS, so nothing loses its styles. (The search page links one
// more, Leaflet's own rules, which no other page needs: src/features/search/map/map-styles.ts.)
import type { Plugin } from 'vite';

const stylesheet = /\.css\.ts$/;
/** The compiled `.css.ts` module's side-effect import of its generated CSS (vanilla-extract's virtual `*.vanilla.css`). */
const cssImport = /^import\s+["'][^"']+\.vanilla\.css(?:\?[^"']*)?["'];?[ \t]*$/gm;

export function oneStylesheet(): Plugin {
  // Astro builds the server (prerender, ssr) environments before the client one.
  const shippedByServer = new Set<string>();
  return {
    name: 'dining:one-stylesheet',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!stylesheet.test(file)) return null;
      if (this.environment.name !== 'client') {
        shippedByServer.add(file);
        return null;
      }
      return shippedByServer.has(file) ? { code: code.replace(cssImport, ''), map: null } : null;
    },
  };
}
