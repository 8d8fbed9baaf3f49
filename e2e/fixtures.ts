// The browser suite's `test`: a returning visitor who has already seen the partner's one-time
// promotional popup (its own spec, overlays.spec.ts, starts without this).
import { test as base } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addCookies([{ name: 'general_popup', value: 'general', domain: '127.0.0.1', path: '/' }]);
    await use(context);
  },
});

export { expect } from '@playwright/test';
