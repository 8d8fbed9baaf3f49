// <install-banner>: "Install" (the browser's deferred prompt) and "Maybe later", or the iOS Safari
// share-icon instruction; rules in install-rules.ts. Also starts the PWA analytics on every page.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { isNativeApp } from '../../lib/native-app.ts';
import { $installPrompt, captureInstallPrompt, promptInstall, sessionTag } from '../../stores/install.ts';
import { hideKeepingFocus } from '../../lib/focus.ts';
import { installBannerMode, installLaterCookie, installLaterDays, isIosSafari, laterUntil } from './install-rules.ts';
import { trackPwa } from './pwa-analytics.ts';

class InstallBanner extends HTMLElement {
  connectedCallback(): void {
    trackPwa();
    if (this.dataset['enabled'] === undefined || this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    captureInstallPrompt();
    const iosSafari = isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
    const update = () => {
      const mode = installBannerMode({
        enabled: true,
        nativeApp: isNativeApp(),
        standalone: sessionTag() === 'standalone',
        iosSafari,
        hasPrompt: $installPrompt.get() !== null,
        laterCookie: getCookie(installLaterCookie),
        now: Date.now(),
      });
      for (const part of this.querySelectorAll<HTMLElement>('[data-mode]')) part.hidden = part.dataset['mode'] !== mode;
      if (mode === 'hidden') hideKeepingFocus(this);
      else this.hidden = false;
    };
    $installPrompt.subscribe(update);
    this.querySelector('[data-install]')?.addEventListener('click', () => void promptInstall());
    this.querySelector('[data-later]')?.addEventListener('click', () => {
      setCookie(installLaterCookie, laterUntil(Date.now()), { days: installLaterDays });
      update();
    });
  }
}

/** Registers <install-banner>; safe to call more than once. */
export function defineInstallBanner(): void {
  if (!customElements.get('install-banner')) customElements.define('install-banner', InstallBanner);
}
