// <update-required>: inside the native app below the partner's minimumAppVersion, takes the place
// of the main content (spec 000 §2) and points "Update Now" at this device's store. It has the first
// claim on the page view's modal turn (modal-turn.ts), so no modal opens over it, and it hides the
// bottom dock.
import { nativeAppVersion } from '../../lib/native-app.ts';
import { isIosDevice } from '../../lib/native-app.ts';
import { requestModalTurn } from './modal-turn.ts';
import { needsUpdate, storeUrlFor } from './update-rules.ts';

class UpdateRequired extends HTMLElement {
  connectedCallback(): void {
    // Moving the element into <main> re-runs connectedCallback: decide once.
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    requestModalTurn(this, needsUpdate(nativeAppVersion(), this.dataset['minimum']), () => this.#show());
  }

  #show(): void {
    const href = storeUrlFor(
      { ios: this.dataset['ios'] || null, android: this.dataset['android'] || null },
      isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
    );
    const link = this.querySelector('a');
    if (link && href) link.href = href;
    document.getElementById('main')?.replaceChildren(this);
    this.hidden = false;
    // The gate is the whole page: no banners or drawers over it either.
    document.querySelector<HTMLElement>('overlay-dock')?.setAttribute('hidden', '');
    document.title = this.querySelector('h1')?.textContent ?? document.title;
  }
}

/** Registers <update-required>; safe to call more than once. */
export function defineUpdateRequired(): void {
  if (!customElements.get('update-required')) customElements.define('update-required', UpdateRequired);
}
