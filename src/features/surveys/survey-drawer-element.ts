// <survey-drawers>: the surveys eligible on this path (survey-rules.ts) as a stack: the first is in
// front and fully visible, the others show as inert edges under it (spec 000 §2 "When several exist
// only the first is fully visible"). The front drawer's title bar button toggles its panel
// (aria-expanded); the form's frame is created when the panel first opens, by a click or after
// delay_timeout seconds. Closing (×), or 4 s after the form reports a submission, stores the
// last-seen timestamp, hides the drawer and brings the next one forward.
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { knownPublicId } from '../../stores/known.ts';
import { $member } from '../../stores/member.ts';
import { hideKeepingFocus } from '../../lib/focus.ts';
import {
  eligibleSurveys,
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
  /** Eligible drawers still showing, the front one first. */
  #stack: Drawer[] = [];

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
    this.#stack = eligibleSurveys(drawers, location.pathname, (id) => getCookie(surveyCookieName(id)), Date.now());
    this.#restack(false);
  }

  /** Depth 0 runs in front; the ones behind are edges only, out of reach until they come forward. */
  #restack(focusFront: boolean): void {
    this.#stack.forEach(({ element }, depth) => {
      element.dataset['stack'] = String(depth);
      element.toggleAttribute('inert', depth > 0);
      element.hidden = false;
    });
    const front = this.#stack[0];
    if (!front) return;
    this.#run(front);
    if (focusFront) front.element.querySelector<HTMLButtonElement>('[data-toggle]')?.focus();
  }

  #seen(drawer: Drawer): void {
    setCookie(surveyCookieName(drawer.id), String(Date.now()), { days: drawer.cookieTimeout });
    this.#stack = this.#stack.filter((other) => other !== drawer);
    const hadFocus = drawer.element.contains(document.activeElement);
    delete drawer.element.dataset['stack'];
    if (this.#stack.length === 0) return hideKeepingFocus(drawer.element);
    drawer.element.hidden = true;
    this.#restack(hadFocus);
  }

  #run(drawer: Drawer): void {
    const { element, id } = drawer;
    if (element.dataset['running'] !== undefined) return;
    element.dataset['running'] = '';
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
    let done = false;
    const seen = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      removeEventListener('message', onMessage);
      this.#seen(drawer);
    };

    toggle.addEventListener('click', () => {
      touched = true;
      setOpen(toggle.getAttribute('aria-expanded') !== 'true');
    });
    element.querySelector('[data-close]')?.addEventListener('click', seen);
    addEventListener('message', onMessage);
    const delay = surveyAutoOpenMs(Number(element.dataset['delay'] ?? 0));
    const timer = delay === null ? undefined : setTimeout(() => touched || setOpen(true), delay);
  }
}

/** Registers <survey-drawers>; safe to call more than once. */
export function defineSurveyDrawers(): void {
  if (!customElements.get('survey-drawers')) customElements.define('survey-drawers', SurveyDrawers);
}
