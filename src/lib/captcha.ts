// Invisible captcha (spec 000 §4 "Form submit with captcha", §8, §9) over reCAPTCHA v2's client
// API, which the sandbox stand-in copies: render(container, params) → widget id, execute(id),
// reset(id), and the callback / expired-callback / error-callback params.
// ARCHITECTURE pitfall: tokens are single use and execute() can hang when the challenge is closed,
// so execute() here has a timeout and resets the widget whenever it does not deliver a token.

import { CaptchaError } from './captcha-error.ts';

export { CaptchaError, type CaptchaFailure } from './captcha-error.ts';

export type CaptchaState = 'idle' | 'loading' | 'ready' | 'checked' | 'expired' | 'error' | 'failed';

/** Spec 000 §9: ready polled every 500 ms; give up after 10 network errors. */
export const captchaPollMs = 500;
export const captchaMaxNetworkErrors = 10;
/** How long execute() waits for a token; a person may have to solve a challenge first. */
export const captchaExecuteTimeoutMs = 60_000;
/** How long execute() waits for a captcha still loading before it reports "not in ready state". */
export const captchaReadyTimeoutMs = 10_000;

interface RenderParams {
  sitekey: string;
  size: 'invisible';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of `window.grecaptcha` we use (real reCAPTCHA v2 and the sandbox stand-in). */
export interface Grecaptcha {
  ready?: (callback: () => void) => void;
  render: (container: HTMLElement, params: RenderParams) => number;
  /** v2 returns nothing (the token arrives in the callback); the stand-in also returns a promise. */
  execute: (widgetId: number) => unknown;
  reset: (widgetId: number) => void;
}

export interface CaptchaOptions {
  scriptUrl: string;
  siteKey: string;
  /** Where the widget renders (an invisible widget adds only a hidden field and, for Google, its badge). */
  container: HTMLElement;
  executeTimeoutMs?: number;
  readyTimeoutMs?: number;
}

export interface Captcha {
  readonly state: CaptchaState;
  /** The token from the last "checked" callback, until it is used (reset), expires or errors. */
  readonly token: string;
  /** Loads the script (once per page) and renders the widget; resolves when ready, rejects on giving up. */
  load(): Promise<void>;
  /** A fresh token; rejects with CaptchaError. */
  execute(): Promise<string>;
  /** Clears the token so the next submit executes again (tokens are single use). */
  reset(): void;
}

const provider = (): Grecaptcha | undefined => {
  const grecaptcha = (window as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return typeof grecaptcha?.render === 'function' ? (grecaptcha as Grecaptcha) : undefined;
};

/** Explicit rendering: we render the invisible widget ourselves once the API is there. */
function explicitUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl, location.href);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const { container, siteKey, executeTimeoutMs = captchaExecuteTimeoutMs, readyTimeoutMs = captchaReadyTimeoutMs } = options;
  let state: CaptchaState = 'idle';
  let token = '';
  let widget: number | undefined;
  let networkErrors = 0;
  let ready: Promise<void> | undefined;
  let settle: ((result: string | CaptchaError) => void) | undefined;

  const countNetworkError = (): boolean => {
    state = ++networkErrors >= captchaMaxNetworkErrors ? 'failed' : 'error';
    return state === 'failed';
  };

  const reset = (): void => {
    token = '';
    if (state !== 'failed') state = widget === undefined ? state : 'ready';
    if (widget !== undefined) {
      try {
        provider()?.reset(widget);
      } catch {
        // a widget the provider no longer knows: nothing to clear
      }
    }
  };

  const load = (): Promise<void> => {
    if (ready) return ready;
    state = 'loading';
    const src = explicitUrl(options.scriptUrl);
    ready = new Promise<void>((resolve, reject) => {
      // Another form on the page may have added the script already: load it once per page.
      let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
      let rendering = false;
      const giveUp = (error: Error): void => {
        clearInterval(poll);
        reject(error);
      };
      const render = (grecaptcha: Grecaptcha): void => {
        try {
          widget = grecaptcha.render(container, {
            sitekey: siteKey,
            size: 'invisible',
            callback: (value) => {
              token = value;
              state = 'checked';
              settle?.(value);
            },
            'expired-callback': () => {
              token = '';
              state = 'expired';
            },
            'error-callback': () => {
              token = '';
              settle?.(new CaptchaError(countNetworkError() ? 'tooManyErrors' : 'error'));
            },
          });
          state = 'ready';
          resolve();
        } catch (error) {
          giveUp(error instanceof Error ? error : new CaptchaError('error'));
        }
      };
      const check = (): void => {
        const grecaptcha = provider();
        if (rendering) return;
        if (grecaptcha) {
          rendering = true;
          clearInterval(poll);
          if (grecaptcha.ready) grecaptcha.ready(() => render(grecaptcha));
          else render(grecaptcha);
        } else if (!script) {
          const added = document.createElement('script');
          added.src = src;
          added.async = true;
          // A failed download is a network error; the next poll adds the script again.
          added.onerror = () => {
            added.remove();
            script = null;
            if (countNetworkError()) giveUp(new CaptchaError('tooManyErrors'));
          };
          script = added;
          document.head.appendChild(added);
        }
      };
      const poll = setInterval(check, captchaPollMs);
      check();
    });
    ready.catch(() => undefined); // callers that only warm the captcha up need not handle it
    return ready;
  };

  const execute = async (): Promise<string> => {
    if (state === 'failed') throw new CaptchaError('tooManyErrors');
    if (widget === undefined) {
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([load(), new Promise((resolve) => (wait = setTimeout(resolve, readyTimeoutMs)))]).catch(() => undefined);
      clearTimeout(wait);
      if ((state as CaptchaState) === 'failed') throw new CaptchaError('tooManyErrors');
      if (widget === undefined) throw new CaptchaError('notReady');
    }
    const grecaptcha = provider();
    if (!grecaptcha) throw new CaptchaError('notReady');
    const id = widget;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => settle?.(new CaptchaError('timeout')), executeTimeoutMs);
      settle = (result) => {
        clearTimeout(timer);
        settle = undefined;
        if (typeof result === 'string') {
          resolve(result);
        } else {
          // No token: close whatever the provider left open so the next execute starts clean.
          reset();
          reject(result);
        }
      };
      // The stand-in's execute() also answers a promise of the token its callback delivered. It can
      // settle after this call was settled and the next one began (a retry after a failed submit):
      // only this call's settle may take it, or the retry would be sent the spent token.
      const own = settle;
      try {
        const answer = grecaptcha.execute(id);
        if (typeof (answer as Promise<unknown> | undefined)?.then === 'function') {
          (answer as Promise<unknown>).then(
            (value: unknown) => {
              if (typeof value === 'string' && value && settle === own) own?.(value);
            },
            () => undefined,
          );
        }
      } catch {
        settle(new CaptchaError('error'));
      }
    });
  };

  return {
    get state() {
      return state;
    },
    get token() {
      return token;
    },
    load,
    execute,
    reset,
  };
}
