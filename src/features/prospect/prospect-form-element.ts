// <prospect-form>: the home page's prospect email capture (spec 000 §4 "Prospect email flow",
// "Form submit with captcha"; §5). Markup comes from ProspectForm.astro; this adds validation and
// hands a valid email to the flow (prospect-flow.ts: the invisible captcha, Validate/Email, the
// capture, the way on), which loads when the visitor reaches the form rather than with the page.
import { navigate } from '../../lib/navigate.ts';
import { elementCopy, type CopyReader } from '../../lib/element-copy.ts';
import type { Captcha } from '../../lib/captcha.ts';
import type * as FlowModule from './prospect-flow.ts';
import type { ProspectFormCopyKey } from './copy-keys.ts';
import { emailProblem, prospectEmailMaxLength } from './email-rules.ts';

type Flow = typeof FlowModule;
let flow: Promise<Flow> | undefined;
const loadFlow = (): Promise<Flow> => (flow ??= import('./prospect-flow.ts'));

export class ProspectForm extends HTMLElement {
  #captcha: Captcha | undefined;
  #busy = false;
  /** Validation runs on blur once the field was edited, and on every change after a submit. */
  #edited = false;
  #submitted = false;
  #wired = false;
  #copy: CopyReader<ProspectFormCopyKey> = (key) => key;

  connectedCallback(): void {
    if (this.#wired) return; // moved in the DOM: the listeners are there already
    this.#wired = true;
    this.#copy = elementCopy<ProspectFormCopyKey>(this);
    // Listeners on the element itself (events bubble): they work whatever the parse order.
    this.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.submit();
    });
    this.addEventListener('input', () => {
      this.#edited = true;
      if (!this.#busy) this.#say('');
      if (this.#submitted) this.#check();
    });
    this.addEventListener('focusout', () => {
      const input = this.#input();
      if (!input) return;
      input.value = input.value.trim();
      if (this.#edited || this.#submitted) this.#check();
    });
    // Start loading the flow and the captcha when the visitor reaches the form, not with the page.
    this.addEventListener(
      'focusin',
      () =>
        void this.captcha().then(
          (captcha) => captcha.load(),
          () => undefined,
        ),
      { once: true },
    );
    // Coming back from /join or /login through the back-forward cache: the form works again.
    addEventListener('pageshow', (event) => {
      if (event.persisted) {
        this.#setBusy(false);
        this.#say('');
      }
    });
  }

  /** The page's invisible captcha, created on first use. */
  async captcha(): Promise<Captcha> {
    const { prospectCaptcha } = await loadFlow();
    return (this.#captcha ??= prospectCaptcha(this.querySelector<HTMLElement>('[data-captcha]') ?? this));
  }

  async submit(): Promise<void> {
    if (this.#busy) return;
    this.#submitted = true;
    const email = this.#check();
    const input = this.#input();
    if (email === undefined || !input) {
      input?.focus();
      return;
    }
    this.#setBusy(true);
    this.#say(this.#copy('form.submitting'));
    let outcome: { to: string } | { message: string };
    try {
      const [{ sendProspect }, captcha] = await Promise.all([loadFlow(), this.captcha()]);
      outcome = await sendProspect(email, captcha, this.#copy);
    } catch {
      flow = undefined; // the flow's script did not load (offline?): the next submit asks again
      outcome = { message: this.#copy('validation.generalApi', { field: this.#copy('home.emailLabel') }) };
    }
    if ('to' in outcome) {
      navigate(outcome.to); // stays busy: the page is leaving
      return;
    }
    this.#say(outcome.message);
    input.focus();
    this.#setBusy(false);
  }

  #input(): HTMLInputElement | null {
    return this.querySelector('input[name="email"]');
  }

  /** Validates the field, shows or clears its error, and answers the trimmed email when valid. */
  #check(): string | undefined {
    const input = this.#input();
    const error = this.querySelector<HTMLElement>('[data-field-error]');
    if (!input || !error) return undefined;
    const value = input.value.trim();
    const problem = emailProblem(value);
    const message = !problem
      ? ''
      : problem === 'required'
        ? this.#copy('form.required')
        : problem === 'maxLength'
          ? this.#copy('validation.maxLength', { field: this.#copy('home.emailLabel'), num: prospectEmailMaxLength })
          : this.#copy('validation.emailInvalid');
    if (error.textContent !== message) error.textContent = message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    return problem ? undefined : value;
  }

  /** The polite status line: the loading message, or why a submit failed. */
  #say(message: string): void {
    const status = this.querySelector('[data-status]');
    if (status && status.textContent !== message) status.textContent = message;
  }

  #setBusy(busy: boolean): void {
    this.#busy = busy;
    // aria-disabled, not disabled: the focused button keeps focus while the request runs.
    this.querySelector('button[type="submit"]')?.setAttribute('aria-disabled', String(busy));
    this.toggleAttribute('data-busy', busy);
  }
}

/** Registers <prospect-form>; safe to call more than once. */
export function defineProspectForm(): void {
  if (!customElements.get('prospect-form')) customElements.define('prospect-form', ProspectForm);
}
