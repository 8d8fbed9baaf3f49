// <general-popup data-type>: opens its <site-modal> once per popup type, when it gets the page view's
// modal turn (modal-turn.ts); closing it (or following its learn-more link) adds the type to the
// seen cookie. It decides once the member fetch settles: a closed-account member, who must re-enroll,
// gets no promotion over the re-enrollment form (spec 001 §4; it is the last in line, so waiting
// holds no other modal back).
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { defineSiteModal } from '../../ui/modal-element.ts';
import { whenMemberSettled } from './member-settled.ts';
import { requestModalTurn } from './modal-turn.ts';
import { generalPopupCookie, generalPopupDays, popupSeen, withSeenType } from './popup-rules.ts';

class GeneralPopup extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    const type = this.dataset['type'];
    const modal = this.querySelector('site-modal');
    const wants = !!type && !!modal && !popupSeen(getCookie(generalPopupCookie), type);
    whenMemberSettled((state) =>
      requestModalTurn(this, wants && state !== 'closed_account', () => {
        if (!type || !modal) return;
        const seen = () => setCookie(generalPopupCookie, withSeenType(getCookie(generalPopupCookie), type), { days: generalPopupDays });
        modal.addEventListener('close', seen);
        this.querySelector('[data-learn-more]')?.addEventListener('click', seen);
        modal.open();
      }),
    );
  }
}

/** Registers <general-popup>; safe to call more than once. */
export function defineGeneralPopup(): void {
  defineSiteModal(); // the <site-modal> inside it
  if (!customElements.get('general-popup')) customElements.define('general-popup', GeneralPopup);
}
