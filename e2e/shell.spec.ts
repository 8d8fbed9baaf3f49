// The shared shell for each enrollment type and member state: navbar, menus, footer, skip link,
// back link, re-enrollment gate.
import { randomBytes } from 'node:crypto';
import { captchaToken as standinCaptchaToken } from '../tests/helpers/captcha-token.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, signIn, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton, nosh] = e2ePartners;
const desktop = { width: 1280, height: 900 };
const mobile = { width: 390, height: 844 };
/** Delta's siteUrl: links to it are the site's own, whatever host serves the bundle. */
const deltaSite = 'https://dining.delta.example';

/** A captcha token from the stand-in, fetched the way its execute() does (single use, issue #22). */
async function captchaToken(): Promise<string> {
  const sandbox = process.env['E2E_SANDBOX_URL'];
  if (!sandbox) throw new Error('E2E_SANDBOX_URL is set by e2e/global-setup.ts');
  const { standinOrigin } = (await (await fetch(`${sandbox}/__sandbox`)).json()) as { standinOrigin: string };
  return standinCaptchaToken(standinOrigin);
}

/** Registers a new prospect with the real POST /api/Members/Prospects (direct partners): the backend
 *  signs them in as a NonCardMember until a card is linked (docs/api.md "Enrollment and recovery"). */
