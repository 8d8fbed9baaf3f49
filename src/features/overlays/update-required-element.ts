// <update-required>: inside the native app below the partner's minimumAppVersion, takes the place
// of the main content (spec 000 §2) and points "Update Now" at this device's store. It marks
// <html data-update-required> (the modals check it) and hides the bottom dock.
import { nativeAppVersion } from '../../lib/native-app.ts';
import { isIosDevice } from '../../lib/native-app.ts';
import { needsUpdate, storeUrlFor } from './update-rules.ts';

class UpdateRequired extends HTMLElement {
  #shown = false;

  connectedCallback(): void {
    if (this.#shown || !needsUpdate(nativeAppVersion(), this.dataset['minimum'])) return;
    this.#shown = true;
    const href = storeUrlFor(
      { ios: this.dataset['ios'] || null, android: this.dataset['android'] || null },
      isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
    );
    const link = this.querySelector('a');
    if (link && href) link.href = href;
    // Moving the element re-runs connectedCallback; #shown makes that a no-op.
    document.getElementById('main')?.replaceChildren(this);
    this.hidden = false;
    // The gate is the whole page: no banners, drawers or modals over it.
    document.documentElement.dataset['updateRequired'] = '';
    document.querySelector<HTMLElement>('overlay-dock')?.setAttribute('hidden', '');
    document.title = this.querySelector('h1')?.textContent ?? document.title;
  }
}

/** Registers <update-required>; safe to call more than once. */
export function defineUpdateRequired(): void {
  if (!customElements.get('update-required')) customElements.define('update-required', UpdateRequired);
}
