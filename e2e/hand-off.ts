// Pages that leave at once: /Login (and /login on sso partners) hands the visitor to the identity
// provider from a page script, and some islands send a visitor on before they draw (activation
// without a public id, recovery steps out of order, card pages signed out). Page-by-page checks
// (axe, the route table) keep the sso hand-off from leaving the site and wait for the others to land.
import type { Page } from '@playwright/test';

/** The sso hand-off script answered empty: the page stays to be checked. A service worker answers
 *  from its cache past page.route, so specs that visit many pages block it (`serviceWorkers`). */
export async function stayOnSsoHandOff(page: Page): Promise<void> {
  await page.route('**/_astro/SsoHandOff.astro*', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

/** Waits for the page a redirecting page lands on. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