async function registerProspect(page: Page, base: string): Promise<void> {
  const csrf = (await (await page.request.get(`${base}/api/CSRF`)).json()) as { csrfToken: string };
  const response = await page.request.post(`${base}/api/Members/Prospects`, {
    data: {
      email: `prospect.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
      password: 'Tasty2024',
      passwordConfirm: 'Tasty2024',
      firstName: 'Pat',
      lastName: 'Prospect',
      zipCode: '30309',
      gRecaptchaResponse: await captchaToken(),
    },
    headers: { 'X-CSRF-Token': csrf.csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('navbar and footer by visitor state', () => {
  test.use({ viewport: desktop });

  test('anonymous visitor of a direct partner: sign in and join, in navbar, menu and footer', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expectUserState(page, 'anonymous');
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navbar.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Join Now' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /account menu/i })).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('card member: a keyboard-operable member dropdown with name, email, account links and sign-out', async ({ page }) => {
    await signIn(page, baseUrlOf(delta), 'delta', 'card', 'direct');
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expectUserState(page, 'card_member');
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navbar.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
    const dropdown = navbar.getByRole('button', { name: /account menu/i });
    await expect(dropdown).toHaveText(/Hi, \w+/);

    await dropdown.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#member-menu');
    await expect(panel).toContainText('@delta.example');
    for (const name of ['Account Overview', 'Reviews & History', 'Linked Cards', 'Profile', 'Sign Out']) {
      await expect(panel.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Account Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(dropdown).toBeFocused();

    await dropdown.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My Account' })).toBeVisible();
  });

  test('non-card member of an sso partner: the sso join and a sign-out link', async ({ page }) => {
    await signIn(page, baseUrlOf(hilton), 'hilton', 'nocard', 'sso');
    await page.goto(`${baseUrlOf(hilton)}/how-it-works`);
    await expectUserState(page, 'non_card_member');
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    // The sso join's wording comes from the partner's CMS copy.
    await expect(page.locator('[data-auth-area] > a[href="/Login?returnUrl=%2Fadd_card"]')).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: /account menu/i })).toBeHidden();
  });

  test('non-card member of a direct partner (a new prospect): sign-in and join like a visitor, sign-out in the menu', async ({ page }) => {
    const base = baseUrlOf(delta);
    await registerProspect(page, base);
    await page.goto(`${base}/how-it-works`);
    await expectUserState(page, 'non_card_member');
    const authArea = page.locator('[data-auth-area]');
    await expect(authArea.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(authArea.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/join');
    await expect(page.getByRole('button', { name: /account menu/i })).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/join');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.locator('#main-menu');
    await expect(menu.getByRole('link', { name: 'Join Now' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  });

  test('known visitor arriving with a public id keeps the visitor links', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works?public_id=delta-known`);
    await expectUserState(page, 'known');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Join Now' })).toBeVisible();
  });

  test('closed-account member sees the re-enrollment gate in place of the page', async ({ page }) => {
    await signIn(page, baseUrlOf(delta), 'delta', 'closed', 'direct');
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expectUserState(page, 'closed_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeHidden();
  });

  for (const [partner, enrollment] of [
    [delta, 'direct'],
    [hilton, 'sso'],
  ] as const) {
    test(`closed-account member of ${partner.slug} (${enrollment}): the navbar's right-hand area offers sign-out (issue #22)`, async ({
      page,
      request,
    }) => {
      const base = baseUrlOf(partner);
      // A closed member of the test's own: signing out ends its session only.
      await signInAs(page, base, await freshMember(request, { partner: partner.slug, role: 'closed' }), enrollment);
      await page.goto(`${base}/how-it-works`);
      await expectUserState(page, 'closed_account');
      const authArea = page.getByRole('navigation', { name: 'Main navigation' }).locator('[data-auth-area]');
      await expect(authArea.getByRole('link')).toHaveCount(1);
      const signOut = authArea.getByRole('link', { name: 'Sign Out' });
      await expect(signOut).toBeVisible();
      await expect(authArea.getByRole('link', { name: /Sign In|Join/ })).toHaveCount(0);
      await signOut.click();
      await page.waitForURL(`${base}/SignOut`);
      await expectUserState(page, 'anonymous');
    });
  }

  test('a partner without enrollment has no auth links or member menu', async ({ page }) => {
    await page.goto(`${baseUrlOf(nosh)}/how-it-works`);
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navbar.getByRole('link', { name: /sign in|join/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
  });
});

test.describe('main menu', () => {
  test('opens from the menu button in the spec order, closes on Escape and on a click outside', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = page.locator('#main-menu');
    await expect(menu).toBeVisible();
    const texts = await menu
      .getByRole('link')
      .evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent).map((link) => link.textContent?.trim()));
    expect(texts.slice(0, 2)).toEqual(['Join Now', 'Sign In']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();
  });

  test('below the navbar breakpoint the auth links live in the menu', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navbar.locator('[data-auth-area] > a', { hasText: 'Join Now' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#main-menu').getByRole('link', { name: 'Join Now' })).toBeVisible();
  });
});

test.describe('shell details', () => {
  test.use({ viewport: desktop });

  test('the skip link is the first stop and moves focus to the main area', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the search icon is disabled on search, absent on discover, a link elsewhere', async ({ page }) => {
    await page.goto(`${baseUrlOf(hilton)}/search`);
    const icon = page.getByRole('link', { name: 'Search restaurants' });
    await expect(icon).toHaveAttribute('aria-disabled', 'true');
    await expect(icon).toHaveAttribute('aria-current', 'page');
    await page.goto(`${baseUrlOf(hilton)}/discover`);
    await expect(page.getByRole('link', { name: 'Search restaurants' })).toHaveCount(0);
    await page.goto(`${baseUrlOf(hilton)}/how-it-works`);
    await expect(page.getByRole('link', { name: 'Search restaurants' })).toHaveAttribute('href', '/search');
  });

  test('enrollment pages: no menu button; direct partners offer sign-in, sso partners sign-out of the programme', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/join`);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
    await expect(page.getByText('Already a member?')).toBeVisible();
    await page.goto(`${baseUrlOf(hilton)}/join`);
    await expect(page.getByRole('link', { name: /^sign out of /i })).toBeVisible();
  });

  test('a Back link under the navbar on merchant and account pages goes back in history', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/search`);
    await page.evaluate(() => location.assign('/merchants/1001'));
    await page.waitForURL('**/merchants/1001');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${baseUrlOf(delta)}/search`);
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);
  });
});

test.describe('links and footer', () => {
  test.use({ viewport: desktop });

  test.describe(() => {
    // page.route sees no request the service worker answers (the first page registers it).
    test.use({ serviceWorkers: 'block' });

    test('an activate link carries the stored public id, also on later pages and on links added later', async ({ page }) => {
      const base = baseUrlOf(delta);
      await page.goto(`${base}/how-it-works?public_id=delta-inactive`);
      await expectUserState(page, 'known');
      // A CMS text with the [[activate]] marker renders <a href="/activate">: put one in the page's HTML.
      await page.route(`${base}/search`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '</main>',
          '<p><a id="activate" href="/activate">activate your account</a></p></main>',
        );
        await route.fulfill({ response, body });
      });
      await page.goto(`${base}/search`);
      await expect(page.locator('#activate')).toHaveAttribute('href', '/activate?public_id=delta-inactive');
      await page.evaluate(() =>
        document.querySelector('main')?.insertAdjacentHTML('beforeend', '<a id="late" href="/activate">activate</a>'),
      );
      await page.locator('#late').click();
      await page.waitForURL(`${base}/activate?public_id=delta-inactive`);
    });
  });

  test('every external link in the navbar, menu and footer opens in a new tab and says so', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const links = await page.locator('header a[href], footer a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        text: a.textContent,
      })),
    );
    const external = links.filter((link) => /^https?:/i.test(link.href) && !link.href.startsWith(deltaSite));
    expect(external.map((link) => link.href)).toEqual(expect.arrayContaining([expect.stringContaining('apps.apple.com')]));
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: '_blank', rel: expect.stringContaining('noopener') });
      expect(link.text, link.href).toContain('Opens in a new tab');
    }
    // The site's own links (relative, or absolute to its own host) stay in this tab.
    for (const link of links.filter((link) => !external.includes(link))) expect(link.target, link.href).toBeNull();
  });

  test('the footer shows the partner logo beside the card-network logos', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Delta SkyMiles® Dining', exact: true })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
  });

  test('the not-found page takes its browser title from the CMS not_found entry', async ({ page }) => {
    const response = await page.goto(`${baseUrlOf(delta)}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('That page isn’t on our radar');
  });
});

