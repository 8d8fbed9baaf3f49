import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['tests/**/*.test.ts'],
    // Build tests run a real Astro build; give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
