// Signing demo members in through the real backend (the sandbox behind the bundle's /api proxy),
// so the session cookies land in the browser context like a real sign-in's.
import { expect, type Page } from '@playwright/test';

export type DemoRole = 'card' | 'vip' | 'member' | 'nocard' | 'closed' | 'blocked';

export const demoPassword = 'Password1!';

export async function signIn(page: Page, base: string, slug: string, role: DemoRole, enrollment: 'direct' | 'sso'): Promise<void> {
  const csrf = (await (await page.request.get(`${base}/api/CSRF`)).json()) as { csrfToken: string };
  const email = `${role}@${slug}.example`;
  const response =
    enrollment === 'direct'
      ? await page.request.post(`${base}/api/Login`, {
          data: { emailOrPartnerNumber: email, password: demoPassword, rememberMe: false },
          headers: { 'X-CSRF-Token': csrf.csrfToken },
        })
      : await page.request.post(`${base}/api/Sso/Login`, {
          form: { csrfToken: csrf.csrfToken, returnUrl: '/', email, password: demoPassword, rememberMe: 'false' },
          maxRedirects: 0,
        });
  expect([200, 303], `sign-in of ${email}`).toContain(response.status());
}

/** Waits until the shell has applied the visitor's state. */
export async function expectUserState(page: Page, state: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-user-state', state);
}
