// The account center as a whole: who may enter (spec 001 §6), where a signed-out visitor goes and how
// they come back, a session that ends while a member is in it, and members without a card.
import { expect, test } from './fixtures.ts';
import { settled } from './hand-off.ts';
import { expectUserState, freshMember, signIn, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton] = e2ePartners;
const base = baseUrlOf(delta);

test.describe('entering the account center', () => {
  test('a signed-out visitor goes to sign-in and, once signed in, back to the page they asked for', async ({ page, request }) => {
    const member = await freshMember(request, { partner: 'delta' });
    await page.goto(`${base}/account/user_profile`);
    await expect(page).toHaveURL(`${base}/login`);
    const form = page.locator('main form');
    await form.getByLabel(/^Email or .* number/).fill(member.email);
    await form.locator('input[name="password"]').fill(member.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${base}/account/user_profile`);
    await expectUserState(page, 'card_member');
    await expect(page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Back from the sign-in page does not return to the account page that sent the visitor there', async ({ page }) => {
    await page.goto(`${base}/how-it-works`);
    await page.goto(`${base}/account/overview`);
    await expect(page).toHaveURL(`${base}/login`);
    await page.goBack();
    await expect(page).toHaveURL(`${base}/how-it-works`);
  });

  test('a session that ends mid-visit sends the member to sign in, and back afterwards', async ({ page, context, request }) => {
    const member = await freshMember(request, { partner: 'delta' });
    await signInAs(page, base, member, 'direct');
    await page.goto(`${base}/account/overview`);
    await expectUserState(page, 'card_member');
    // The overview's own calls finish first: one still in flight when the session ends would
    // (rightly) send the member to sign in before the click below. Its panels drawn, then no call
    // left (on a loaded machine a part can hydrate after a first quiet moment).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText(/^Loading\b.*…$/).filter({ visible: true })).toHaveCount(0);
    await settled(page);
    // The session ends (expired, or signed out in another tab): the next page asks who is signed in.
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Linked Cards' }).click();
    await expect(page).toHaveURL(`${base}/login`);
    await signInAs(page, base, member, 'direct');
    await page.reload();
    await settled(page);
    // The stored login redirect brings a member who signs in on /login back: here a signed-in member
    // opening /login goes on at once.
    await expect(page).toHaveURL(`${base}/account/manage_cards`);
  });

  test('a non-card member of an sso partner gets the way to link a card instead of the account center', async ({ page }) => {
    await signIn(page, baseUrlOf(hilton), hilton.slug, 'nocard', 'sso');
    await page.goto(`${baseUrlOf(hilton)}/account/overview`);
    await expectUserState(page, 'non_card_member');
    await expect(page.getByRole('heading', { name: 'Link a card to open your account' })).toBeVisible();
    // The sso hand-off that returns to card linking, not to this prompt (issue #22).
    await expect(page.getByRole('link', { name: 'Link a card' })).toHaveAttribute('href', '/Login?returnUrl=%2Fadd_card');
    await expect(page.getByRole('navigation', { name: 'Account navigation' })).toBeHidden();
    await page.getByRole('link', { name: 'Link a card' }).click();
    await page.waitForURL((url) => url.pathname === '/api/Sso/Login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/add_card');
  });
});
