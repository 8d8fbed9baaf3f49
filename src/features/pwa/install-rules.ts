// Install banner rules (spec 000 §2 "install banner", §4 "Install prompt", §9: "later" 30 days).
import { isIosDevice } from '../../lib/native-app.ts';

/** Cookie holding the date until which "Maybe later" hides the banner (ISO date-time). */
export const installLaterCookie = 'pwa_install_later';
export const installLaterDays = 30;

const day = 86_400_000;

/** The "remember until" date stored when "Maybe later" is chosen: 30 days ahead. */
export function laterUntil(now: number): string {
  return new Date(now + installLaterDays * day).toISOString();
}

/** Safari on iOS/iPadOS: no beforeinstallprompt, installs through the share sheet. Other iOS
 *  browsers (Chrome, Firefox, Edge, Opera…) and in-app web views cannot add to the home screen. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    isIosDevice(userAgent, maxTouchPoints) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}

export type InstallBannerMode = 'hidden' | 'install' | 'ios';

export interface InstallContext {
  /** The partner setting hasPWAInstallBanner (after feature flags). */
  enabled: boolean;
  /** Inside the partner's native app there is nothing to install. */
  nativeApp: boolean;
  standalone: boolean;
  iosSafari: boolean;
  /** A deferred beforeinstallprompt event is available. */
  hasPrompt: boolean;
  /** The "Maybe later" cookie's value. */
  laterCookie: string | undefined;
  now: number;
}

export function laterActive(cookie: string | undefined, now: number): boolean {
  if (!cookie) return false;
  const until = Date.parse(cookie);
  return Number.isNaN(until) || until > now;
}

/** What the banner shows: the Install button, the iOS share-icon instruction, or nothing. */
export function installBannerMode(context: InstallContext): InstallBannerMode {
  if (!context.enabled || context.nativeApp || context.standalone || laterActive(context.laterCookie, context.now)) return 'hidden';
  if (context.iosSafari) return 'ios';
  return context.hasPrompt ? 'install' : 'hidden';
}
