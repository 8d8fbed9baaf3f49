// Visiting a fleet partner's page as a returning visitor with a quiet screen: the one-time overlays
// already dismissed through the cookies the product honours (docs/runtime.md#cookies), the page's
// lazy content loaded, fonts and images in. The screenshot and theme specs start from here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { baseUrlOf, e2eDistDir, type FleetPartner } from './partners.ts';

/** The pages every partner is checked on, with the name their screenshots carry. */
export const fleetPages = [
  { path: '/', name: 'home' },
  { path: '/how-it-works', name: 'how-it-works' },
] as const;

/** The partner's promotional popup type, from the settings its bundle was built with. */
function popupTypeOf(slug: string): string | null {
  const settings = JSON.parse(readFileSync(path.join(e2eDistDir, slug, 'partner.json'), 'utf8')) as { generalModalType?: string | null };
  return settings.generalModalType ?? null;
}

/**
 * The cookies a visitor has after closing the popup, the partner sign-in modal, the announcement
 * and the install banner ("Maybe later"): each overlay then stays closed on every page.
 */
export async function dismissOverlays(context: BrowserContext, partner: FleetPartner): Promise<void> {
  const url = baseUrlOf(partner);
  const popupType = popupTypeOf(partner.slug);
  const farFuture = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await context.addCookies([
    ...(popupType ? [{ name: 'general_popup', value: popupType, url }] : []),
    { name: 'temp_sso_modal', value: new Date().toISOString(), url },
    { name: 'announcement_dismissed', value: '1', url },
    { name: 'pwa_install_later', value: farFuture, url },
  ]);
}

/** Every image in the viewport (not scrolled sideways out of a carousel's track) has loaded. */
function imagesInViewLoaded(): boolean {
  return [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return image.complete || !inView;
  });
}

/**
 * Opens `pagePath` and waits until it has settled: the member fetch done, every lazily loaded part
 * in (merchant carousels fetch their cards as they near the viewport, and the cards' images load
 * lazily in turn: one pass down the page starts the fetches, a second waits for the images at each
 * step), web fonts loaded, back at the top with its images in.
 */
export async function openSettled(page: Page, partner: FleetPartner, pagePath: string): Promise<void> {
  await page.goto(`${baseUrlOf(partner)}${pagePath}`, { waitUntil: 'networkidle' });
  const step = Math.floor((page.viewportSize()?.height ?? 800) / 2);
  const scrollDown = async (waitAtEachStep: boolean) => {
    for (let y = 0; ; y += step) {
      await page.evaluate((top) => scrollTo(0, top), y);
      if (waitAtEachStep) await page.waitForFunction(imagesInViewLoaded);
      else await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
      if (await page.evaluate((top) => top + innerHeight >= document.documentElement.scrollHeight, y)) break;
    }
  };
  await scrollDown(false);
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  await scrollDown(true);
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(imagesInViewLoaded);
  await page.evaluate(() => document.fonts.ready);
}
