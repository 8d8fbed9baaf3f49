// The copy each joining island draws (shipped as its props, partner placeholders already filled):
// typed lists, so a wrong key is a type error. The form kit's own words travel separately
// (formKitCopyFrom, src/ui/form/form-kit-copy.ts).
import type { CopyKey } from '../../site/copy-table.ts';
import { passwordCopyKeys } from '../../ui/form/password-copy.ts';

const captchaKeys = ['validation.captcha', 'captcha.notReady', 'captcha.tooManyErrors'] as const;

export const joinCopyKeys = [
  'enroll.step1.information',
  'enroll.step1.password',
  'enroll.step1.submit',
  'enroll.haveAccount',
  'enroll.haveAccountSignIn',
  'enroll.haveAccountRecover',
  'enroll.email',
  'enroll.firstName',
  'enroll.lastName',
  'enroll.zipCode',
  'enroll.password',
  'enroll.passwordConfirm',
  'enroll.passwordHint',
  'enroll.passwordRule',
  'enroll.passwordMismatch',
  'enroll.partnerNumber',
  'enroll.partnerNumberHint',
  'enroll.phone',
  'enroll.phoneHint',
  'enroll.smsOptIn',
  'enroll.smsNeedsPhone',
  'enroll.emailOptIn',
  'enroll.rfr.0',
  'enroll.rfr.1',
  'enroll.rfr.2',
  'enroll.rfr.3',
  'enroll.rfr.4',
  'sms.confirm.title',
  'sms.confirm.body',
  'sms.confirm.checkbox',
  'sms.confirm.confirm',
  'sms.confirm.cancel',
  'modal.close',
  'form.privacyNotice',
  'validation.required',
  'validation.maxLength',
  'validation.minLength',
  'validation.exactLength',
  'validation.emailInvalid',
  'validation.zipInvalid',
  'validation.generalApi',
  'validation.partnerNumberInvalid',
  'validation.passwordHasPartnerNumber',
  'validation.phoneInvalid',
  'validation.invalidCharacters',
  ...passwordCopyKeys,
  ...captchaKeys,
] as const satisfies readonly CopyKey[];

export type JoinCopyKey = (typeof joinCopyKeys)[number];

/** The reusable add-card form's words (the account center ships the same list). */
export const addCardCopyKeys = [
  'cards.optIn',
  'cards.add',
  'cards.noneLinked',
  'cards.someLinked',
  'cards.errorLine',
  'cards.maxSelected',
  'cards.frameFailed',
  'cards.frameLoadError',
  'cards.loadingPartnerCards',
  'cards.doNotRefresh',
  'addCard.frameTitle',
  'addCard.cardEnding',
  'addCard.partnerCards',
  'addCard.partnerCardsHint',
  'addCard.manualCard',
  'addCard.retry',
  'addCard.acceptedBrands',
  'addCard.selectOrEnter',
  'addCard.accountClosed',
  'validation.cardNumberEmpty',
  'validation.termsNotAccepted',
  ...captchaKeys,
] as const satisfies readonly CopyKey[];

export type AddCardCopyKey = (typeof addCardCopyKeys)[number];

export const addCardStepCopyKeys = [...addCardCopyKeys, 'enroll.step2.noThanks'] as const satisfies readonly CopyKey[];

export type AddCardStepCopyKey = (typeof addCardStepCopyKeys)[number];

export const activateCopyKeys = [
  'activate.loading',
  'activate.greeting',
  'activate.error',
  'activate.supportPhone',
  'page.not-found.title',
  'page.not-found.intro',
  'links.home',
] as const satisfies readonly CopyKey[];

export type ActivateCopyKey = (typeof activateCopyKeys)[number];

export const cardAddedCopyKeys = ['enroll.step3.cardLinked'] as const satisfies readonly CopyKey[];

export type CardAddedCopyKey = (typeof cardAddedCopyKeys)[number];
