// Screenshots of the home and how-it-works pages of every partner at 390 and 1280 px, full page,
// compared with the committed baselines in visual.spec.ts-snapshots/ (issue #8): a theme or layout
// change that breaks one partner's pages fails here. After an intended change, regenerate them:
//   npx playwright test e2e/visual.spec.ts --update-snapshots
// and review the new images before committing them.
import { expect, test, type Page } from '@playwright/test';
import { dismissOverlays, fleetPages, openSettled } from './fleet.ts';
import { fleetPartners } from './partners.ts';

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The copyright line's year is the build's: pinned, so the baselines outlive New Year. */
async function pinCopyrightYear(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.includes('©')) node.textContent = node.textContent.replace(/©\s*\d{4}/, '© 2025');
  });
}

test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

for (const partner of fleetPartners) {
  for (const { path, name } of fleetPages) {
    for (const viewport of widths) {
      test(`${partner.slug} ${name} at ${viewport.width} px looks as approved`, async ({ page, context }) => {
        await page.setViewportSize(viewport);
        await dismissOverlays(context, partner);
        await openSettled(page, partner, path);
        await pinCopyrightYear(page);
        await expect(page).toHaveScreenshot(`${partner.slug}-${name}-${viewport.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Reruns on one machine are pixel-identical; the slack is for antialiasing on another. A
          // pixel counts as changed from a small colour step (a brand #002F61 → #0A3F75 fails).
          threshold: 0.05,
          maxDiffPixelRatio: 0.002,
          timeout: 15_000,
        });
      });
    }
  }
}
