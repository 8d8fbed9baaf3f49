// Every page validates (issue #7: the Nu Html Checker flagged a <style> in the body). HTML allows a
// <style> in <body> only as the first child of its parent, with selectors that match nothing before
// that parent; the checker also rejects headings that skip a level. Checked in Chromium with scripting off, so <noscript> content is parsed as elements
// (as the checker reads it).
import { expect, test } from '@playwright/test';
import { baseUrlOf, bundlePagesOf, e2ePartners } from './partners.ts';

test.use({ javaScriptEnabled: false });

for (const partner of e2ePartners) {
  test(`${partner.slug}: no <style> in the body out of place, no skipped heading level`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const route of bundlePagesOf(partner.slug)) {
      await page.goto(`${baseUrlOf(partner)}${route}`);
      const found = await page.evaluate(() =>
        [...document.body.querySelectorAll('style')].flatMap((style) => {
          const parent = style.parentElement!;
          const where = `<style> in <${parent.localName}>`;
          const out: string[] = [];
          if (parent.firstElementChild !== style) out.push(`${where} is not its first child`);
          for (const rule of style.sheet?.cssRules ?? []) {
            if (!(rule instanceof CSSStyleRule)) continue;
            for (const element of document.querySelectorAll(rule.selectorText)) {
              const afterParent = element === parent || (parent.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
              if (!afterParent) out.push(`${where}: "${rule.selectorText}" matches <${element.localName}> before it`);
            }
          }
          return out;
        }),
      );
      // The checker also reports a heading that skips a level on the way down (h1 then h3).
      const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.localName[1])));
      levels.forEach((level, index) => {
        const previous = levels[index - 1];
        if (previous !== undefined && level > previous + 1) found.push(`<h${level}> follows <h${previous}>, skipping a level`);
      });
      problems.push(...found.map((problem) => `${route} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