test.describe('session', () => {
  test.use({ viewport: desktop });

  test('signing out ends the session and shows the visitor links again', async ({ page }) => {
    const base = baseUrlOf(delta);
    await signIn(page, base, 'delta', 'card', 'direct');
    await page.goto(`${base}/how-it-works`);
    await expectUserState(page, 'card_member');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.locator('#member-menu').getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${base}/SignOut`);
    await expectUserState(page, 'anonymous');
    expect((await page.request.get(`${base}/api/Member`)).status()).toBe(401);
  });

  test('warns 60 seconds before the session ends, keeps it alive on request, and signs out at expiry', async ({ page }) => {
    const base = baseUrlOf(delta);
    await page.clock.install();
    await signIn(page, base, 'delta', 'card', 'direct');
    await page.goto(`${base}/how-it-works`);
    await expectUserState(page, 'card_member');
    const warning = page.locator('site-toasts [data-type]').filter({ hasText: 'Your session is about to expire.' });
    // The server says the session ends in 75 s (the expiry cookie), read again on navigation.
    await page.evaluate(() => {
      document.cookie = `session_expiry=${Date.now() + 75_000}; path=/`;
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.clock.fastForward('00:10');
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('00:06');
    await expect(warning).toBeVisible();

    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);
    // Keep-alive refetched the member: the server renewed the session for its full 15 minutes.
    await expect
      .poll(() => page.evaluate(() => Number(document.cookie.match(/session_expiry=(\d+)/)?.[1]) - Date.now()))
      .toBeGreaterThan(14 * 60_000);

    await page.clock.fastForward('14:00');
    expect(new URL(page.url()).pathname).toBe('/how-it-works');
    await page.clock.fastForward('01:00');
    await page.waitForURL(`${base}/SignOut`);
    await expectUserState(page, 'anonymous');
  });
});

test.describe('design system', () => {
  /**
   * Tabs through the whole page (until the focus wraps) and returns each focused element that
   * shows no indicator: no outline (style none or zero width) and no box-shadow, on itself or on
   * the card that draws the ring for the link inside it (:focus-within, src/ui/card.css.ts).
   */
  async function focusWithoutIndicator(page: Page): Promise<string[]> {
    const missing: string[] = [];
    let stops = 0;
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        // Each element once: the focus has wrapped round when it comes back to one already seen.
        const seen = ((window as { seenStops?: WeakSet<Element> }).seenStops ??= new WeakSet());
        if (seen.has(element)) return null;
        seen.add(element);
        const shows = (node: Element) => {
          const style = getComputedStyle(node);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none';
        };
        const ring =
          shows(element) ||
          [1, 2, 3].some((up) => {
            let node: Element | null = element;
            for (let i = 0; i < up && node; i++) node = node.parentElement;
            return node !== null && node.matches(':focus-within') && shows(node);
          });
        const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
        return { name, ring };
      });
      if (!focused) break;
      stops++;
      if (!focused.ring) missing.push(focused.name);
    }
    expect(stops, 'the page has keyboard stops').toBeGreaterThan(10);
    return missing;
  }

  for (const [label, viewport] of Object.entries({ mobile, desktop })) {
    test(`every keyboard stop on the home page and a content page shows a focus indicator (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const path of ['/', '/earn/reservations']) {
        await page.goto(`${baseUrlOf(delta)}${path}`);
        await expectUserState(page, 'anonymous');
        problems.push(...(await focusWithoutIndicator(page)).map((name) => `${path} ${name}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test('icons are decorative (hidden) unless they carry a name', async ({ page }) => {
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    const unnamed = await page
      .locator('header svg, main svg, footer svg, site-toasts svg, announcement-banner svg')
      .evaluateAll((icons) =>
        icons
          .filter(
            (icon) =>
              icon.getAttribute('aria-hidden') !== 'true' && !(icon.getAttribute('role') === 'img' && icon.getAttribute('aria-label')),
          )
          .map((icon) => icon.outerHTML.slice(0, 80)),
      );
    expect(unnamed).toEqual([]);
    // The icon-only controls are named by their own labels.
    await expect(page.getByRole('link', { name: 'Search restaurants' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  });

  test('the sticky header stays in view with its shadow while the page scrolls (desktop)', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(`${baseUrlOf(delta)}/earn/reservations`);
    await page.evaluate(() => scrollTo(0, 600));
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    const header = page.locator('slide-away-header');
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  });
});
