// PWA analytics (spec 000 §7): "PWA session" for standalone sessions and "PWA install" when the app
// is installed, pushed to the data layer labelled with the public id cookie or "anonymous".
import { publicIdCookie } from '../../stores/known.ts';
import { sessionTag } from '../../stores/install.ts';
import { getCookie } from '../../lib/cookies.ts';

export type PwaEvent = 'PWA install' | 'PWA session';

/** Session-storage flag: one "PWA session" event per browser session, not per page. */
export const pwaSessionTrackedKey = 'pwa_session_tracked';

interface DataLayerHost {
  dataLayer?: unknown[];
}

export function pushPwaEvent(event: PwaEvent, publicId: string | undefined, host: DataLayerHost = window): void {
  (host.dataLayer ??= []).push({ event, label: publicId || 'anonymous' });
}

let tracking = false;

/** Once per page: the session event (standalone sessions) and the install listener. */
export function trackPwa(): void {
  if (tracking) return;
  tracking = true;
  if (sessionTag() === 'standalone') {
    let tracked = false;
    try {
      tracked = sessionStorage.getItem(pwaSessionTrackedKey) !== null;
      sessionStorage.setItem(pwaSessionTrackedKey, '1');
    } catch {
      // Without storage every page counts; better than none.
    }
    if (!tracked) pushPwaEvent('PWA session', getCookie(publicIdCookie));
  }
  addEventListener('appinstalled', () => pushPwaEvent('PWA install', getCookie(publicIdCookie)));
}
