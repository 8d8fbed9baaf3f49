// Signing in and getting back in, against real bundles and the sandbox: direct sign-in (delta) with
// its refusals, remember me and the way back; credential recovery and fixing end to end; single
// sign-on (hilton) and its returnUrl; no sign-in at all without enrollment (nosh); signing out from
// the member menu and by the emulation rule; every form by keyboard alone; axe on every auth page.
// Flows that change a member (lockout, a new password, a new email) use a fresh member of their own.
import type { APIRequestContext, Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { stayOnSsoHandOff } from './hand-off.ts';
import { demoPassword, expectUserState, signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton, nosh] = e2ePartners;
const base = baseUrlOf(delta);
const ssoBase = baseUrlOf(hilton);
const sandboxUrl = (): string => process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:4610';

interface FreshMember {
  publicId: string;
  email: string;
  partnerNumber: string | null;
  password: string;
}

async function freshMember(request: APIRequestContext, role: 'card' | 'fix' = 'card'): Promise<FreshMember> {
  const response = await request.post(`${sandboxUrl()}/__sandbox/members`, { data: { partner: 'delta', role } });
  expect(response.status(), 'POST /__sandbox/members').toBe(201);
  return (await response.json()) as FreshMember;
}

/** Failed sign-ins of every spec count against one client: start the failing ones from zero. */
async function clearThrottle(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${sandboxUrl()}/__sandbox/throttle`);
  expect([200, 404]).toContain(response.status());
}

/** The island is live once its submit button is enabled (it is disabled in the static HTML). */
async function openForm(page: Page, path: string, submit: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
}

/** From the top of the page by keyboard: the skip link, then the first field of the main area. */
async function tabIntoForm(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

const form = (page: Page) => page.locator('main form');
const identifierField = (page: Page) => form(page).getByLabel(/^Email or .* number/);
// The password input by its name: "Password" also names its show-password toggle.
const passwordField = (page: Page) => form(page).locator('input[name="password"]');

/** Signs in through the form with the mouse-free basics. */
async function signInWithForm(page: Page, identifier: string, password: string): Promise<void> {
  await identifierField(page).fill(identifier);
  await passwordField(page).fill(password);
  await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('direct sign-in (delta)', () => {
  test('by keyboard alone with an email, remember me on: a 90-day session, then the account center', async ({ page, request, context }) => {
    const member = await freshMember(request);
    await openForm(page, '/login', 'Sign In');
    await tabIntoForm(page);
    await expect(identifierField(page)).toBeFocused();
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Tab'); // show password
    await page.keyboard.press('Tab'); // forgot your password?
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/account/overview`);
    await expectUserState(page, 'card_member');

    const cookies = await context.cookies(base);
    const session = cookies.find((cookie) => cookie.name === 'session-delta');
    const ninetyDays = Date.now() / 1000 + 90 * 24 * 3600;
    expect(session?.expires, 'remember me makes the session cookie persistent').toBeGreaterThan(ninetyDays - 3600);
    expect(session?.expires).toBeLessThan(ninetyDays + 3600);
  });

  test('with the partner number, without remember me: a browser-session cookie', async ({ page, context }) => {
    await openForm(page, '/login', 'Sign In');
    await signInWithForm(page, '0000904001', demoPassword);
    await page.waitForURL(`${base}/account/overview`);
    await expectUserState(page, 'card_member');
    const session = (await context.cookies(base)).find((cookie) => cookie.name === 'session-delta');
    expect(session?.expires).toBe(-1);
  });

  test('back to the login redirect, else the last visited path; never off the site', async ({ page, request }) => {
    const member = await freshMember(request);
    // A page whose address no island rewrites (the search page canonicalises its query).
    await page.goto(`${base}/earn/how-it-works?from=e2e`);
    await openForm(page, '/login', 'Sign In');
    await signInWithForm(page, member.email, member.password);
    await page.waitForURL(`${base}/earn/how-it-works?from=e2e`);
    await expectUserState(page, 'card_member');
    await page.request.get(`${base}/api/SignOut`);
    await openForm(page, '/login', 'Sign In');
    await page.evaluate(() => sessionStorage.setItem('login_redirect', '/how-it-works'));
    await signInWithForm(page, member.email, member.password);
    await page.waitForURL(`${base}/how-it-works`);
    await expectUserState(page, 'card_member');
    await page.request.get(`${base}/api/SignOut`);
    await openForm(page, '/login', 'Sign In');
    await page.evaluate(() => {
      sessionStorage.setItem('login_redirect', '/\t/evil.example/x');
      document.cookie = `last_path=${encodeURIComponent('//evil.example')}; path=/`;
    });
    await signInWithForm(page, member.email, member.password);
    await page.waitForURL(`${base}/account/overview`);
  });

  test('a signed-in member opening /login goes straight on', async ({ page }) => {
    await signIn(page, base, 'delta', 'member', 'direct');
    await page.goto(`${base}/login`);
    await page.waitForURL(`${base}/account/overview`);
  });

  test('the home form’s taken email is filled in, and ?rfr=3 / ?rfr=4 say why the visitor is here', async ({ page }) => {
    await page.goto(`${base}/login?rfr=3`);
    await expect(page.getByText('Your account is already active. Please sign in.')).toBeVisible();
    await page.goto(`${base}/login?rfr=4`);
    await expect(page.getByText('Your account is not active yet.', { exact: false })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('prospect-email', JSON.stringify({ email: 'card@delta.example', to: '/login' })));
    await openForm(page, '/login', 'Sign In');
    await expect(identifierField(page)).toHaveValue('card@delta.example');
  });

  test('offers recovery and joining', async ({ page }) => {
    await openForm(page, '/login', 'Sign In');
    await expect(form(page).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recover');
    await expect(page.getByText('Not a member?')).toBeVisible();
  });
});

