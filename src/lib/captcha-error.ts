// The captcha's failure, apart from the captcha itself (captcha.ts): forms tell it by `instanceof`
// from the start, while the widget's code loads only when a member reaches a form (use-captcha.ts).

/** notReady and tooManyErrors are the spec's catalogue messages; timeout and error mean "no token". */
export type CaptchaFailure = 'notReady' | 'tooManyErrors' | 'timeout' | 'error';

const failureText: Record<CaptchaFailure, string> = {
  notReady: 'reCaptcha is not in ready state.',
  tooManyErrors: 'Too many network errors, give up on reCaptcha.',
  timeout: 'reCaptcha did not answer in time.',
  error: 'reCaptcha reported an error.',
};

export class CaptchaError extends Error {
  readonly reason: CaptchaFailure;
  constructor(reason: CaptchaFailure) {
    super(failureText[reason]);
    this.name = 'CaptchaError';
    this.reason = reason;
  }
}
