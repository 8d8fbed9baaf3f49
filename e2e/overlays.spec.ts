// Overlays never stack (issues #7, #24): one automatic interruption per page view, in priority order
// (update-required > partner sign-in modal > promotional popup > the announcement bar;
// src/features/overlays/modal-turn.ts), none over a sign-in, join or recovery form,
// and survey drawers stack with only the first fully visible (spec 000 §2). Starts without the
// popup cookie the other specs pre-set, except where the popup would be in the way.
import { expect, test as base, type Page } from '@playwright/test';
import { violations } from './axe.ts';
import { test } from './fixtures.ts';
import { signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const deltaUrl = baseUrlOf(delta);

/** Serves `path` with its HTML changed by `edit` (the rest of the bundle as built). */
async function editPage(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`${deltaUrl}${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/**
 * The partner sign-in modal is Delta's under sso enrollment (a feature flag); the e2e bundle is
 * direct. An sso build renders it with the same Modal markup as the popup, so the page gets a copy
 * of the popup's markup as <sso-sign-in-modal> next to it.
 */
function withSsoModal(html: string): string {
  const start = html.indexOf('<general-popup');
  const end = html.indexOf('</general-popup>') + '</general-popup>'.length;
  if (start < 0 || end < start) throw new Error('no general popup on the page');
  const sso = html
    .slice(start, end)
    .replaceAll('general-popup', 'sso-modal')
    .replace(/^<sso-modal data-type="[^"]*">/, '<sso-sign-in-modal>')
    .replace(/<\/sso-modal>$/, '</sso-sign-in-modal>')
    .replace('data-learn-more', 'data-sign-in');
  return html.slice(0, start) + sso + html.slice(start);
}

const ssoDialog = (page: Page) => page.locator('#sso-modal dialog');
const popupDialog = (page: Page) => page.locator('#general-popup dialog');
const openDialogs = (page: Page) => page.locator('dialog[open]');

base.describe('one automatic modal per page view', () => {
  base('an sso visitor gets the sign-in modal alone; the popup waits for a later page view', async ({ page }) => {
    await editPage(page, '/how-it-works', withSsoModal);
    await page.goto(`${deltaUrl}/how-it-works`);
    await expect(ssoDialog(page)).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(ssoDialog(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-modal-turn', 'sso-sign-in-modal');
    await expect(openDialogs(page)).toHaveCount(0);
    // The sign-in modal is done (its date is stored): the next page view is the popup's.
    await page.reload();
    await expect(popupDialog(page)).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
  });

  base('inside an outdated app the update screen takes the page: no modal over it', async ({ page }) => {
    await page.goto(`${deltaUrl}/how-it-works?app_version=5.0.0`);
    await expect(page.getByRole('heading', { level: 1, name: 'New Version Available' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-modal-turn', 'update-required');
    await page.waitForLoadState('networkidle');
    await expect(openDialogs(page)).toHaveCount(0);
  });

  base('a closed-account member, who must re-enroll, gets no popup over the re-enrollment form', async ({ page }) => {
    await signIn(page, deltaUrl, delta.slug, 'closed', 'direct');
    await page.goto(`${deltaUrl}/how-it-works`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-modal-turn', 'none');
    await expect(openDialogs(page)).toHaveCount(0);
  });

  base('one interruption per page view: with the popup, the announcement waits for the next page', async ({ page }) => {
    await page.goto(`${deltaUrl}/how-it-works`);
    await expect(popupDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(popupDialog(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden(); // not this page view
    await page.goto(`${deltaUrl}/search`);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(0);
  });

  base('no modal over a sign-in, join or recovery form: the popup stays owed', async ({ page }) => {
    for (const path of ['/login', '/join', '/recover']) {
      await page.goto(`${deltaUrl}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-modal-turn', 'none');
      await page.waitForLoadState('networkidle');
      await expect(openDialogs(page)).toHaveCount(0);
    }
    await page.goto(`${deltaUrl}/how-it-works`);
    await expect(popupDialog(page)).toBeVisible();
  });
});