test.describe('refused sign-ins (delta)', () => {
  test.beforeEach(async ({ request }) => clearThrottle(request));

  test('a wrong password says so, links to recovery and keeps what was typed', async ({ page, request }) => {
    const member = await freshMember(request);
    await openForm(page, '/login', 'Sign In');
    await signInWithForm(page, member.email, 'Wrong-password1');
    await expect(page.getByText('Invalid user name or password.')).toBeVisible();
    await expect(form(page).getByRole('link', { name: 'Recover your account' })).toHaveAttribute('href', '/recover');
    await expect(identifierField(page)).toHaveValue(member.email);
    await expect(passwordField(page)).toHaveValue('Wrong-password1');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('a server error stays on the form (no /error: it is a submission) and keeps what was typed', async ({ page }) => {
    await page.route('**/api/Login', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
    await openForm(page, '/login', 'Sign In');
    await signInWithForm(page, 'card@delta.example', 'Password1!');
    await expect(form(page).getByText('Something went wrong. Please refresh the page and try again.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(identifierField(page)).toHaveValue('card@delta.example');
    await expect(passwordField(page)).toHaveValue('Password1!');
    // The next try goes through.
    await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${base}/account/overview`);
  });

  test('the fifth failure in a row locks the account for 30 minutes, even for the right password', async ({ page, request }) => {
    const member = await freshMember(request);
    await openForm(page, '/login', 'Sign In');
    await identifierField(page).fill(member.email);
    const submit = form(page).getByRole('button', { name: 'Sign In', exact: true });
    const attempt = async (password: string): Promise<number> => {
      await passwordField(page).fill(password);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Login');
      await submit.click();
      return (await answer).status();
    };
    for (let failure = 1; failure <= 4; failure++) {
      expect(await attempt(`Wrong-password${failure}`)).toBe(401);
      await expect(page.getByText('Invalid user name or password.')).toBeVisible();
    }
    expect(await attempt('Wrong-password5')).toBe(429);
    const lockout = page.getByText('Your account has been locked for 30 minutes.', { exact: false });
    await expect(lockout).toBeVisible();
    await expect(form(page).getByRole('link', { name: 'Recover your account' })).toHaveAttribute('href', '/recover');
    await expect(page.getByText('Invalid user name or password.')).toHaveCount(0);
    await expect(page.getByText(/Too many sign-in attempts/)).toHaveCount(0);

    expect(await attempt(member.password)).toBe(429);
    await expect(lockout).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

test.describe('credential recovery and fixing (delta)', () => {
  test('recovery end to end by keyboard alone, then signing in with the new password', async ({ page, request }) => {
    const member = await freshMember(request);
    const newPassword = 'Recovered-pass9';
    await openForm(page, '/recover', 'Send code');
    await tabIntoForm(page);
    await expect(identifierField(page)).toBeFocused();
    await page.keyboard.type(member.email);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/recover/confirm`);

    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await expect(page.getByText(`If an account matches ${member.email}`, { exact: false })).toBeVisible();
    await tabIntoForm(page);
    await expect(form(page).getByLabel(/^Verification code/)).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/recover/update`);

    await expect(page.getByRole('button', { name: 'Update password' })).toBeEnabled();
    await tabIntoForm(page);
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Tab'); // show password
    await page.keyboard.press('Tab');
    await expect(form(page).locator('input[name="passwordConfirm"]')).toBeFocused();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/recover/success`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Updated');
    expect(await page.evaluate(() => sessionStorage.getItem('recover_flow'))).toBeNull();

    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${base}/login`);
    await expect(form(page).getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await signInWithForm(page, member.email, newPassword);
    await page.waitForURL(`${base}/account/overview`);
    await expectUserState(page, 'card_member');
  });

  test('a recovery step opened without the step before starts over at /recover', async ({ page }) => {
    await page.goto(`${base}/recover/update`);
    await page.waitForURL(`${base}/recover`);
    await page.goto(`${base}/recover/confirm`);
    await page.waitForURL(`${base}/recover`);
    // Replaced, not pushed: Back does not return to the step that sent the visitor away.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Your Password?');
  });

  test('the recovery request checks the identifier before sending', async ({ page }) => {
    await openForm(page, '/recover', 'Send code');
    await identifierField(page).fill('not an email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a valid email address or partner number.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/recover');
  });

  test('fixing credentials end to end by keyboard: sign-in answers 409, the new email signs the member in', async ({ page, request }) => {
    const member = await freshMember(request, 'fix');
    const newEmail = `fixed-${member.publicId.slice(-10)}@delta.example`;
    await openForm(page, '/login', 'Sign In');
    await signInWithForm(page, member.email, member.password);
    await page.waitForURL(`${base}/fix_credentials`);
    await expect(page.getByRole('button', { name: 'Update and sign in' })).toBeEnabled();
    await expect(identifierField(page)).toHaveValue(member.email);

    await tabIntoForm(page);
    await expect(identifierField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Tab'); // show password
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(/^New email address/)).toBeFocused();
    await page.keyboard.type(newEmail);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/account/overview`);
    await expectUserState(page, 'card_member');
    const signedIn = (await (await page.request.get(`${base}/api/Member`)).json()) as { email: string };
    expect(signedIn.email).toBe(newEmail);
  });
});

test.describe('single sign-on (hilton)', () => {
  test('/Login hands over to the identity provider and comes back to returnUrl signed in', async ({ page }) => {
    await page.goto(`${ssoBase}/Login?returnUrl=/search`);
    await page.waitForURL((url) => url.pathname === '/api/Sso/Login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/search');
    await page.getByRole('button', { name: 'card', exact: true }).click();
    await page.waitForURL(`${ssoBase}/search`);
    await expectUserState(page, 'card_member');
  });

  test('the form of the identity provider works too, and /login hands over like /Login', async ({ page }) => {
    await page.goto(`${ssoBase}/login`);
    await page.waitForURL((url) => url.pathname === '/api/Sso/Login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/account/overview');
    await page.getByLabel('Email').fill('card@hilton.example');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${ssoBase}/account/overview`);
    await expectUserState(page, 'card_member');
  });

  for (const hostile of ['/\t/evil.example/x', '//evil.example', 'https://evil.example']) {
    test(`a hostile returnUrl (${JSON.stringify(hostile)}) never leaves the site`, async ({ page }) => {
      await page.goto(`${ssoBase}/Login?returnUrl=${encodeURIComponent(hostile)}`);
      await page.waitForURL((url) => url.pathname === '/api/Sso/Login');
      const handedOver = new URL(page.url());
      expect(handedOver.origin).toBe(ssoBase);
      expect(handedOver.searchParams.get('returnUrl')).toBe('/account/overview');
      await page.getByRole('button', { name: 'card', exact: true }).click();
      await page.waitForURL(`${ssoBase}/account/overview`);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page is a real link to sign in', async ({ page }) => {
      await page.goto(`${ssoBase}/Login`);
      await expect(page.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute(
        'href',
        '/api/Sso/Login?returnUrl=%2Faccount%2Foverview',
      );
    });
  });
});

test('a partner without enrollment has no sign-in page (nosh)', async ({ page }) => {
  for (const path of ['/login', '/Login', '/recover', '/fix_credentials']) {
    const response = await page.goto(`${baseUrlOf(nosh)}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/radar/i);
  }
});

test.describe('signing out', () => {
  test('from the member menu: the signed-out page, no session, and a way to sign in again', async ({ page, context }) => {
    await signIn(page, base, 'delta', 'vip', 'direct');
    await page.goto(`${base}/how-it-works`);
    await expectUserState(page, 'card_member');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.locator('#member-menu').getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${base}/SignOut`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed Out');
    await expectUserState(page, 'anonymous');
    expect((await page.request.get(`${base}/api/Member`)).status()).toBe(401);
    expect((await context.cookies(base)).map((cookie) => cookie.name)).not.toContain('session_expiry');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login');
  });

  test('sso partners sign in again through /Login', async ({ page }) => {
    await page.goto(`${ssoBase}/SignOut`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/Login');
  });

  test('an emulation cookie outside the emulation frame signs out on any page', async ({ page, context }) => {
    await signIn(page, base, 'delta', 'vip', 'direct');
    await context.addCookies([{ name: 'emulation_id', value: 'operator-1', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${base}/how-it-works`);
    await page.waitForURL(`${base}/SignOut`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed Out');
    await expectUserState(page, 'anonymous');
    const names = (await context.cookies(base)).map((cookie) => cookie.name);
    expect(names).not.toContain('emulation_id');
    expect(names).not.toContain('session_expiry');
    expect((await page.request.get(`${base}/api/Member`)).status()).toBe(401);
  });
});

test.describe('accessibility', () => {
  /** The page's axe violations, each prefixed with what was checked. */
  const check = async (page: Page, what: string) => (await violations(page)).map((v) => `${what} ${v}`);

  for (const [label, viewport] of Object.entries(widths)) {
    test.describe(`at ${label} width`, () => {
      test.use({ viewport });

      test('the sign-in, fixing and recovery forms', async ({ page }) => {
        test.setTimeout(90_000);
        const problems: string[] = [];
        for (const [path, submit] of [
          ['/login', 'Sign In'],
          ['/fix_credentials', 'Update and sign in'],
          ['/recover', 'Send code'],
        ] as const) {
          await openForm(page, path, submit);
          problems.push(...(await check(page, path)));
        }
        await page.evaluate(() => sessionStorage.setItem('recover_flow', JSON.stringify({ identifier: 'card@delta.example' })));
        await openForm(page, '/recover/confirm', 'Continue');
        problems.push(...(await check(page, '/recover/confirm')));
        await page.evaluate(() => sessionStorage.setItem('recover_flow', JSON.stringify({ identifier: 'card@delta.example', token: 'x' })));
        await openForm(page, '/recover/update', 'Update password');
        problems.push(...(await check(page, '/recover/update')));
        expect(problems).toEqual([]);
      });

      test('a refused sign-in and field errors', async ({ page, request }) => {
        test.setTimeout(60_000);
        await clearThrottle(request);
        await openForm(page, '/login', 'Sign In');
        await signInWithForm(page, 'nobody@delta.example', 'Wrong-password1');
        await expect(page.getByText('Invalid user name or password.')).toBeVisible();
        const problems = await check(page, '/login refused');
        await passwordField(page).fill('');
        await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
        await expect(form(page).getByText('This field is required.', { exact: true })).toBeVisible();
        problems.push(...(await check(page, '/login field error')));
        expect(problems).toEqual([]);
      });

      test('the recovery success and signed-out pages', async ({ page }) => {
        test.setTimeout(60_000);
        const problems: string[] = [];
        for (const path of ['/recover/success', '/SignOut']) {
          await page.goto(`${base}${path}`);
          await expectUserState(page, 'anonymous');
          problems.push(...(await check(page, path)));
        }
        expect(problems).toEqual([]);
      });

      test('the sso hand-off page, held on the site', async ({ page }) => {
        await stayOnSsoHandOff(page);
        await page.goto(`${ssoBase}/Login`);
        await expectUserState(page, 'anonymous');
        await expect(page.getByRole('link', { name: 'Continue to sign in' })).toBeVisible();
        expect(await check(page, 'hilton /Login')).toEqual([]);
      });
    });
  }
});
