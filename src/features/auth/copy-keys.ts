// The copy each auth island draws, shipped as its props (pickCopy in AuthPage.astro). Messages
// with a [[recover]] link are not here: the page renders those to HTML (auth-messages.ts).
import type { CopyKey } from '../../site/copy-table.ts';
import { passwordCopyKeys } from '../../ui/form/password-copy.ts';

export const signInCopyKeys = [
  ...passwordCopyKeys,
  'login.username',
  'login.password',
  'login.rememberMe',
  'login.rememberMeHint',
  'login.submit',
  'login.forgot',
  'login.notMember',
  'login.errorCredentials',
  'login.errorForm',
  'login.errorThrottled',
  'login.errorThrottledOne',
  'login.errorThrottledSoon',
  'login.alreadyActive',
  'login.notActive',
  'login.signingIn',
  'auth.directJoin',
] as const satisfies readonly CopyKey[];

export type SignInCopyKey = (typeof signInCopyKeys)[number];

export const fixCredentialsCopyKeys = [
  ...passwordCopyKeys,
  'fixCredentials.identifier',
  'fixCredentials.password',
  'fixCredentials.newEmail',
  'fixCredentials.submit',
  'login.errorCredentials',
  'login.errorForm',
  'login.errorThrottled',
  'login.errorThrottledOne',
  'login.errorThrottledSoon',
  'login.signingIn',
  'validation.emailInvalid',
  'validation.maxLength',
] as const satisfies readonly CopyKey[];

export type FixCredentialsCopyKey = (typeof fixCredentialsCopyKeys)[number];

export const recoverRequestCopyKeys = [
  'recover.request.identifier',
  'recover.request.submit',
  'recover.request.throttled',
  'recover.request.throttledOne',
  'recover.request.throttledSoon',
  'recover.update.expired',
  'validation.recoveryInput',
  'validation.captcha',
  'captcha.notReady',
  'captcha.tooManyErrors',
] as const satisfies readonly CopyKey[];

export type RecoverRequestCopyKey = (typeof recoverRequestCopyKeys)[number];

export const recoverConfirmCopyKeys = [
  'recover.confirm.body',
  'recover.confirm.bodyAny',
  'recover.confirm.code',
  'recover.confirm.codeHint',
  'recover.confirm.submit',
  'recover.confirm.newCode',
  'recover.request.throttled',
  'recover.request.throttledOne',
  'recover.request.throttledSoon',
] as const satisfies readonly CopyKey[];

export type RecoverConfirmCopyKey = (typeof recoverConfirmCopyKeys)[number];

export const recoverUpdateCopyKeys = [
  ...passwordCopyKeys,
  'recover.update.password',
  'recover.update.passwordConfirm',
  'recover.update.passwordHint',
  'recover.update.passwordRule',
  'recover.update.mismatch',
  'recover.update.submit',
] as const satisfies readonly CopyKey[];

export type RecoverUpdateCopyKey = (typeof recoverUpdateCopyKeys)[number];
