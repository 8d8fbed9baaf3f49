// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appVersionStorageKey,
  compareVersions,
  detectAppVersion,
  isNativeApp,
  markNativeApp,
  nativeAppVersion,
} from '../../src/lib/native-app.ts';
import { isIosDevice } from '../../src/lib/native-app.ts';
import { needsUpdate, storeUrlFor } from '../../src/features/overlays/update-rules.ts';
import { mount, visit } from './fixture.ts';

const browserUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const appUa = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DiningRewardsApp/${version}`;

describe('native-app detection (src/lib/native-app.ts)', () => {
  it('reads the version from the user agent token, then the app_version query, then session storage', () => {
    expect(detectAppVersion(appUa('5.1.0'), '', null)).toBe('5.1.0');
    expect(detectAppVersion(appUa('5.1.0'), '?app_version=9.9', '8.0')).toBe('5.1.0');
    expect(detectAppVersion(browserUa, '?app_version=4.2.1', null)).toBe('4.2.1');
    expect(detectAppVersion(browserUa, '', '4.2')).toBe('4.2');
    expect(detectAppVersion(browserUa, '', null)).toBeNull();
    expect(detectAppVersion(browserUa, '?app_version=latest', null)).toBeNull();
  });

  it('keeps a query version in session storage for later pages of the web view', () => {
    sessionStorage.clear();
    visit('/search?app_version=5.0.1');
    expect(nativeAppVersion()).toBe('5.0.1');
    expect(sessionStorage.getItem(appVersionStorageKey)).toBe('5.0.1');
    visit('/how-it-works');
    expect(isNativeApp()).toBe(true);
    sessionStorage.clear();
    expect(isNativeApp()).toBe(false);
  });

  it('inside the app, marks <html> and hides [data-hide-in-app] (footer store badges)', () => {
    sessionStorage.clear();
    visit('/');
    mount('<ul data-hide-in-app><li>App Store</li></ul>');
    markNativeApp();
    expect((document.querySelector('[data-hide-in-app]') as HTMLElement).hidden).toBe(false);
    visit('/?app_version=5.0');
    markNativeApp();
    expect((document.querySelector('[data-hide-in-app]') as HTMLElement).hidden).toBe(true);
    expect(document.documentElement.dataset['nativeApp']).toBe('');
    delete document.documentElement.dataset['nativeApp'];
    sessionStorage.clear();
  });

  it('compares versions numerically', () => {
    expect(compareVersions('5.10', '5.9')).toBe(1);
    expect(compareVersions('5.2', '5.2.0')).toBe(0);
    expect(compareVersions('5.1.9', '5.2.0')).toBe(-1);
  });
});

describe('update-required rules (spec 000 §2)', () => {
  it('applies only inside the app, below the partner minimum', () => {
    expect(needsUpdate('5.1.9', '5.2.0')).toBe(true);
    expect(needsUpdate('5.2.0', '5.2.0')).toBe(false);
    expect(needsUpdate('6', '5.2.0')).toBe(false);
    expect(needsUpdate(null, '5.2.0')).toBe(false);
    expect(needsUpdate('1.0', null)).toBe(false);
  });

  it('links iOS devices to the App Store, others to Google Play', () => {
    const stores = { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/y' };
    expect(storeUrlFor(stores, isIosDevice(appUa('1.0')))).toBe(stores.ios);
    expect(storeUrlFor(stores, isIosDevice(browserUa))).toBe(stores.android);
    expect(storeUrlFor({ ios: null, android: stores.android }, true)).toBe(stores.android);
  });
});

describe('<update-required>', () => {
  const markup = `
    <main id="main" tabindex="-1"><h1>Search</h1><p>page</p></main>
    <overlay-dock><div>banner</div></overlay-dock>
    <update-required hidden data-minimum="5.2.0" data-ios="https://apps.apple.com/x" data-android="https://play.google.com/y">
      <h1>New Version Available</h1><p>Update now to keep using the app.</p><p><a href="https://play.google.com/y">Update Now</a></p>
    </update-required>`;

  beforeAll(async () => {
    (await import('../../src/features/overlays/update-required-element.ts')).defineUpdateRequired();
  });
  beforeEach(() => {
    sessionStorage.clear();
    visit('/search');
    delete document.documentElement.dataset['modalTurn']; // a new page view
  });
  afterEach(() => vi.restoreAllMocks());

  it('replaces the main content inside an outdated app, with the device store link', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(appUa('5.1.0'));
    mount(markup);
    const main = document.getElementById('main')!;
    const screen = document.querySelector('update-required') as HTMLElement;
    expect(screen.hidden).toBe(false);
    expect(screen.parentElement).toBe(main);
    expect(main.children).toHaveLength(1);
    expect(main.querySelector('h1')?.textContent).toBe('New Version Available');
    expect(screen.querySelector('a')?.href).toBe('https://apps.apple.com/x');
    // Nothing else over the gate: the dock hides and it holds the page view's modal turn.
    expect((document.querySelector('overlay-dock') as HTMLElement).hidden).toBe(true);
    expect(document.documentElement.dataset['modalTurn']).toBe('update-required');
  });

  it('does nothing in a browser or an up-to-date app', () => {
    mount(markup);
    expect((document.querySelector('update-required') as HTMLElement).hidden).toBe(true);
    expect(document.querySelector('main p')?.textContent).toBe('page');
    expect(document.documentElement.dataset['modalTurn']).toBe('none');
    delete document.documentElement.dataset['modalTurn'];
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(appUa('5.2.0'));
    mount(markup);
    expect((document.querySelector('update-required') as HTMLElement).hidden).toBe(true);
  });
});
