// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();
beforeEach(() => {
  window.name = '';
  history.replaceState(null, '', '/');
});

const loadEmulation = async () => {
  const emulation = await import('../../src/stores/emulation.ts');
  const { navigate } = await import('../../src/lib/navigate.ts');
  return { ...emulation, navigate: vi.mocked(navigate) };
};

describe('emulation sign-out', () => {
  it('an emulation id outside the emulation frame forces /SignOut (and drops the cookie)', async () => {
    document.cookie = 'emulation_id=op-1; path=/';
    const { watchEmulation, navigate } = await loadEmulation();
    watchEmulation();
    expect(navigate).toHaveBeenCalledWith('/SignOut');
    expect(document.cookie).not.toContain('emulation_id');
  });

  it('leaves the emulation frame alone, and pages without the cookie', async () => {
    const { watchEmulation, navigate } = await loadEmulation();
    watchEmulation();
    document.cookie = 'emulation_id=op-1; path=/';
    window.name = 'emulation';
    vi.resetModules();
    const fresh = await loadEmulation();
    fresh.watchEmulation();
    expect(navigate).not.toHaveBeenCalled();
    expect(fresh.navigate).not.toHaveBeenCalled();
  });

  it('does not loop on /SignOut itself', async () => {
    document.cookie = 'emulation_id=op-1; path=/';
    history.replaceState(null, '', '/SignOut');
    const { watchEmulation, navigate } = await loadEmulation();
    watchEmulation();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an emulation-exit message signs out (GET /api/SignOut, then /SignOut)', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { signedOut: true } }));
    const { watchEmulation, navigate } = await loadEmulation();
    watchEmulation();
    dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: location.origin }));
    dispatchEvent(new MessageEvent('message', { data: { type: 'emulation-exit' }, origin: 'https://evil.example' }));
    expect(fetchMock).not.toHaveBeenCalled(); // the sign-out call starts synchronously in the handler
    dispatchEvent(new MessageEvent('message', { data: { type: 'emulation-exit' }, origin: location.origin }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/SignOut'));
    // (earlier tests' module instances listen on the same window too, hence a set)
    expect(new Set(fetchMock.mock.calls.map(([url]) => url))).toEqual(new Set(['/api/SignOut']));
  });

  it('signs out even when GET /api/SignOut fails', async () => {
    fakeFetch(() => ({ status: 500 }));
    const { exitEmulation, navigate } = await loadEmulation();
    await exitEmulation();
    expect(navigate).toHaveBeenCalledWith('/SignOut');
  });
});

describe('install prompt', () => {
  const promptEvent = (outcome: 'accepted' | 'dismissed') =>
    Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });

  it('captures the deferred prompt and clears it when accepted', async () => {
    const { captureInstallPrompt, promptInstall, $installPrompt } = await import('../../src/stores/install.ts');
    captureInstallPrompt();
    captureInstallPrompt();
    const event = promptEvent('accepted');
    dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect($installPrompt.get()).toBe(event);
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect($installPrompt.get()).toBeNull();
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('clears it when the app is installed', async () => {
    const { captureInstallPrompt, $installPrompt } = await import('../../src/stores/install.ts');
    captureInstallPrompt();
    dispatchEvent(promptEvent('dismissed'));
    dispatchEvent(new Event('appinstalled'));
    expect($installPrompt.get()).toBeNull();
  });

  it('tags the session standalone or browser', async () => {
    const { sessionTag } = await import('../../src/stores/install.ts');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(sessionTag()).toBe('standalone');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(sessionTag()).toBe('browser');
  });
});
