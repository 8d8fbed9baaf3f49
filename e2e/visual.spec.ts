// Every partner's pages, as its members see them (issue #8): the home and how-it-works pages of all
// 19 partners at 390 and 1280 px, each visited once, and on each visit
// - a full-page screenshot compared with the committed baseline in visual.spec.ts-snapshots/: a
//   theme or layout change that breaks one partner's pages fails here. After an intended change,
//   regenerate them with
//     npx playwright test e2e/visual.spec.ts --update-snapshots
//   and review the new images before committing them;
// - no axe violations (colour contrast included);
// - a visible focus indicator on every element the keyboard reaches.
import { expect, test, type Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { dismissOverlays, fleetPages, openSettled } from './fleet.ts';
import { fleetPartners } from './partners.ts';

/** More tab stops than any page has: the walk ends when the focus comes round again. */
const maxTabStops = 250;
/** Tabs pressed between two looks at the page's record (fewer round trips than one look per Tab). */
const tabsPerLook = 12;

interface FocusStop {
  key: string;
  label: string;
  indicated: boolean;
}

/**
 * Tabs through the page from the top and returns, for each element that took the focus without a
 * visible indicator, a line naming it. An indicator is the element's own outline (not none, wider
 * than 0, not transparent) or box-shadow, or the outline of an ancestor that marks the focus inside
 * it (a card around its stretched link). The page records each stop as the focus arrives.
 */
async function focusWithoutIndicator(page: Page): Promise<string[]> {
  await page.locator('body').evaluate((body) => {
    const stops: FocusStop[] = [];
    Object.assign(window, { focusStops: stops });
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    document.addEventListener(
      'focusin',
      ({ target: element }) => {
        if (!(element instanceof Element)) return;
        const own = getComputedStyle(element);
        let indicated = outlined(own) || own.boxShadow !== 'none';
        for (let parent = element.parentElement; !indicated && parent; parent = parent.parentElement)
          indicated = parent.matches(':focus-within') && outlined(getComputedStyle(parent));
        // Where it is in the document, so the walk can tell when it comes round again.
        const path: string[] = [];
        for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
          path.unshift(`${node.tagName}:${[...node.parentElement.children].indexOf(node)}`);
        const text = element.getAttribute('aria-label') || element.textContent?.trim() || element.querySelector('img')?.alt || '';
        const name = text.replace(/\s+/g, ' ').slice(0, 40);
        stops.push({ key: path.join('/'), label: `<${element.tagName.toLowerCase()}> "${name}"`, indicated });
      },
      true,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    body.focus();
  });
  const walk: FocusStop[] = [];
  for (let pressed = 0; pressed < maxTabStops;) {
    for (let i = 0; i < tabsPerLook; i += 1, pressed += 1) await page.keyboard.press('Tab');
    const stops = await page.evaluate(() => (window as unknown as { focusStops: FocusStop[] }).focusStops);
    const keys = new Set<string>();
    const round = stops.findIndex(({ key }) => keys.size === keys.add(key).size);
    if (round >= 0 || stops.length < pressed) {
      walk.push(...stops.slice(0, round >= 0 ? round : stops.length));
      break;
    }
  }
  return walk.filter((stop) => !stop.indicated).map((stop) => `no visible focus: ${stop.label}`);
}

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
    for (const [label, viewport] of Object.entries(widths)) {
      test(`${partner.slug} ${name} at ${viewport.width} px looks as approved, passes axe and shows keyboard focus`, async ({
        page,
        context,
      }) => {
        test.setTimeout(60_000); // a full-page comparison, axe and up to 250 tab stops
        await page.setViewportSize(viewport);
        // One day (a Wednesday, in the past so no session looks expired) for every run: cards say "Earns today" or name the earning days from the date.
        await page.clock.setFixedTime(new Date('2026-11-18T12:00:00'));
        await dismissOverlays(context, partner);
        await openSettled(page, partner, path);
        await pinCopyrightYear(page);
        // Soft: an unapproved look still lets the accessibility checks below report.
        await expect.soft(page, `${label} screenshot`).toHaveScreenshot(`${partner.slug}-${name}-${viewport.width}.png`, {
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
        expect(await violations(page), 'axe').toEqual([]);
        expect(await focusWithoutIndicator(page), 'keyboard focus').toEqual([]);
      });
    }
  }
}
