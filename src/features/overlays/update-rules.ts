// Update-required screen (spec 000 §2): inside the native app below the partner's minimumAppVersion.
import { compareVersions } from '../../lib/native-app.ts';

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
