// Home entry and the overlays: the prospect email flow both ways (with the invisible captcha
// stand-in), the announcement's dismissal persisting, the one-time promotional popup, surveys.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectUserState, signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton] = e2ePartners;

test.describe('prospect email on the home page (direct enrollment)', () => {
  test('a new email is captured and carried to enrollment', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    const email = page.getByRole('textbox', { name: /email address/i });
    await email.fill(`  new.diner.${Date.now()}@example.com  `);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(`${baseUrlOf(delta)}/join`);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).toMatch(/new\.diner\.\d+@example\.com/);
    expect(stored).not.toContain('  new.diner'); // trimmed
  });

  test('an email that already has an account goes to sign-in', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    await page.getByRole('textbox', { name: /email address/i }).fill('card@delta.example');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(`${baseUrlOf(delta)}/login`);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain('card@delta.example');
  });

  test('an empty or malformed email is refused with an announced message, keeping what was typed', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    const email = page.getByRole('textbox', { name: /email address/i });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(email).toHaveValue('not-an-email');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('is offered to non-members under direct enrollment only', async ({ page }) => {
    await page.goto(`${baseUrlOf(hilton)}/`);
    await expect(page.getByRole('textbox', { name: /email address/i })).toHaveCount(0);
    await signIn(page, baseUrlOf(delta), 'delta', 'card', 'direct');
    await page.goto(`${baseUrlOf(delta)}/`);
    await expectUserState(page, 'card_member');
    await expect(page.getByRole('textbox', { name: /email address/i })).toBeHidden();
  });
});

test.describe('announcement', () => {
  test('can be dismissed, and stays dismissed on later pages for a day', async ({ page, context }) => {
    const bar = page.getByRole('region', { name: 'Announcement' });
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toBeHidden();
    await page.goto(`${baseUrlOf(delta)}/search`);
    await expect(bar).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'announcement_dismissed');
    expect(cookie).toBeDefined();
    const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  test('is not shown on sign-in and enrollment pages', async ({ page }) => {
    for (const path of ['/login', '/join']) {
      await page.goto(`${baseUrlOf(delta)}${path}`);
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    }
  });
});

base.describe('general promotional popup', () => {
  base('shows once, is keyboard-dismissable, and does not come back', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('survey drawer', () => {
  test('opens from its title bar on allowed paths, embeds the form with tracking, and hides after closing', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expect(page.getByRole('button', { name: 'How was your search?' })).toBeHidden(); // not on its allow list
    await page.goto(`${baseUrlOf(delta)}/search`);
    const toggle = page.getByRole('button', { name: 'How was your search?' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const frame = page.locator('survey-drawers iframe');
    await expect(frame).toHaveAttribute('src', /utm_medium=web/);
    await expect(frame).toHaveAttribute('src', /utm_source=%2Fsearch/);
    await expect(frame).toHaveAttribute('src', /partner_code=DL/);
    await page.getByRole('button', { name: 'Close survey' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'How was your search?' })).toBeHidden();
  });
});

test('the service worker registers and serves the offline page when the network is gone', async ({ page, context }) => {
  await page.goto(`${baseUrlOf(delta)}/how-it-works`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto(`${baseUrlOf(delta)}/earn/never-visited`).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  await context.setOffline(false);
});

test.describe('discover page merchant carousel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('loads merchants when it comes into view, with arrows that stop at the ends', async ({ page }) => {
    await page.goto(`${baseUrlOf(hilton)}/discover`);
    const carousel = page.locator('merchant-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    const cards = carousel.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/merchants\/\d+$/);
    // Visitors are asked to sign in (sso partner: /Login) instead of seeing earn rates.
    await expect(cards.first().getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/Login');

    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(carousel.locator('..').getByRole('link', { name: 'View all' })).toHaveAttribute('href', /^\/search\?/);

    const axe = await new AxeBuilder({ page })
      .include('merchant-carousel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
