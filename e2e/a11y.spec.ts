// axe-core on every page of each partner at mobile and desktop widths (WCAG 2.2 AA), for visitors
// and for signed-in members.
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { settled, stayOnSsoHandOff } from './hand-off.ts';
import { expectUserState, signIn } from './members.ts';
import { baseUrlOf, bundlePagesOf, e2ePartners } from './partners.ts';

/**
 * Every page of the partner's bundle a visitor sees, plus an unknown path for the 404 page. The
 * account pages send a visitor to /login (checked here already); members' pages are below.
 */
function routesOf(slug: string): string[] {
  return bundlePagesOf(slug)
    .filter((route) => !route.startsWith('/account/'))
    .concat('/no-such-page')
    .sort();
}

// The service worker serves the hashed scripts from its cache, past page.route: without it the sso
// hand-off's script is stubbed for every page, not only the first (hand-off.ts).
test.use({ serviceWorkers: 'block' });

for (const partner of e2ePartners) {
  for (const [label, viewport] of Object.entries(widths)) {
    test(`${partner.slug}: no axe violations on any page at ${label} width`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const base = baseUrlOf(partner);
      const problems: string[] = [];
      await stayOnSsoHandOff(page);
      for (const route of routesOf(partner.slug)) {
        await page.goto(`${base}${route}`);
        await settled(page);
        await expectUserState(page, 'anonymous');
        problems.push(...(await violations(page)).map((v) => `${route} ${v}`));
      }
      expect(problems).toEqual([]);
    });
  }
}

test.describe('members', () => {
  for (const [label, viewport] of Object.entries(widths)) {
    test(`card member pages and open menus have no axe violations at ${label} width`, async ({ page }) => {
      test.setTimeout(90_000); // axe over the search page's results and map takes a while
      await page.setViewportSize(viewport);
      const [delta] = e2ePartners;
      const base = baseUrlOf(delta);
      await signIn(page, base, 'delta', 'card', 'direct');
      const problems: string[] = [];
      for (const path of ['/how-it-works', '/account/overview', '/search']) {
        await page.goto(`${base}${path}`);
        await expectUserState(page, 'card_member');
        problems.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      await page.getByRole('button', { name: /account menu/i }).click();
      problems.push(...(await violations(page)).map((v) => `member menu ${v}`));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      problems.push(...(await violations(page)).map((v) => `main menu ${v}`));
      expect(problems).toEqual([]);
    });
  }

  test('closed-account and non-card members see accessible pages', async ({ page }) => {
    const [delta, hilton] = e2ePartners;
    await signIn(page, baseUrlOf(delta), 'delta', 'closed', 'direct');
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expectUserState(page, 'closed_account');
    const problems = await violations(page);
    await page.context().clearCookies();
    await signIn(page, baseUrlOf(hilton), 'hilton', 'nocard', 'sso');
    await page.goto(`${baseUrlOf(hilton)}/how-it-works`);
    await expectUserState(page, 'non_card_member');
    problems.push(...(await violations(page)));
    expect(problems).toEqual([]);
  });
});
