// Home entry and the overlays: the hero each visitor state sees (built-in text, CMS entries in its
// place, the picture through the image pipeline), the prospect email flow both ways (with the
// invisible captcha stand-in), the announcement's dismissal persisting, the one-time promotional
// popup, surveys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { buildPartners } from '../scripts/build/build.ts';
import { setUrl } from '../scripts/build/pull.ts';
import { sandboxSources } from '../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../scripts/sandbox/server.ts';
import { startStaticServer, type StaticServer } from '../scripts/serve/static-server.ts';
import { copyDefaults } from '../src/site/copy-table.ts';
import { test } from './fixtures.ts';
import { expectUserState, signIn } from './members.ts';
import { baseUrlOf, e2ePartners, servedBy, serverMissing, servers } from './partners.ts';

const [delta, hilton] = e2ePartners;

const heroOf = (page: Page) => page.getByRole('region', { name: copyDefaults['home.bannerLabel'] });
const heroPicture = (page: Page) => heroOf(page).getByRole('img', { name: copyDefaults['home.heroImageAlt'] });

/** The signed-in member's first name, as the backend has it. */
async function firstNameOf(page: Page, base: string): Promise<string> {
  const member = (await (await page.request.get(`${base}/api/Member`)).json()) as { firstName?: string };
  expect(member.firstName, 'the demo member has a first name').toBeTruthy();
  return member.firstName!;
}

test.describe('home hero (the seeded CMS has entries for every state)', () => {
  test('a visitor sees the CMS entry in place of the built-in text, with the form and the picture', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    const hero = heroOf(page);
    await expect(hero.getByRole('heading', { name: 'Earn miles every time you dine out' })).toBeVisible();
    await expect(hero.getByRole('heading', { name: 'Earn miles when you dine out' })).toBeHidden();
    await expect(hero.getByText('Up to 5 miles per $1', { exact: true })).toBeHidden(); // the built-in rate line
    await expect(hero.getByRole('textbox', { name: /email address/i })).toBeVisible();
    await expect(heroPicture(page)).toBeVisible();
  });

  test('the picture is described, sized, served as AVIF and preloaded', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    const picture = heroPicture(page);
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('height', '600');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    // AVIF first, then WebP, each at several widths.
    const sources = picture.locator('xpath=..').locator('source');
    await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    const avifSrcset = (await sources.nth(0).getAttribute('srcset')) ?? '';
    expect(avifSrcset.split(', ').length).toBeGreaterThan(1);
    // The head preloads exactly the AVIF files the picture offers, for the same layout.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', avifSrcset);
    await expect(preload).toHaveAttribute('imagesizes', (await sources.nth(0).getAttribute('sizes')) ?? '');
    // The browser loaded an AVIF, and the picture keeps the 4:3 shape it reserved.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    const box = (await picture.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(0.75, 2);
  });

  test('a partner with its own hero picture shows it instead of the built-in one', async ({ page }) => {
    await page.goto(`${baseUrlOf(hilton)}/`);
    const picture = heroPicture(page);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_astro\/hilton-hero\.[^/]+\.avif$/);
  });

  test('a card member is greeted by name above their CMS entry', async ({ page }) => {
    await signIn(page, baseUrlOf(delta), 'delta', 'card', 'direct');
    const firstName = await firstNameOf(page, baseUrlOf(delta));
    await page.goto(`${baseUrlOf(delta)}/`);
    await expectUserState(page, 'card_member');
    const hero = heroOf(page);
    await expect(hero.getByText(`Welcome back, ${firstName}`).filter({ visible: true })).toBeVisible();
    await expect(hero.getByRole('heading', { name: 'Your next meal earns miles' })).toBeVisible();
    await expect(hero.getByRole('textbox', { name: /email address/i })).toBeHidden();
  });
});

