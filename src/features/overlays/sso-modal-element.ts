// <sso-sign-in-modal>: the partner sign-in modal (sso-modal-rules.ts). Opens once the member fetch
// has settled; closing it or using its "Sign in/Join Now" button stores today's date.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { defineSiteModal } from '../../ui/modal-element.ts';
import { whenMemberSettled } from './member-settled.ts';
import { updateRequired } from './update-rules.ts';
import { ssoModalCookie, ssoModalDays, ssoModalVisible } from './sso-modal-rules.ts';

class SsoSignInModal extends HTMLElement {
  connectedCallback(): void {
    const modal = this.querySelector('site-modal');
    if (!modal || this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    const store = () => setCookie(ssoModalCookie, new Date().toISOString(), { days: ssoModalDays });
    modal.addEventListener('close', store);
    this.querySelector('[data-sign-in]')?.addEventListener('click', store);
    whenMemberSettled((userState) => {
      if (!updateRequired() && ssoModalVisible({ cookie: getCookie(ssoModalCookie), userState, path: location.pathname })) modal.open();
    });
  }
}

/** Registers <sso-sign-in-modal>; safe to call more than once. */
export function defineSsoSignInModal(): void {
  defineSiteModal(); // the <site-modal> inside it
  if (!customElements.get('sso-sign-in-modal')) customElements.define('sso-sign-in-modal', SsoSignInModal);
}
