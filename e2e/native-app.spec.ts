// Issue #22 item 11 (spec 000 §6): inside the native app the member's or known visitor's publicId
// goes to the app's push-marketing bridge as its external user id, once per page load. The bridges
// (docs/decisions.md "Issue #22, item 11") are stubbed here as the iOS and Android apps inject them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const base = baseUrlOf(delta);
/** Newer than any partner's minimumAppVersion: the app is up to date. */
const inApp = 'app_version=99.0.0';

type BridgeCall = { bridge: 'ios'; message: unknown } | { bridge: 'android'; externalUserId: unknown };

/** The apps' bridges, recording every call in `window.bridgeCalls`. */
async function stubBridges(page: Page, bridges: readonly ('ios' | 'android')[]): Promise<void> {
  await page.addInitScript((which) => {
    const calls: unknown[] = [];
    Object.assign(window, { bridgeCalls: calls });
    if (which.includes('ios')) {
      const handler = { postMessage: (message: unknown) => calls.push({ bridge: 'ios', message }) };
      Object.assign(window, { webkit: { messageHandlers: { diningRewardsPush: handler } } });
    }
    if (which.includes('android')) {
      Object.assign(window, {
        DiningRewardsPush: { setExternalUserId: (id: unknown) => calls.push({ bridge: 'android', externalUserId: id }) },
      });
    }
  }, bridges);
}

/** The bridge calls once the page has settled (the member and the known look-up answered). */
async function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { bridgeCalls: BridgeCall[] }).bridgeCalls);
}

test.describe('the push-marketing bridge in the native app', () => {
  test('a signed-in member: their publicId, once per page load (iOS)', async ({ page }) => {
    const member = await freshMember(page.request, { partner: 'delta', role: 'card' });
    await signInAs(page, base, member, 'direct');
    await stubBridges(page, ['ios']);
    await page.goto(`${base}/how-it-works?${inApp}`);
    await expectUserState(page, 'card_member');
    expect(await bridgeCalls(page)).toEqual([{ bridge: 'ios', message: { action: 'setExternalUserId', externalUserId: member.publicId } }]);
    // Inside the app's web view the next page knows it is in the app without the query.
    await page.goto(`${base}/search`);
    expect(await bridgeCalls(page)).toEqual([{ bridge: 'ios', message: { action: 'setExternalUserId', externalUserId: member.publicId } }]);
  });

  test('a known visitor: the publicId they arrived with (Android)', async ({ page }) => {
    await stubBridges(page, ['android']);
    await page.goto(`${base}/how-it-works?public_id=delta-inactive&${inApp}`);
    await expectUserState(page, 'known');
    expect(await bridgeCalls(page)).toEqual([{ bridge: 'android', externalUserId: 'delta-inactive' }]);
  });

  test('an anonymous visitor in the app: nothing is sent', async ({ page }) => {
    await stubBridges(page, ['ios', 'android']);
    await page.goto(`${base}/how-it-works?${inApp}`);
    await expectUserState(page, 'anonymous');
    expect(await bridgeCalls(page)).toEqual([]);
  });

  test('a signed-in member in a browser: nothing is sent, even where a bridge-like object exists', async ({ page }) => {
    const member = await freshMember(page.request, { partner: 'delta', role: 'card' });
    await signInAs(page, base, member, 'direct');
    await stubBridges(page, ['ios', 'android']);
    await page.goto(`${base}/how-it-works`);
    await expectUserState(page, 'card_member');
    expect(await bridgeCalls(page)).toEqual([]);
  });
});
