// <survey-drawers>: picks the first survey eligible on this path (survey-rules.ts) and runs its
// drawer: the title bar button toggles the panel (aria-expanded); the form's frame is created when
// the panel first opens, by a click or after delay_timeout seconds. Closing (×), or 4 s after the
// form reports a submission, stores the last-seen timestamp and hides the drawer.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { knownPublicId } from '../../stores/known.ts';
import { $member } from '../../stores/member.ts';
import { hideKeepingFocus } from '../../lib/focus.ts';
import {
  firstEligibleSurvey,
  isSurveySubmitMessage,
  surveyAutoOpenMs,
  surveyCookieName,
  surveyFrameUrl,
  surveySubmitCloseMs,
  type SurveyRule,
} from './survey-rules.ts';

interface Drawer extends SurveyRule {
  element: HTMLElement;
}

const list = (value: string | undefined): string[] => (value ? value.split(' ') : []);

class SurveyDrawers extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['wired'] !== undefined) return;
    this.dataset['wired'] = '';
    const drawers = [...this.querySelectorAll<HTMLElement>('[data-survey]')].map((element): Drawer => ({
      element,
      id: element.dataset['id'] ?? '',
      cookieTimeout: Number(element.dataset['timeout'] ?? 90),
      allow: list(element.dataset['allow']),
      deny: list(element.dataset['deny']),
    }));
    const chosen = firstEligibleSurvey(drawers, location.pathname, (id) => getCookie(surveyCookieName(id)), Date.now());
    if (chosen) this.#run(chosen);
  }

  #run({ element, id, cookieTimeout }: Drawer): void {
    const toggle = element.querySelector<HTMLButtonElement>('[data-toggle]')!;
    const panel = element.querySelector<HTMLElement>('[data-panel]')!;
    const formUrl = this.dataset['formUrl'] ?? '';
    const formOrigin = new URL(formUrl, location.href).origin;
    let frame: HTMLIFrameElement | undefined;
    let touched = false;

    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      if (!open || frame) return;
      frame = document.createElement('iframe');
      frame.className = panel.dataset['frameClass'] ?? '';
      frame.title = toggle.textContent?.trim() ?? '';
      frame.src = surveyFrameUrl(formUrl, {
        id,
        campaign: element.dataset['campaign'] ?? id,
        path: location.pathname,
        publicId: $member.get().member?.publicId ?? knownPublicId(),
        partnerCode: this.dataset['partner'] ?? '',
      });
      panel.append(frame);
    };

    const onMessage = (event: MessageEvent) => {
      const trusted = event.origin === formOrigin || event.origin === location.origin;
      if (frame && event.source === frame.contentWindow && trusted && isSurveySubmitMessage(event.data)) {
        setTimeout(seen, surveySubmitCloseMs);
      }
    };
    const seen = () => {
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      setCookie(surveyCookieName(id), String(Date.now()), { days: cookieTimeout });
      hideKeepingFocus(element);
    };

    toggle.addEventListener('click', () => {
      touched = true;
      setOpen(toggle.getAttribute('aria-expanded') !== 'true');
    });
    element.querySelector('[data-close]')?.addEventListener('click', seen);
    addEventListener('message', onMessage);
    const delay = surveyAutoOpenMs(Number(element.dataset['delay'] ?? 0));
    const timer = delay === null ? undefined : setTimeout(() => touched || setOpen(true), delay);
    element.hidden = false;
  }
}

/** Registers <survey-drawers>; safe to call more than once. */
export function defineSurveyDrawers(): void {
  if (!customElements.get('survey-drawers')) customElements.define('survey-drawers', SurveyDrawers);
}
