// <sso-sign-in-modal>: the partner sign-in modal (sso-modal-rules.ts). Once the member fetch has
// settled it asks for the page view's modal turn (modal-turn.ts); closing it or using its
// "Sign in/Join Now" button stores today's date.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { defineSiteModal } from '../../ui/modal-element.ts';
import { whenMemberSettled } from './member-settled.ts';
import { requestModalTurn } from './modal-turn.ts';
import { ssoModalCookie, ssoModalDays, ssoModalVisible } from './sso-modal-rules.ts';

class SsoSignInModal extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    const modal = this.querySelector('site-modal');
    if (!modal) return requestModalTurn(this, false, () => {});
    const store = () => setCookie(ssoModalCookie, new Date().toISOString(), { days: ssoModalDays });
    modal.addEventListener('close', store);
    this.querySelector('[data-sign-in]')?.addEventListener('click', store);
    whenMemberSettled((userState) => {
      const wants = ssoModalVisible({ cookie: getCookie(ssoModalCookie), userState, path: location.pathname });
      requestModalTurn(this, wants, () => modal.open());
    });
  }
}

/** Registers <sso-sign-in-modal>; safe to call more than once. */
export function defineSsoSignInModal(): void {
  defineSiteModal(); // the <site-modal> inside it
  if (!customElements.get('sso-sign-in-modal')) customElements.define('sso-sign-in-modal', SsoSignInModal);
}
