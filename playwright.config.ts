import { defineConfig, devices } from '@playwright/test';

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // 3 workers were no faster on 2 cores and let tests share the sandbox's injected faults.
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  // A page's first data on a loaded 2-core CI machine can take longer than Playwright's 5 s default
  // (two CI runs failed on "Reviews" and the /add_card redirect at 5.0 s); a broken feature still fails.
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
