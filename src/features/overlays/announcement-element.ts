// <announcement-banner>: shows the CMS announcement when announcement-rules.ts allows it and no
// automatic modal took this page view (modal-turn.ts: one interruption per page view; the banner is
// still owed, its cookie untouched, and shows on a later page). The dismiss button sets the 1-day dismissed cookie. The tooltip is a disclosure button (aria-expanded)
// that also closes on Escape and on a click elsewhere.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { isNativeApp } from '../../lib/native-app.ts';
import { announcementDismissedCookie, announcementDismissMinutes, announcementVisible } from './announcement-rules.ts';
import { hideKeepingFocus } from '../../lib/focus.ts';
import { whenMemberSettled } from './member-settled.ts';
import { whenModalTurnGiven } from './modal-turn.ts';

class AnnouncementBanner extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    whenMemberSettled((userState) => {
      const visible = announcementVisible({
        defined: true,
        nativeApp: isNativeApp(),
        path: location.pathname,
        dismissedCookie: getCookie(announcementDismissedCookie),
        userState,
      });
      if (!visible) this.hidden = true;
      else whenModalTurnGiven((winner) => (this.hidden = winner !== 'none'));
    });
    this.querySelector('[data-dismiss]')?.addEventListener('click', () => {
      setCookie(announcementDismissedCookie, '1', { minutes: announcementDismissMinutes });
      hideKeepingFocus(this);
    });
    const tipButton = this.querySelector<HTMLButtonElement>('[aria-controls]');
    const tip = tipButton && document.getElementById(tipButton.getAttribute('aria-controls') ?? '');
    if (!tipButton || !tip) return;
    const toggle = (open: boolean) => {
      tipButton.setAttribute('aria-expanded', String(open));
      tip.hidden = !open;
    };
    tipButton.addEventListener('click', () => toggle(tipButton.getAttribute('aria-expanded') !== 'true'));
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !tip.hidden) {
        toggle(false);
        tipButton.focus();
      }
    });
    document.addEventListener('click', (event) => {
      if (!tip.hidden && !tipButton.contains(event.target as Node)) toggle(false);
    });
  }
}

/** Registers <announcement-banner>; safe to call more than once. */
export function defineAnnouncementBanner(): void {
  if (!customElements.get('announcement-banner')) customElements.define('announcement-banner', AnnouncementBanner);
}
