// A reCAPTCHA v2 client API double (render / execute / reset, callback params), like the sandbox
// stand-in but with the answer to each execute() chosen by the test.
import { vi } from 'vitest';
import type { Grecaptcha } from '../../src/lib/captcha.ts';

export type ExecuteAnswer = 'token' | 'error' | 'hang';

interface Params {
  sitekey: string;
  size: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface FakeGrecaptcha {
  api: Grecaptcha & { render: ReturnType<typeof vi.fn>; execute: ReturnType<typeof vi.fn>; reset: ReturnType<typeof vi.fn> };
  /** What the next execute() calls do (default: a token after 50 ms, like the stand-in). */
  answers: ExecuteAnswer[];
  params(): Params;
  issued: string[];
}

export function installFakeGrecaptcha(): FakeGrecaptcha {
  const widgets: Params[] = [];
  const issued: string[] = [];
  const answers: ExecuteAnswer[] = [];
  const api = {
    ready: (callback: () => void) => setTimeout(callback, 0),
    render: vi.fn((_container: HTMLElement, params: Params) => widgets.push(params) - 1),
    execute: vi.fn((id: number) => {
      const widget = widgets[id]!;
      const answer = answers.shift() ?? 'token';
      if (answer === 'hang') return undefined;
      setTimeout(() => {
        if (answer === 'error') {
          widget['error-callback']();
        } else {
          const token = `token-${issued.length + 1}`;
          issued.push(token);
          widget.callback(token);
        }
      }, 50);
      return undefined; // reCAPTCHA v2: the token arrives in the callback only
    }),
    reset: vi.fn(),
  };
  (window as { grecaptcha?: unknown }).grecaptcha = api;
  return { api, answers, issued, params: () => widgets[0]! };
}

export function removeGrecaptcha(): void {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
}

/** happy-dom: a <script src> "loads" (does nothing) instead of failing, unless told otherwise. */
export function scriptsLoad(succeed: boolean): void {
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = succeed;
}