base.describe('the bottom dock', () => {
  base.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  base('an item arriving late lifts the ones shown without a layout shift; the newest sits at the bottom', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The popup seen on an earlier visit, so this page view's interruption is the announcement.
    await page.context().addCookies([{ name: 'general_popup', value: 'general', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${deltaUrl}/how-it-works`);
    const announcement = page.locator('announcement-banner');
    await expect(announcement).toBeVisible();
    const before = await announcement.boundingBox();
    // The browser offers installation after the page settled (the installability check runs late).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: '' }),
      });
      dispatchEvent(offer);
    });
    const install = page.getByRole('button', { name: 'Install' });
    await expect(install).toBeVisible();
    const after = await announcement.boundingBox();
    const installBox = await install.boundingBox();
    expect(after!.y).toBeLessThan(before!.y);
    expect(installBox!.y).toBeGreaterThan(after!.y + after!.height - 1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  base('issue #26: on a form page the dock follows the footer, over no field or button and off the first screen', async ({ page }) => {
    await page.goto(`${deltaUrl}/join`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: '' }),
      });
      dispatchEvent(offer);
    });
    const install = page.locator('install-banner');
    await expect(install.getByRole('button', { name: 'Install' })).toBeVisible();
    await expect(install).not.toBeInViewport();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect((await install.boundingBox())!.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
    // Each control scrolled to the foot of the screen, where a fixed dock would sit: a tap at its
    // centre reaches it (or its label).
    const reached = await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('#main form :is(input, select, textarea, button)')].filter(
        (control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden',
      );
      return controls.map((control) => {
        const top = control.getBoundingClientRect().top + scrollY;
        scrollTo({ top: top + control.offsetHeight - innerHeight + 2, behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const labels = [...((control as HTMLInputElement).labels ?? [])];
        const ok = !!hit && (control.contains(hit) || labels.some((label) => label.contains(hit)));
        return `${control.localName} ${control.getAttribute('name') ?? control.textContent?.trim()}: ${ok ? 'reached' : `covered by ${hit?.localName}`}`;
      });
    });
    expect(reached.length).toBeGreaterThan(3);
    expect(reached.filter((line) => !line.endsWith(': reached'))).toEqual([]);
  });
});

test.describe('survey drawers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Delta's second survey (account pages) also allowed on /search, as an editor could set it; no
   *  survey opens by itself (its own test), so a slow page cannot open one before the test does. */
  const twoSurveys = (html: string) =>
    html.replace('data-allow="/account"', 'data-allow="/search"').replace(/data-delay="\d+"/g, 'data-delay="0"');

  test('the other eligible surveys show under the first, which alone is fully visible and usable', async ({ page }) => {
    await editPage(page, '/search', twoSurveys);
    await page.goto(`${deltaUrl}/search`);
    const first = page.locator('[data-survey][data-id="delta-search-2025"]');
    const second = page.locator('[data-survey][data-id="delta-account-2025"]');
    await expect(page.getByRole('button', { name: 'How was your search?' })).toBeVisible();
    await expect(second).toBeVisible();
    // Behind the first: out of reach (inert) until it comes forward.
    await expect(second).toHaveAttribute('inert', '');
    await second.locator('[data-toggle]').focus();
    await expect(second.locator('[data-toggle]')).not.toBeFocused();
    const front = (await first.boundingBox())!;
    const behind = (await second.boundingBox())!;
    expect(behind.height).toBeGreaterThan(4); // its edge is visible…
    expect(behind.height).toBeLessThan(front.height / 2); // …not the drawer
    expect(behind.y + behind.height).toBeLessThanOrEqual(front.y + 1); // right above the front one
    expect(behind.width).toBeLessThan(front.width); // narrower: a card behind
    expect(front.width).toBeGreaterThanOrEqual(350);
    expect(await violations(page)).toEqual([]);

    // Opened, the panel is 450px high (spec 000 §9).
    await page.getByRole('button', { name: 'How was your search?' }).click();
    const panel = first.locator('[data-panel]');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.height).toBe(450);

    // Closed, the next one comes forward with the focus.
    await first.getByRole('button', { name: 'Close survey' }).click();
    await expect(first).toBeHidden();
    const next = page.getByRole('button', { name: /Tell us about/ });
    await expect(next).toBeVisible();
    await expect(next).toBeFocused();
    expect((await second.boundingBox())!.height).toBeGreaterThan(40);
  });
});
