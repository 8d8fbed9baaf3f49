// Every partner's theme is accessible (issue #8): the home and how-it-works pages of all 19
// partners, at both widths, have no axe violations (colour contrast included), and every element the
// keyboard reaches on them shows a visible focus indicator.
import { expect, test, type Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { dismissOverlays, fleetPages, openSettled } from './fleet.ts';
import { fleetPartners } from './partners.ts';

/** More tab stops than any page has: the walk ends when the focus comes round again. */
const maxTabStops = 250;

/**
 * Tabs through the page from the top and returns, for each element that took the focus without a
 * visible indicator, a line naming it. An indicator is the element's own outline (not none, wider
 * than 0, not transparent) or box-shadow, or the outline of an ancestor that marks the focus inside
 * it (a card around its stretched link).
 */
async function focusWithoutIndicator(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  await page.locator('body').evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    body.focus();
  });
  for (let stop = 0; stop < maxTabStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const outlined = (style: CSSStyleDeclaration) =>
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
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
      return { key: path.join('/'), label: `<${element.tagName.toLowerCase()}> "${name}"`, indicated };
    });
    if (!focused || seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.indicated) problems.push(`no visible focus: ${focused.label}`);
  }
  return problems;
}

test.use({ reducedMotion: 'reduce' });

for (const partner of fleetPartners) {
  for (const [label, viewport] of Object.entries(widths)) {
    test(`${partner.slug}: home and how-it-works are accessible at ${label} width, with visible keyboard focus`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await dismissOverlays(context, partner);
      const problems: string[] = [];
      for (const { path } of fleetPages) {
        await openSettled(page, partner, path);
        problems.push(...(await violations(page)).map((v) => `${path} ${v}`));
        problems.push(...(await focusWithoutIndicator(page)).map((v) => `${path} ${v}`));
      }
      expect(problems).toEqual([]);
    });
  }
}
