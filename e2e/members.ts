// Signing demo members in through the real backend (the sandbox behind the bundle's /api proxy),
// so the session cookies land in the browser context like a real sign-in's.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type DemoRole = 'card' | 'vip' | 'member' | 'nocard' | 'closed' | 'blocked';

export const demoPassword = 'Password1!';

export async function signIn(page: Page, base: string, slug: string, role: DemoRole, enrollment: 'direct' | 'sso'): Promise<void> {
  await signInAs(page, base, { email: `${role}@${slug}.example`, password: demoPassword }, enrollment);
}

/** Waits until the shell has applied the visitor's state. */
export async function expectUserState(page: Page, state: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-user-state', state);
}

const sandboxUrl = (): string => process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:4610';

/** The spec-minimal fleet's sandbox (global-setup.ts, minimal.spec.ts): pass it to freshMember. */
export const minimalSandboxUrl = (): string => process.env['E2E_MINIMAL_SANDBOX_URL'] ?? 'http://127.0.0.1:4612';

export interface FreshMember {
  publicId: string;
  email: string;
  partnerNumber: string | null;
  password: string;
}

export interface FreshMemberOptions {
  partner: string;
  /** A demo role's profile, tier, flags and cards (POST /__sandbox/members, docs/api.md). */
  role?: string;
  /** Seed the demo history too: transactions, statement credits, bonuses. */
  withActivity?: boolean;
  /** Link this many test cards (0-12) instead of the role's own. */
  cardCount?: number;
}

/** A member of the test's own, for flows that change one (docs/api.md "Sandbox controls"), made by
 *  the e2e fleet's sandbox unless `sandbox` names another (minimalSandboxUrl()). */
export async function freshMember(request: APIRequestContext, options: FreshMemberOptions, sandbox = sandboxUrl()): Promise<FreshMember> {
  const response = await request.post(`${sandbox}/__sandbox/members`, { data: options });
  expect(response.status(), `POST /__sandbox/members ${JSON.stringify(options)}: ${await response.text()}`).toBe(201);
  return (await response.json()) as FreshMember;
}

/** Signs a fresh (or any) member in by email through the bundle's /api, like signIn above. */
export async function signInAs(
  page: Page,
  base: string,
  member: Pick<FreshMember, 'email' | 'password'>,
  enrollment: 'direct' | 'sso',
): Promise<void> {
  const csrf = (await (await page.request.get(`${base}/api/CSRF`)).json()) as { csrfToken: string };
  const response =
    enrollment === 'direct'
      ? await page.request.post(`${base}/api/Login`, {
          data: { emailOrPartnerNumber: member.email, password: member.password, rememberMe: false },
          headers: { 'X-CSRF-Token': csrf.csrfToken },
        })
      : await page.request.post(`${base}/api/Sso/Login`, {
          form: { csrfToken: csrf.csrfToken, returnUrl: '/', email: member.email, password: member.password, rememberMe: 'false' },
          maxRedirects: 0,
        });
  expect([200, 303], `sign-in of ${member.email}`).toContain(response.status());
}