// Delta (direct) and Hilton (sso) with an empty CMS home set: the hero's built-in text per visitor
// state. Their own sandbox and build, so the suite's shared bundles keep their CMS entries.
test.describe('home hero with an empty CMS (built-in defaults)', () => {
  test.describe.configure({ mode: 'serial' });
  let sandbox: Sandbox;
  const servers: StaticServer[] = [];
  const urls: Record<string, string> = {};

  test.beforeAll(async () => {
    test.setTimeout(300_000); // a real build of two partners, pictures included
    sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'hero-sandbox-')), reset: true, quiet: true });
    const slugs = ['delta', 'hilton'];
    for (const slug of slugs) {
      const home = (await (await fetch(setUrl(`${sandbox.url}/${slug}`, '/api/cms', 'home', false))).json()) as {
        data: { slug: string }[];
      };
      for (const entry of home.data) {
        const response = await fetch(`${sandbox.url}/__sandbox/cms/${slug}/home/${entry.slug}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fields: null }),
        });
        expect(response.ok).toBe(true);
      }
    }
    const distDir = mkdtempSync(path.join(tmpdir(), 'hero-dist-'));
    const results = await buildPartners({
      partners: slugs,
      distDir,
      sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
      log: () => {},
    });
    expect(results.map((result) => result.error)).toEqual([undefined, undefined]);
    for (const slug of slugs) {
      const server = await startStaticServer({ dir: path.join(distDir, slug), port: 0, api: `${sandbox.url}/${slug}` });
      servers.push(server);
      urls[slug] = server.url;
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await sandbox?.close();
  });

  test('a visitor sees what the product is, the best rate, the form and a way to sign in', async ({ page }) => {
    await page.goto(`${urls['delta']}/`);
    const hero = heroOf(page);
    await expect(hero.getByRole('heading', { name: 'Earn miles when you dine out' })).toBeVisible();
    await expect(hero.getByText('Up to 5 miles per $1').filter({ visible: true })).toBeVisible();
    await expect(
      hero.getByText(/dine at participating restaurants\. SkyMiles® Dining adds miles automatically/).filter({ visible: true }),
    ).toBeVisible();
    await expect(hero.getByRole('textbox', { name: /email address/i })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(heroPicture(page)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main section').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('Delta with an empty CMS still shows restaurants on its home page', async ({ page }) => {
    await page.goto(`${urls['delta']}/`);
    const row = page.getByRole('region', { name: copyDefaults['home.nearbyHeadline'] });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('listitem').first()).toBeVisible();
  });

  test('on a phone the headline and the form are above the fold, without sideways scrolling', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${urls['delta']}/`);
      const hero = heroOf(page);
      for (const part of [
        hero.getByRole('heading', { name: 'Earn miles when you dine out' }),
        hero.getByRole('button', { name: 'Get Started' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height, `${width}px`).toBeLessThanOrEqual(844);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).toBe(0);
    }
  });

  test('a card member is welcomed by name and sent to find a restaurant', async ({ page }) => {
    await signIn(page, urls['delta']!, 'delta', 'card', 'direct');
    const firstName = await firstNameOf(page, urls['delta']!);
    await page.goto(`${urls['delta']}/`);
    await expectUserState(page, 'card_member');
    const hero = heroOf(page);
    await expect(hero.getByRole('heading', { name: `Welcome back, ${firstName}` })).toBeVisible();
    await expect(hero.getByText('Up to 5 miles per $1').filter({ visible: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Find Restaurants' })).toHaveAttribute('href', '/search');
    await expect(hero.getByRole('link', { name: 'Link a Card' })).toBeHidden();
    await expect(hero.getByRole('textbox', { name: /email address/i })).toBeHidden();
    await expect(heroPicture(page)).toBeVisible();
  });

  test('a visitor of an sso partner gets its join and sign-in links, and its own picture', async ({ page }) => {
    await page.goto(`${urls['hilton']}/`);
    const hero = heroOf(page);
    await expect(hero.getByRole('heading', { name: 'Earn points when you dine out' })).toBeVisible();
    await expect(hero.getByText('Up to 8 points per $1').filter({ visible: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: copyDefaults['auth.ssoSignIn'] })).toHaveAttribute('href', '/Login');
    await expect(hero.getByRole('link', { name: /join/i })).toHaveAttribute('href', '/Login');
    await expect(hero.getByRole('textbox', { name: /email address/i })).toHaveCount(0);
    await expect.poll(() => heroPicture(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/hilton-hero/);
  });

  test('a member without a card is asked to link one first', async ({ page }) => {
    await signIn(page, urls['hilton']!, 'hilton', 'nocard', 'sso');
    await page.goto(`${urls['hilton']}/`);
    await expectUserState(page, 'non_card_member');
    const hero = heroOf(page);
    await expect(
      hero.getByText('Link a credit or debit card to start earning points every time you dine out.').filter({ visible: true }),
    ).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Link a Card' })).toHaveAttribute('href', '/add_card');
    await expect(hero.getByRole('link', { name: 'Find Restaurants' })).toHaveAttribute('href', '/search');
  });
});

test.describe('home as the way in (issue #24)', () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px the hero asks where the visitor is dining and opens that search`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrlOf(delta)}/`);
      const search = heroOf(page).getByRole('search');
      const where = search.getByRole('textbox', { name: copyDefaults['home.searchLabel'] });
      await expect(where).toBeInViewport();
      await expect(search.getByRole('link', { name: copyDefaults['home.searchNearMe'] })).toHaveAttribute(
        'href',
        '/search?location=Current+Location',
      );
      await where.fill('Chicago, IL');
      await where.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('Chicago, IL');
      expect(new URL(page.url()).pathname).toBe('/search');
      await expect(page.getByText(/restaurants near Chicago, IL/).first()).toBeVisible();
    });
  }

  test('a partner whose CMS has no merchant carousel (Delta) shows restaurants near the visitor, loaded when scrolled to', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/Merchants/Search')) searches.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrlOf(delta)}/`);
    const row = page.getByRole('region', { name: copyDefaults['home.nearbyHeadline'] });
    await expect(row.getByRole('heading', { name: copyDefaults['home.nearbyHeadline'] })).toBeAttached();
    expect(searches, 'the row waits until it nears the viewport').toEqual([]);
    await row.scrollIntoViewIfNeeded();
    const cards = row.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    // The default location (the sandbox's: New York) is the search, and "View all" opens it.
    expect(new URL(searches[0]!).searchParams.get('location')).toBe('New York, NY');
    await expect(row.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/search?location=New+York%2C+NY');
  });

  for (const width of [390, 1280]) {
    test(`at ${width}px a card member sees their summary in place of "how it works"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, baseUrlOf(delta), 'delta', 'card', 'direct');
      await page.goto(`${baseUrlOf(delta)}/`);
      await expectUserState(page, 'card_member');
      const summary = page.getByRole('region', { name: copyDefaults['home.member.title'] });
      await expect(summary).toBeVisible();
      const tile = (title: string) => summary.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const earned = tile(copyDefaults['home.member.earnedTitle']);
      await expect(earned).toContainText(/\d[\d,]* miles/);
      await expect(earned.getByRole('link', { name: copyDefaults['home.member.earnedLink'] })).toHaveAttribute(
        'href',
        '/account/recent_activity',
      );
      await expect(tile(copyDefaults['home.member.reservationTitle']).locator('[data-figure]')).not.toHaveText(
        copyDefaults['home.member.loading'],
      );
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeHidden();
      const axe = await new AxeBuilder({ page }).include('member-home').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }

  test('a visitor gets "how it works" and no member summary', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/`);
    await expectUserState(page, 'anonymous');
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('region', { name: copyDefaults['home.member.title'] })).toBeHidden();
  });

  test("a partner whose CMS has its own carousel (Hilton's discover home) gets no second row", async ({ page }) => {
    await page.goto(`${baseUrlOf(hilton)}/`);
    await expect(page.locator('merchant-carousel').first()).toBeAttached();
    await expect(page.getByRole('region', { name: copyDefaults['home.nearbyHeadline'] })).toHaveCount(0);
  });
});

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

for (const server of servers) {
  test(`the service worker registers and serves the offline page when the network is gone (${server.name})`, async ({ page, context }) => {
    test.skip(Boolean(serverMissing(server)), serverMissing(server));
    const base = baseUrlOf(servedBy(delta, server));
    await page.goto(`${base}/how-it-works`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto(`${base}/earn/never-visited`).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    await context.setOffline(false);
  });
}

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

    // By keyboard: Tab reaches the list, the arrow keys page it, the arrows follow.
    await previous.click();
    await expect(previous).toBeDisabled();
    const list = carousel.getByRole('list');
    await list.focus();
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toBeDisabled();
    // A card reached by Tab is brought into view (the carousel follows Tab, not a scripted focus).
    const lastLink = cards.last().getByRole('link').first();
    await cards
      .nth((await cards.count()) - 2)
      .getByRole('link')
      .last()
      .focus();
    await page.keyboard.press('Tab');
    await expect(lastLink).toBeFocused();
    await expect(lastLink).toBeInViewport();

    const axe = await new AxeBuilder({ page })
      .include('merchant-carousel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
