// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import { captureProspect, validateEmail } from '../../src/api/enrollment.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { testRuntimeConfig } from '../helpers/browser-runtime.ts';
import { prospectFormCopyKeys } from '../../src/features/prospect/copy-keys.ts';
import { navigate } from '../../src/lib/navigate.ts';
import { setRuntimeConfig, type RuntimeConfig } from '../../src/lib/runtime-config.ts';
import { defineProspectForm, type ProspectForm } from '../../src/features/prospect/prospect-form-element.ts';

defineProspectForm();
// The flow loads on demand in the browser; loaded here first, so its import resolves at once under fake timers.
await import('../../src/features/prospect/prospect-flow.ts');
import { prospectEmailKey, readProspectEmail } from '../../src/features/prospect/prospect-email.ts';
import { installFakeGrecaptcha, removeGrecaptcha, type FakeGrecaptcha } from '../captcha/fake-grecaptcha.ts';

vi.mock('../../src/api/enrollment.ts', () => ({ validateEmail: vi.fn(), captureProspect: vi.fn() }));
vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const validate = vi.mocked(validateEmail);
const capture = vi.mocked(captureProspect);
const go = vi.mocked(navigate);

function config(hasPPN = true): RuntimeConfig {
  return testRuntimeConfig({
    settings: { hasPPN },
    providers: { captchaScriptUrl: 'http://127.0.0.1:4601/recaptcha/api.js', captchaSiteKeyInvisible: 'inv' } as RuntimeConfig['providers'],
  });
}

/** The element's own copy, as ProspectForm.astro ships it (data-copy). */
const elementCopyJson = JSON.stringify(Object.fromEntries(prospectFormCopyKeys.map((key) => [key, copyDefaults[key]])));

/** The markup ProspectForm.astro renders (same hooks: name=email, data-field-error, data-status, data-captcha). */
function mount(): { form: ProspectForm; input: HTMLInputElement; button: HTMLButtonElement; error: HTMLElement; status: HTMLElement } {
  document.body.innerHTML = `
    <prospect-form data-copy='${elementCopyJson}'>
      <form action="/join" method="get" novalidate>
        <p>* Required field</p>
        <label for="prospect-email">Email address<span aria-hidden="true"> *</span></label>
        <div><input id="prospect-email" name="email" type="text" aria-required="true" /><button type="submit">Get Started</button></div>
        <p id="prospect-email-error" data-field-error aria-live="polite"></p>
        <p role="status" data-status></p>
        <div data-captcha></div>
      </form>
    </prospect-form>`;
  const form = document.querySelector('prospect-form') as ProspectForm;
  return {
    form,
    input: form.querySelector('input')!,
    button: form.querySelector('button')!,
    error: form.querySelector('[data-field-error]')!,
    status: form.querySelector('[data-status]')!,
  };
}

