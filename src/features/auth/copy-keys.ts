// The copy each auth island draws, shipped as its props (pickCopy in AuthPage.astro): its namespace
// in the auth table (copy.ts) less the words the page renders itself (titles, intros, and the
// messages with a [[recover]] link, rendered to HTML by auth-messages.ts), plus shared words.
import { keysUnder, without } from '../../site/copy-keys.ts';
import type { CopyKey } from '../../site/copy-table.ts';
import { passwordCopyKeys } from '../../ui/form/password-copy.ts';
import { authCopy } from './copy.ts';

const captchaKeys = ['validation.captcha', 'captcha.notReady', 'captcha.tooManyErrors'] as const satisfies readonly CopyKey[];

/** What a sign-in answer may say: fixing credentials signs in too. */
const signInAnswerKeys = [
  'login.errorCredentials',
  'login.errorForm',
  'login.errorThrottled',
  'login.errorThrottledOne',
  'login.errorThrottledSoon',
  'login.signingIn',
] as const satisfies readonly CopyKey[];

export const signInCopyKeys = [
  ...passwordCopyKeys,
  ...without(keysUnder(authCopy, 'login.'), 'login.title', 'login.errorCredentialsRecover', 'login.errorLocked'),
  'auth.directJoin',
] as const;

export type SignInCopyKey = (typeof signInCopyKeys)[number];

export const fixCredentialsCopyKeys = [
  ...passwordCopyKeys,
  ...without(keysUnder(authCopy, 'fixCredentials.'), 'fixCredentials.title', 'fixCredentials.body'),
  ...signInAnswerKeys,
  'validation.emailInvalid',
  'validation.maxLength',
] as const;

export type FixCredentialsCopyKey = (typeof fixCredentialsCopyKeys)[number];

/** The throttling messages of a code request (asking again from the confirm step is one). */
const throttledKeys = keysUnder(authCopy, 'recover.request.throttled');

export const recoverRequestCopyKeys = [
  ...without(keysUnder(authCopy, 'recover.request.'), 'recover.request.title', 'recover.request.body'),
  'recover.update.expired',
  'validation.recoveryInput',
  ...captchaKeys,
] as const;

export type RecoverRequestCopyKey = (typeof recoverRequestCopyKeys)[number];

export const recoverConfirmCopyKeys = [
  ...without(keysUnder(authCopy, 'recover.confirm.'), 'recover.confirm.title'),
  ...throttledKeys,
] as const;

export type RecoverConfirmCopyKey = (typeof recoverConfirmCopyKeys)[number];

export const recoverUpdateCopyKeys = [
  ...passwordCopyKeys,
  ...without(keysUnder(authCopy, 'recover.update.'), 'recover.update.title', 'recover.update.expired'),
] as const;

export type RecoverUpdateCopyKey = (typeof recoverUpdateCopyKeys)[number];
