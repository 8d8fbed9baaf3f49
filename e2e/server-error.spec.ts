// Spec 000 §8 "server errors lead to /error" and 001 §8's server-error page, in the browser: a page
// whose own data answers 5xx lands on /error with a reference code, the support phone and "Try again"
// back to the page it was on; "Try again" is never offered off the site; a form submission's 5xx
// stays on its form (auth.spec.ts, enrollment.spec.ts).
import { copyDefaults } from '../src/site/copy-table.ts';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const base = baseUrlOf(delta);

// page.route sees no request the service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

/** The merchant page's own data: GET /api/v2/Merchants/1001 (not its reviews, events or offers). */
const merchantCall = (url: URL): boolean => /\/api\/v2\/Merchants\/1001$/.test(url.pathname);
const merchantPage = '/merchants/1001?location=Chicago%2C%20IL';

test('a page whose own data answers 500 goes to /error; "Try again" returns to it', async ({ page, request }) => {
  const { name } = (await (await request.get(`${base}/api/v2/Merchants/1001`)).json()) as { name: string };
  await page.route(merchantCall, (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }), { times: 1 });
  await page.goto(`${base}${merchantPage}`);

  await expect(page).toHaveURL(/\/error\?/);
  const address = new URL(page.url());
  expect(address.searchParams.get('code')).toBe('500');
  expect(address.searchParams.get('from')).toBe(merchantPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyDefaults['serverError.title']);
  await expect(page.locator('main')).toContainText(/Reference code: 500-[A-Z0-9]+/);
  const phone = page.getByRole('link', { name: /^Need help\? Call / });
  await expect(phone).toHaveAttribute('href', /^tel:/);

  const tryAgain = page.getByRole('link', { name: 'Try again' });
  await expect(tryAgain).toHaveAttribute('href', merchantPage);
  await tryAgain.click();
  await expect(page).toHaveURL(`${base}${merchantPage}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the page reached directly, or with a 502: the code, the phone, and no "Try again"', async ({ page }) => {
  await page.goto(`${base}/error?code=502`);
  await expect(page.locator('main')).toContainText(/Reference code: 502-[A-Z0-9]+/);
  await expect(page.getByRole('link', { name: /^Need help\? Call / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeHidden();
});

for (const hostile of ['https://evil.example/account', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/error?code=500']) {
  test(`"Try again" is never offered to ${JSON.stringify(hostile)}`, async ({ page }) => {
    await page.goto(`${base}/error?code=500&from=${encodeURIComponent(hostile)}`);
    await expect(page.locator('main')).toContainText(/Reference code: 500-/);
    await expect(page.getByRole('link', { name: 'Try again' })).toBeHidden();
  });
}

for (const [label, viewport] of Object.entries(widths)) {
  test(`axe is clean on the error page with "Try again" at ${label} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${base}/error?code=500&from=${encodeURIComponent('/search')}`);
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