function type(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function blur(input: HTMLInputElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** Submits like a user and runs the captcha (50 ms) and every promise after it. */
async function submit(form: ProspectForm): Promise<void> {
  form.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  await vi.advanceTimersByTimeAsync(100);
}

let fake: FakeGrecaptcha;

beforeEach(() => {
  vi.useFakeTimers();
  setRuntimeConfig(config());
  fake = installFakeGrecaptcha();
  sessionStorage.clear();
  validate.mockReset();
  capture.mockReset();
  go.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeGrecaptcha();
  setRuntimeConfig(undefined);
});

describe('prospect email flow (spec 000 §4)', () => {
  it('valid (free) email: captcha, Validate/Email, prospect capture with the token, then /join with the email', async () => {
    validate.mockResolvedValue({ isValid: true });
    capture.mockResolvedValue(undefined);
    const { form, input } = mount();
    type(input, 'new@delta.example');
    await submit(form);
    expect(validate).toHaveBeenCalledWith('new@delta.example', true);
    expect(capture).toHaveBeenCalledWith('new@delta.example', 'token-1');
    expect(go).toHaveBeenCalledWith('/join');
    expect(readProspectEmail({ pathname: '/join/', search: '' })).toBe('new@delta.example');
    expect(readProspectEmail({ pathname: '/login', search: '' })).toBeUndefined();
  });

  it('still goes to /join when the prospect capture fails', async () => {
    validate.mockResolvedValue({ isValid: true });
    capture.mockRejectedValue(new ApiError(400, 'Bad Request', { message: 'You must complete the reCAPTCHA to continue.' }));
    const { form, input, status } = mount();
    type(input, 'new@delta.example');
    await submit(form);
    expect(go).toHaveBeenCalledWith('/join');
    expect(status.textContent).toBe('Working on your request, please wait.');
  });

  it('email already taken (isValid false): no capture, /login with the email', async () => {
    validate.mockResolvedValue({ isValid: false });
    const { form, input } = mount();
    type(input, 'card@delta.example');
    await submit(form);
    expect(capture).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/login');
    expect(readProspectEmail({ pathname: '/login', search: '' })).toBe('card@delta.example');
  });

  it('treats a redirect answer (no verdict) like a taken email: /login', async () => {
    validate.mockResolvedValue(null);
    const { form, input } = mount();
    type(input, 'someone@delta.example');
    await submit(form);
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('sends usePpn only for partners with hasPPN', async () => {
    setRuntimeConfig(config(false));
    validate.mockResolvedValue({ isValid: false });
    const { form, input } = mount();
    type(input, 'card@delta.example');
    await submit(form);
    expect(validate).toHaveBeenCalledWith('card@delta.example', undefined);
  });

  it('carries the email in the address when session storage is unavailable', async () => {
    const setItem = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    onTestFinished(() => setItem.mockRestore());
    validate.mockResolvedValue({ isValid: true });
    capture.mockResolvedValue(undefined);
    const { form, input } = mount();
    type(input, 'a+b@delta.example');
    await submit(form);
    expect(go).toHaveBeenCalledWith('/join?email=a%2Bb%40delta.example');
    expect(sessionStorage.getItem(prospectEmailKey)).toBeNull();
  });
});

describe('submit with captcha (spec 000 §4 "Form submit with captcha")', () => {
  it('first submit runs the invisible captcha and the flow goes on only in its callback', async () => {
    validate.mockResolvedValue({ isValid: true });
    capture.mockResolvedValue(undefined);
    const { form, input } = mount();
    type(input, 'new@delta.example');
    form.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.advanceTimersByTimeAsync(1); // rendered and executed, the challenge is still "running"
    expect(fake.api.render).toHaveBeenCalledTimes(1);
    expect(fake.params()).toMatchObject({ sitekey: 'inv', size: 'invisible' });
    expect(fake.api.execute).toHaveBeenCalledTimes(1);
    expect(validate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50); // the callback
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('a submit while a token is held goes directly, without executing the captcha again', async () => {
    validate.mockResolvedValue({ isValid: true });
    capture.mockResolvedValue(undefined);
    const { form, input } = mount();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true })); // reaching the form loads the captcha
    await vi.advanceTimersByTimeAsync(1);
    fake.params().callback('solved-token'); // e.g. a challenge the visitor solved: checked state
    type(input, 'new@delta.example');
    form.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.api.execute).not.toHaveBeenCalled();
    expect(capture).toHaveBeenCalledWith('new@delta.example', 'solved-token');
  });

  it('resets the captcha after a finished submit and after a failed one; the next submit executes again', async () => {
    validate.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', undefined)).mockResolvedValueOnce({ isValid: false });
    const { form, input, status, button } = mount();
    type(input, 'card@delta.example');
    await submit(form);
    expect(fake.api.reset).toHaveBeenCalledTimes(1);
    expect(status.textContent).toBe('Error while checking Email address.');
    expect(input.value).toBe('card@delta.example'); // what the visitor typed stays
    expect(document.activeElement).toBe(input);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(go).not.toHaveBeenCalled();

    await submit(form);
    expect(fake.api.execute).toHaveBeenCalledTimes(2);
    expect(fake.api.reset).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('disables the button with "Working on your request, please wait." while loading, and ignores more submits', async () => {
    let answer: (value: { isValid: boolean }) => void = () => undefined;
    validate.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { form, input, button, status } = mount();
    type(input, 'card@delta.example');
    await submit(form);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(status.textContent).toBe('Working on your request, please wait.');
    await submit(form);
    expect(validate).toHaveBeenCalledTimes(1);
    answer({ isValid: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('shows the captcha failure message when the captcha errors, and calls nothing', async () => {
    fake.answers.push('error');
    const { form, input, status } = mount();
    type(input, 'new@delta.example');
    await submit(form);
    expect(status.textContent).toBe('You must complete the reCAPTCHA to continue.');
    expect(validate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
  });

  it('shows "reCaptcha is not in ready state." when the captcha never became ready', async () => {
    removeGrecaptcha();
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const { form, input, status } = mount();
    type(input, 'new@delta.example');
    form.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status.textContent).toBe('reCaptcha is not in ready state.');
    expect(validate).not.toHaveBeenCalled();
  });
});

describe('email field rules (spec 000 §5)', () => {
  it('requires a value: "This field is required.", aria-invalid, described by the error, focused', async () => {
    const { form, input, error } = mount();
    await submit(form);
    expect(error.textContent).toBe('This field is required.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(input);
    expect(fake.api.execute).not.toHaveBeenCalled();
  });

  it('trims whitespace before checking and sending', async () => {
    validate.mockResolvedValue({ isValid: false });
    const { form, input } = mount();
    type(input, '   card@delta.example  ');
    blur(input);
    expect(input.value).toBe('card@delta.example');
    await submit(form);
    expect(validate).toHaveBeenCalledWith('card@delta.example', true);
  });

  it('allows at most 50 characters (after trimming)', async () => {
    const fifty = `${'a'.repeat(36)}@delta.example`;
    expect(fifty).toHaveLength(50);
    const { form, input, error } = mount();
    type(input, `a${fifty}`);
    await submit(form);
    expect(error.textContent).toBe('Email address can have at most 50 characters.');
    validate.mockResolvedValue({ isValid: true });
    capture.mockResolvedValue(undefined);
    type(input, `  ${fifty}  `);
    expect(error.textContent).toBe('');
    await submit(form);
    expect(validate).toHaveBeenCalledWith(fifty, true);
  });

  it('checks the simple email pattern', async () => {
    const { form, input, error } = mount();
    for (const bad of ['card', 'card@delta', 'card@delta.c', 'ca rd@delta.example', 'card@delta.c0m']) {
      type(input, bad);
      await submit(form);
      expect(error.textContent, bad).toBe('Please enter a valid email address.');
    }
    expect(validate).not.toHaveBeenCalled();
  });

  it('validates on blur once edited (not when tabbing through untouched), then on every change after a submit', async () => {
    const { form, input, error } = mount();
    blur(input);
    expect(error.textContent).toBe('');
    type(input, 'card@');
    expect(error.textContent).toBe(''); // typing alone does not nag
    blur(input);
    expect(error.textContent).toBe('Please enter a valid email address.');
    type(input, 'card@delta.example');
    expect(error.textContent).toBe('Please enter a valid email address.'); // before a submit: checked on blur
    blur(input);
    expect(error.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    type(input, '');
    await submit(form);
    expect(error.textContent).toBe('This field is required.');
    type(input, 'c');
    expect(error.textContent).toBe('Please enter a valid email address.'); // after a submit: on change
  });
});
