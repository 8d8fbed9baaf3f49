// The form kit's invisible captcha (a React hook; content pages use the captcha without React) (spec 000 §4 "Form submit with captcha"): the widget renders
// into `containerRef`; `warm()` loads it when the member reaches the form; `token()` answers the held
// token or runs the challenge (the first submit waits for its callback, later ones go directly);
// `reset()` after every finished or failed submit, since tokens are single use.
import { useCallback, useEffect, useRef } from 'react';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { createCaptcha, type Captcha, type CaptchaError } from '../../lib/captcha.ts';

export interface CaptchaHandle {
  containerRef: React.RefObject<HTMLDivElement | null>;
  warm: () => void;
  token: () => Promise<string>;
  reset: () => void;
}

export function useCaptcha(): CaptchaHandle {
  const containerRef = useRef<HTMLDivElement>(null);
  const captcha = useRef<Captcha | undefined>(undefined);
  const get = useCallback((): Captcha => {
    if (!captcha.current) {
      const { providers } = runtimeConfig();
      captcha.current = createCaptcha({
        scriptUrl: providers.captchaScriptUrl,
        siteKey: providers.captchaSiteKeyInvisible,
        container: containerRef.current ?? document.body,
      });
    }
    return captcha.current;
  }, []);
  const warm = useCallback(() => void get().load(), [get]);
  const token = useCallback(async () => {
    const current = get();
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
