// One Astro build renders every selected partner under src/pages/[partner]/; the build CLI
// (scripts/build/) then splits dist by partner into self-contained bundles. Running one build
// for the fleet avoids parallel `astro build`s colliding on .astro/ (withastro/astro#12992).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sitesPlugin } from './src/site/vite-sites.ts';

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
  vite: {
    plugins: [vanillaExtractPlugin(), sitesPlugin()],
    build: { assetsInlineLimit: 0 },
    logLevel: 'warn',
  },
});
