// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installBannerMode,
  installLaterCookie,
  installLaterDays,
  isIosSafari,
  laterActive,
  laterUntil,
  type InstallContext,
} from '../../src/features/pwa/install-rules.ts';
import { mount } from './fixture.ts';
import { clearCookies } from '../helpers/browser-runtime.ts';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  appWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DiningRewardsApp/5.1.0',
};

const now = Date.parse('2025-06-01T12:00:00Z');
const base: InstallContext = {
  enabled: true,
  nativeApp: false,
  standalone: false,
  iosSafari: false,
  hasPrompt: true,
  laterCookie: undefined,
  now,
};

describe('install banner rules (spec 000 §2, §9)', () => {
  it('offers Install when the browser has a deferred prompt', () => {
    expect(installBannerMode(base)).toBe('install');
  });

  it('is hidden when the partner flag hasPWAInstallBanner is off', () => {
    expect(installBannerMode({ ...base, enabled: false })).toBe('hidden');
    expect(installBannerMode({ ...base, enabled: false, iosSafari: true })).toBe('hidden');
  });

  it('is hidden when already running standalone, and inside the native app', () => {
    expect(installBannerMode({ ...base, standalone: true })).toBe('hidden');
    expect(installBannerMode({ ...base, nativeApp: true })).toBe('hidden');
  });

  it('is hidden without an install prompt unless it is iOS Safari, which gets the share-icon instruction', () => {
    expect(installBannerMode({ ...base, hasPrompt: false })).toBe('hidden');
    expect(installBannerMode({ ...base, hasPrompt: false, iosSafari: true })).toBe('ios');
  });

  it('"Maybe later" hides it until a date 30 days ahead', () => {
    expect(installLaterDays).toBe(30);
    const until = laterUntil(now);
    expect(until).toBe('2025-07-01T12:00:00.000Z');
    expect(installBannerMode({ ...base, laterCookie: until })).toBe('hidden');
    expect(installBannerMode({ ...base, laterCookie: until, now: now + 29 * 86_400_000 })).toBe('hidden');
    expect(installBannerMode({ ...base, laterCookie: until, now: now + 30 * 86_400_000 })).toBe('install');
    expect(installBannerMode({ ...base, iosSafari: true, laterCookie: until })).toBe('hidden');
  });

  it('treats an unreadable "later" value as still active (it came from us)', () => {
    expect(laterActive('yes', now)).toBe(true);
    expect(laterActive(undefined, now)).toBe(false);
  });

  it('recognises iOS Safari (iPhone, iPadOS desktop-class UA with touch) but not other iOS browsers or the app', () => {
    expect(isIosSafari(ua.iphoneSafari)).toBe(true);
    expect(isIosSafari(ua.ipadSafari, 5)).toBe(true);
    expect(isIosSafari(ua.macSafari, 0)).toBe(false);
    expect(isIosSafari(ua.iphoneChrome)).toBe(false);
    expect(isIosSafari(ua.androidChrome)).toBe(false);
    expect(isIosSafari(ua.appWebView)).toBe(false);
  });
});

describe('PWA analytics (spec 000 §7)', () => {
  beforeEach(() => {
    vi.resetModules();
    clearCookies();
    sessionStorage.clear();
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pushes labelled events, creating the data layer when absent', async () => {
    const { pushPwaEvent } = await import('../../src/features/pwa/pwa-analytics.ts');
    pushPwaEvent('PWA install', undefined);
    pushPwaEvent('PWA session', 'delta-card');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'PWA install', label: 'anonymous' },
      { event: 'PWA session', label: 'delta-card' },
    ]);
  });

  it('"PWA session" once per standalone session, labelled with the public id cookie; "PWA install" on appinstalled', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone'), media: query }));
    document.cookie = 'public_id=delta-known; path=/';
    const { trackPwa } = await import('../../src/features/pwa/pwa-analytics.ts');
    trackPwa();
    trackPwa();
    dispatchEvent(new Event('appinstalled'));
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'PWA session', label: 'delta-known' },
      { event: 'PWA install', label: 'delta-known' },
    ]);
    vi.resetModules();
    const again = await import('../../src/features/pwa/pwa-analytics.ts');
    again.trackPwa(); // next page of the same session
    expect((window as { dataLayer?: unknown[] }).dataLayer?.filter((e) => (e as { event: string }).event === 'PWA session')).toHaveLength(
      1,
    );
  });

  it('no "PWA session" in a browser tab', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const { trackPwa } = await import('../../src/features/pwa/pwa-analytics.ts');
    trackPwa();
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});

describe('<install-banner>', () => {
  const markup = `
    <main id="main" tabindex="-1"></main>
    <install-banner hidden data-enabled>
      <p data-mode="install">Add to home screen</p>
      <p data-mode="ios" hidden>Tap share</p>
      <button type="button" data-mode="install" data-install>Install</button>
      <button type="button" data-later>Maybe later</button>
    </install-banner>`;
  const banner = () => document.querySelector('install-banner') as HTMLElement;

  beforeEach(() => {
    vi.resetModules();
    clearCookies();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('appears when a prompt is captured; Install prompts (once); Maybe later hides it and stores the date', async () => {
    const { $installPrompt } = await import('../../src/stores/install.ts');
    (await import('../../src/features/pwa/install-banner-element.ts')).defineInstallBanner();
    mount(markup);
    expect(banner().hidden).toBe(true);
    const prompt = vi.fn(() => Promise.resolve());
    $installPrompt.set(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
      }),
    );
    expect(banner().hidden).toBe(false);
    expect((banner().querySelector('p[data-mode="install"]') as HTMLElement).hidden).toBe(false);
    expect((banner().querySelector('p[data-mode="ios"]') as HTMLElement).hidden).toBe(true);
    (banner().querySelector('[data-install]') as HTMLButtonElement).click();
    expect(prompt).toHaveBeenCalledOnce();
    expect(banner().hidden).toBe(true); // a prompt works once: the store drops it
    $installPrompt.set(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
      }),
    );
    expect(banner().hidden).toBe(false);
    (banner().querySelector('[data-later]') as HTMLButtonElement).click();
    expect(banner().hidden).toBe(true);
    expect(document.cookie).toContain(`${installLaterCookie}=`);
    const stored = decodeURIComponent(/pwa_install_later=([^;]+)/.exec(document.cookie)![1]!);
    expect(Date.parse(stored) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });
});
