// The copy each joining island draws (shipped as its props, partner placeholders already filled):
// its namespaces in the enrollment table (copy.ts) less the words the page renders itself, plus
// the shared words it shows. Typed, so a wrong key is a type error. The form kit's own words travel
// separately (formKitCopyFrom, src/ui/form/form-kit-copy.ts).
import { keysUnder, without } from '../../site/copy-keys.ts';
import type { CopyKey } from '../../site/copy-table.ts';
import { passwordCopyKeys } from '../../ui/form/password-copy.ts';
import { enrollmentCopy } from './copy.ts';

const captchaKeys = ['validation.captcha', 'captcha.notReady', 'captcha.tooManyErrors'] as const satisfies readonly CopyKey[];

export const joinCopyKeys = [
  ...without(
    keysUnder(enrollmentCopy, 'enroll.'),
    // The step indicator and the other steps' pages, and the SSO partners' join page.
    'enroll.step',
    'enroll.step1.title',
    'enroll.step2.title',
    'enroll.step2.noThanks',
    'enroll.step3.title',
    'enroll.step3.body',
    'enroll.step3.cardLinked',
    'enroll.step3.account',
    'enroll.step3.bonusTitle',
    'enroll.step3.active',
    'enroll.ssoMessage',
    // Drawn by the page around the island (JoinValue.astro, the terms line), or chosen for it.
    'enroll.terms',
    'enroll.emailOptInRate',
    'enroll.value.title',
    'enroll.value.free',
    'enroll.value.bonusTitle',
    'enroll.value.bonus',
    'enroll.value.ladderTitle',
  ),
  ...keysUnder(enrollmentCopy, 'sms.confirm.'),
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
] as const;

export type JoinCopyKey = (typeof joinCopyKeys)[number];

/** The reusable add-card form's words (the account center ships the same list): its `addCard.*`
 *  keys, and the `cards.*` results and notices it shares with the account center's table. */
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
  ...keysUnder(enrollmentCopy, 'addCard.'),
  'validation.cardNumberEmpty',
  'validation.termsNotAccepted',
  ...captchaKeys,
] as const;

export type AddCardCopyKey = (typeof addCardCopyKeys)[number];

export const addCardStepCopyKeys = [...addCardCopyKeys, 'enroll.step2.noThanks'] as const;

export type AddCardStepCopyKey = (typeof addCardStepCopyKeys)[number];

export const activateCopyKeys = [
  // The page renders the title, the button and what follows an activation (Activated.astro).
  ...without(keysUnder(enrollmentCopy, 'activate.'), 'activate.title', 'activate.button', 'activate.activated', 'activate.next'),
  'page.not-found.title',
  'page.not-found.intro',
  'links.home',
] as const;

export type ActivateCopyKey = (typeof activateCopyKeys)[number];

export const cardAddedCopyKeys = ['enroll.step3.cardLinked'] as const satisfies readonly CopyKey[];

export type CardAddedCopyKey = (typeof cardAddedCopyKeys)[number];
