// Two projects: fast unit, component and sandbox tests (`npm run test:unit`), and the tests that run
// real Astro builds of partners (`npm run test:build`, files named *.build.test.ts).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const buildTests = 'tests/**/*.build.test.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [buildTests],
          // Standard DOM properties happy-dom lacks and react-hook-form reads.
          setupFiles: ['tests/setup/happy-dom-select.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Real builds on a 2-core machine: give them room, and run one file at a time (parallel
        // Astro builds in one project collide on .astro/, withastro/astro#12992).
        test: { name: 'build', include: [buildTests], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});
