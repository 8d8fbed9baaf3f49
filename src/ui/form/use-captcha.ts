// The form kit's invisible captcha (a React hook; content pages use the captcha without React) (spec
// 000 §4 "Form submit with captcha"): the widget renders into `containerRef`; `warm()` loads it when
// the member reaches the form; `token()` answers the held token or runs the challenge (the first
// submit waits for its callback, later ones go directly); `reset()` after every finished or failed
// submit, since tokens are single use. The captcha's code is a chunk of its own that `warm()` fetches:
// no form page needs it to draw (issue #25, the add-card page's budget).
import { useCallback, useEffect, useRef } from 'react';
import type { CaptchaError } from '../../lib/captcha-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';

export interface CaptchaHandle {
  containerRef: React.RefObject<HTMLDivElement | null>;
  warm: () => void;
  token: () => Promise<string>;
  reset: () => void;
}

export function useCaptcha(): CaptchaHandle {
  const containerRef = useRef<HTMLDivElement>(null);
  // The created captcha, for reset() and the page-restore handler, once get() has made it.
  const captcha = useRef<Captcha | undefined>(undefined);
  const pending = useRef<Promise<Captcha> | undefined>(undefined);
  const get = useCallback((): Promise<Captcha> => {
    pending.current ??= import('../../lib/captcha.ts').then(({ createCaptcha }) => {
      const { providers } = runtimeConfig();
      captcha.current = createCaptcha({
        scriptUrl: providers.captchaScriptUrl,
        siteKey: providers.captchaSiteKeyInvisible,
        container: containerRef.current ?? document.body,
      });
      return captcha.current;
    });
    // A chunk that failed to arrive (offline) is asked for again on the next submit.
    pending.current.catch(() => (pending.current = undefined));
    return pending.current;
  }, []);
  const warm = useCallback(() => void get().then((current) => current.load()), [get]);
  const token = useCallback(async () => {
    const current = await get();
    return current.token || (await current.execute());
  }, [get]);
  const reset = useCallback(() => captcha.current?.reset(), []);
  // A page restored from the back-forward cache must not reuse a spent token.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) captcha.current?.reset();
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);
  return { containerRef, warm, token, reset };
}

/** The copy key of a captcha failure: the spec's two catalogue messages, else the captcha message. */
export function captchaFailureKey(error: CaptchaError): 'captcha.notReady' | 'captcha.tooManyErrors' | 'validation.captcha' {
  if (error.reason === 'notReady') return 'captcha.notReady';
  return error.reason === 'tooManyErrors' ? 'captcha.tooManyErrors' : 'validation.captcha';
}
