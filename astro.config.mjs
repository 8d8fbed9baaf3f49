// One Astro build renders every selected partner under src/pages/[partner]/; the build CLI
// (scripts/build/) then splits dist by partner into self-contained bundles. Running one build
// for the fleet avoids parallel `astro build`s colliding on .astro/ (withastro/astro#12992).
// `npm run dev` runs this config through Astro's dev() with one partner's site at the root and /api
// proxied, which it adds inline (scripts/dev/server.ts).
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sitesPlugin } from './src/site/vite-sites.ts';
import { oneStylesheet } from './scripts/build/one-stylesheet.ts';
import { webFontSources, webFontVariable } from './src/theme/fonts.ts';

/** The shell's runtime modules that islands import too (src/stores, src/lib, src/api; see docs/runtime.md). */
const sharedRuntime =
  /[\\/]src[\\/](stores[\\/](known|member|last-path|user-state|toasts)|lib[\\/](cookies|navigate|session-storage|element-copy|runtime-config|login-redirect|native-app)|api[\\/](client|member)|api[\\/]contract[\\/]calls|features[\\/]analytics[\\/][a-z-]+)\.ts$/;

// import.meta.env is not available here: the build CLI passes its paths through process.env.
const outDir = process.env.ASTRO_OUT_DIR ?? './.build/astro-out';
const cacheDir = process.env.ASTRO_CACHE_DIR ?? './.build/astro-cache';

export default defineConfig({
  outDir,
  cacheDir,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'never' },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react()],
  // Pictures (src/ui/image/): sharp's AVIF at effort 2 encodes about 5x faster than the default for
  // some 6% more bytes, which keeps the fleet build fast; the build keeps the encoded files in the
  // persistent cacheDir, so an unchanged picture is encoded once.
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } } },
  // The brand web fonts (src/theme/fonts.ts), from the installed packages: no network at build.
  fonts: Object.entries(webFontSources).map(([family, font]) => ({
    provider: fontProviders.local(),
    name: font.name,
    cssVariable: webFontVariable(family),
    fallbacks: [font.generic],
    options: { variants: [{ src: [font.file], weight: '100 900', style: 'normal' }] },
  })),
  vite: {
    // oneStylesheet: client code's stylesheet imports add no second CSS file (one-stylesheet.ts).
    plugins: [vanillaExtractPlugin(), sitesPlugin(), oneStylesheet()],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        // Imported constants (the site's paths, src/site/paths.ts) are written where they are used,
        // not exported from the runtime chunk and looked up.
        optimization: { inlineConst: true },
        output: {
          // The runtime every page's shell script loads and the islands share (member, known visitor,
          // last path, cookies, navigation, the api client): one chunk, not one per set of importing
          // entries. Split by importers it became ten chunks of 0.1-1 kB, each gzipped on its own,
          // which cost content pages 1.3 kB (docs/decisions.md, issue #10).
          codeSplitting: { groups: [{ name: 'runtime', test: sharedRuntime, priority: 10 }] },
        },
      },
    },
    logLevel: 'warn',
  },
});
