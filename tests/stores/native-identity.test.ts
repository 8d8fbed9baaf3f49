// @vitest-environment happy-dom
// Issue #22 item 11 (spec 000 §6): inside the native app, the member's publicId (else the known
// visitor's) goes to the app's push-marketing bridge as its external user id, once per page load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, member, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const win = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete win['webkit'];
  delete win['DiningRewardsPush'];
  sessionStorage.clear();
});

function stubIos() {
  const postMessage = vi.fn();
  win['webkit'] = { messageHandlers: { diningRewardsPush: { postMessage } } };
  return postMessage;
}

function stubAndroid() {
  const setExternalUserId = vi.fn();
  win['DiningRewardsPush'] = { setExternalUserId };
  return setExternalUserId;
}

/** Boots the page at `path` with `/api/Member` answering `signedIn` (401 without) and the known look-up answering. */
async function boot(path: string, signedIn: Record<string, unknown> | null) {
  history.replaceState(null, '', path);
  fakeFetch((url) => {
    if (url === '/api/CSRF') return { status: 200, body: { csrfToken: 'tok' } };
    if (url === '/api/Member') return signedIn ? { status: 200, body: signedIn } : { status: 401 };
    if (url.startsWith('/api/Member/'))
      return { status: 200, body: member('EnrolledCardMember', { publicId: url.slice('/api/Member/'.length) }) };
    return { status: 404 };
  });
  const { bootRuntime } = await import('../../src/stores/boot.ts');
  const { loadMember } = await import('../../src/stores/member.ts');
  const { loadKnown } = await import('../../src/stores/known.ts');
  bootRuntime();
  await loadMember();
  await loadKnown();
  // The identity goes out after both answers: let the chain behind them run.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the external user id for the native app', () => {
  it("a signed-in member's publicId goes to the iOS bridge once", async () => {
    const ios = stubIos();
    await boot('/search?app_version=6.1.0&public_id=someone-else', member('EnrolledCardMember', { publicId: 'delta-card-7' }));
    expect(ios.mock.calls).toEqual([[{ action: 'setExternalUserId', externalUserId: 'delta-card-7' }]]);
  });

  it("a known visitor's publicId goes to the Android bridge", async () => {
    const android = stubAndroid();
    await boot('/how-it-works?app_version=6.1.0&public_id=delta-known', null);
    expect(android.mock.calls).toEqual([['delta-known']]);
  });

  it('an anonymous visitor in the app: nothing', async () => {
    const ios = stubIos();
    const android = stubAndroid();
    await boot('/?app_version=6.1.0', null);
    expect(ios).not.toHaveBeenCalled();
    expect(android).not.toHaveBeenCalled();
  });

  it('a member in a browser (no app): nothing, whatever the page has', async () => {
    const ios = stubIos();
    await boot('/search', member('EnrolledCardMember', { publicId: 'delta-card-7' }));
    expect(ios).not.toHaveBeenCalled();
  });

  it('an app without the bridge, or a bridge that throws, leaves the page working', async () => {
    await boot('/search?app_version=6.1.0', member('EnrolledCardMember', { publicId: 'delta-card-7' }));
    win['DiningRewardsPush'] = {
      setExternalUserId: () => {
        throw new Error('bridge gone');
      },
    };
    const { sendExternalUserId } = await import('../../src/lib/native-app.ts');
    expect(sendExternalUserId('delta-card-7')).toBe(false);
  });
});
