// axe-core with the WCAG 2.2 AA tags every browser spec checks, and the two widths they check at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const widths = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The page's axe violations, one line each (rule, help, the first three targets). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
