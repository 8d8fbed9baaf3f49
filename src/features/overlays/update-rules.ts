// Update-required screen (spec 000 §2): inside the native app below the partner's minimumAppVersion.
// Pure except updateRequired(), which reads the mark <update-required> leaves on <html>.
import { compareVersions } from '../../lib/native-app.ts';

/** Set by <update-required> when it replaced the page (other overlays then stay away). */
export function updateRequired(): boolean {
  return document.documentElement.dataset['updateRequired'] !== undefined;
}

export function needsUpdate(appVersion: string | null, minimumAppVersion: string | null | undefined): boolean {
  return appVersion !== null && !!minimumAppVersion && compareVersions(appVersion, minimumAppVersion) < 0;
}

export interface AppStoreLinks {
  ios: string | null;
  android: string | null;
}

/** The store link for this device: iOS devices get the App Store, everything else Google Play. */
export function storeUrlFor(appStore: AppStoreLinks, ios: boolean): string | null {
  return (ios ? appStore.ios : appStore.android) ?? appStore.ios ?? appStore.android;
}
