// What forms use of the invisible captcha (spec 000 §4 "Form submit with captcha", §8).
export { CaptchaError, createCaptcha, type Captcha } from './captcha.ts';
export { captchaFailureKey, useCaptcha, type CaptchaHandle } from './use-captcha.ts';
