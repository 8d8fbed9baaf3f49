// Native-app detection (spec 000 §2: update-required screen, footer badges; announcement rules).
// The partner's iOS/Android app shows this site in a web view and identifies itself in one of two
// ways (our design; the spec does not say how):
//   1. its user agent carries the token `DiningRewardsApp/<version>`,
//      e.g. "Mozilla/5.0 (iPhone; …) Mobile/15E148 DiningRewardsApp/5.1.0";
//   2. or it opens its first page with `?app_version=<version>`; the version is then kept in session
//      storage (`native_app_version`) so later navigations inside the web view still know it.
// The user agent wins when both are present. A version is 1 to 4 dot-separated numbers.
// The apps' push-marketing bridge (spec 000 §6; docs/decisions.md "Issue #22, item 11") is a
// WebKit message handler on iOS and a JavaScript interface on Android, both injected by the app.

import { readSession, writeSession } from './session-storage.ts';

export const appUserAgentToken = 'DiningRewardsApp';
export const appVersionParam = 'app_version';
export const appVersionStorageKey = 'native_app_version';

const versionPattern = /^\d+(\.\d+){0,3}$/;
const agentPattern = new RegExp(`\\b${appUserAgentToken}/(\\d+(?:\\.\\d+){0,3})`);

/** The app version from the user agent, else the query, else the stored value; null in a browser. */
export function detectAppVersion(userAgent: string, search: string, stored: string | null): string | null {
  const fromAgent = agentPattern.exec(userAgent)?.[1];
  if (fromAgent) return fromAgent;
  const fromQuery = new URLSearchParams(search).get(appVersionParam)?.trim();
  if (fromQuery && versionPattern.test(fromQuery)) return fromQuery;
  return stored && versionPattern.test(stored) ? stored : null;
}

/** The native app's version when the page runs inside it, otherwise null. */
export function nativeAppVersion(): string | null {
  // Blocked storage reads as nothing: the user agent still works.
  const stored = readSession(appVersionStorageKey);
  const version = detectAppVersion(navigator.userAgent, location.search, stored);
  if (version && version !== stored) writeSession(appVersionStorageKey, version);
  return version;
}

export function isNativeApp(): boolean {
  return nativeAppVersion() !== null;
}

/** Inside the app: marks <html data-native-app> and hides `[data-hide-in-app]` (footer store badges). */
export function markNativeApp(): void {
  if (!isNativeApp()) return;
  document.documentElement.dataset['nativeApp'] = '';
  for (const element of document.querySelectorAll<HTMLElement>('[data-hide-in-app]')) element.hidden = true;
}

/** Compares dotted versions numerically ("5.10" > "5.9"; missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** iPhone, iPod and iPad (iPadOS reports a Mac user agent, but has touch points). */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** iOS: `window.webkit.messageHandlers.diningRewardsPush.postMessage({ action, externalUserId })`. */
export const iosPushHandler = 'diningRewardsPush';
/** Android: `window.DiningRewardsPush.setExternalUserId(externalUserId)` (addJavascriptInterface). */
export const androidPushInterface = 'DiningRewardsPush';

interface PushBridges {
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> };
  [androidPushInterface]?: { setExternalUserId?: (externalUserId: string) => void };
}

/**
 * Hands the app's push-marketing integration its external user id (the member's publicId). True
 * when a bridge took it; false without one (a browser, an app version without it) or when the
 * bridge threw: the page goes on either way.
 */
export function sendExternalUserId(publicId: string, target: object = window): boolean {
  const bridges = target as PushBridges;
  try {
    const ios = bridges.webkit?.messageHandlers?.[iosPushHandler];
    if (typeof ios?.postMessage === 'function') {
      ios.postMessage({ action: 'setExternalUserId', externalUserId: publicId });
      return true;
    }
    const android = bridges[androidPushInterface];
    if (typeof android?.setExternalUserId === 'function') {
      // Called on the interface object: Android's injected methods need it as `this`.
      android.setExternalUserId(publicId);
      return true;
    }
  } catch {
    // a bridge that fails is the app's problem, not the page's
  }
  return false;
}
